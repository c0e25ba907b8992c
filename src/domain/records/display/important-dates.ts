import { importantDatesKind } from '../important-dates';
import { defineDisplay } from './types';

/** Important Dates (/important-dates): the spec only reads them; we give them a screen. */
export const importantDatesDisplay = defineDisplay(importantDatesKind, {
  route: '/important-dates',
  title: 'Important Dates',
  description: 'Birthdays, renewals, reviews and deadlines, with reminders before each.',
  addLabel: 'Add Date',
  dialogTitles: { add: 'Add Important Date', edit: 'Edit Important Date' },
  empty: {
    title: 'No important dates yet',
    description: 'Add the dates your family should not miss: renewals, reviews and deadlines.',
    action: 'Add Your First Date',
  },
  loadingText: 'Loading dates...',
  loadError: 'Failed to load important dates. Please try refreshing the page.',
  filter: { field: 'eventType', allLabel: 'All Dates', noMatch: 'No dates match this filter' },
  toasts: {
    created: 'Important date added successfully',
    updated: 'Important date updated successfully',
    deleted: 'Important date deleted successfully',
    createFailed: 'Failed to add important date',
    updateFailed: 'Failed to update important date',
    deleteFailed: 'Failed to delete important date',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Important Date',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'title' }] },
    badges: [
      { value: { field: 'eventType' }, tone: 'secondary' },
      { text: 'Yearly', tone: 'outline', when: [{ field: 'isRecurring', truthy: true }] },
    ],
    lines: [
      { label: 'Date', strong: true, parts: [{ field: 'eventDate', format: 'date' }] },
      { label: 'Reminder', parts: [{ field: 'reminderDays', after: ' days before' }] },
      { multiline: true, parts: [{ field: 'description' }] },
    ],
  },
});
