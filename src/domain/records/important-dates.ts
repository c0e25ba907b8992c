import { defineRecordKind } from './record-kind';

/**
 * Kinds of important date. The spec does not list them; these are the dates an estate plan
 * has to remember, ending with Other.
 */
export const EVENT_TYPES = [
  'Birthday',
  'Anniversary',
  'Will Review',
  'Insurance Renewal',
  'Tax Deadline',
  'Policy Expiration',
  'Appointment',
  'Other',
] as const;

/**
 * Important dates (shown on the home dashboard; the spec only reads them, so they are edited on
 * a screen of their own).
 */
export const importantDatesKind = defineRecordKind({
  key: 'important-dates',
  table: 'important_dates',
  apiPaths: ['/api/important-dates'],
  singular: 'important date',
  plural: 'important dates',
  fields: {
    title: {
      type: 'text',
      label: 'Title',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: "What happens, e.g. 'Renew Mom's life policy'.",
    },
    eventDate: {
      type: 'date',
      label: 'Date',
      required: true,
      doc: 'The day it falls on (the first occurrence when recurring).',
    },
    eventType: {
      type: 'choice',
      label: 'Event Type',
      required: true,
      options: EVENT_TYPES,
      doc: 'Kind of date.',
    },
    description: {
      type: 'text',
      label: 'Description',
      format: 'multiline',
      maxLength: 2000,
      doc: 'Details to remember.',
    },
    isRecurring: {
      type: 'boolean',
      label: 'Repeats Every Year',
      default: false,
      doc: 'Comes back each year on the same month and day.',
    },
    reminderDays: {
      type: 'integer',
      label: 'Remind Me (days before)',
      min: 0,
      max: 365,
      default: 7,
      doc: 'How many days ahead to remind the user.',
    },
  },
});
