import { CHECKLIST_PRIORITY_LABELS, estateChecklistItemsKind } from '../estate-checklist-items';
import { defineDisplay } from './types';

/**
 * Estate Planning (/estate-planning), part 1 §2: the checklist has a page of its own (grouped by
 * category, with a completion toggle) built from the generic dialog and delete pieces.
 */
export const estateChecklistItemsDisplay = defineDisplay(estateChecklistItemsKind, {
  route: '/estate-planning',
  title: 'Estate Planning',
  description: 'The steps that put your estate in order, and how far along you are.',
  addLabel: 'Add Item',
  dialogTitles: { add: 'Add Checklist Item', edit: 'Edit Checklist Item' },
  empty: {
    title: 'No checklist items yet',
    description: 'Add the tasks that put your estate plan in order.',
    action: 'Add Your First Item',
  },
  loadingText: 'Loading checklist...',
  loadError: 'Failed to load checklist items. Please try refreshing the page.',
  toasts: {
    created: 'Checklist item added successfully',
    updated: 'Checklist item updated successfully',
    deleted: 'Checklist item deleted successfully',
    createFailed: 'Failed to add checklist item',
    updateFailed: 'Failed to update checklist item',
    deleteFailed: 'Failed to delete checklist item',
  },
  deleteConfirm: {
    style: 'browser',
    message: 'Are you sure you want to delete this checklist item?',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'title' }] },
    badges: [
      {
        value: { field: 'priority', labels: CHECKLIST_PRIORITY_LABELS },
        tones: {
          'High Priority': 'danger',
          'Medium Priority': 'warning',
          'Low Priority': 'outline',
        },
      },
      { value: { field: 'category' }, tone: 'secondary' },
    ],
    lines: [
      { multiline: true, parts: [{ field: 'description' }] },
      { label: 'Completed', parts: [{ field: 'completedDate', format: 'date' }] },
    ],
  },
});
