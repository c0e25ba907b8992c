import { defineRecordKind } from './record-kind';

/** Checklist categories (part 1 §3 Enumerations), in the spec's order (also the grouping order). */
export const CHECKLIST_CATEGORIES = [
  'Wills and Trusts',
  'Power of Attorney',
  'Healthcare Directives',
  'Beneficiaries',
  'Financial Planning',
  'Legal Documents',
  'Other',
] as const;

/** Priority labels (part 1 §3): 1 is the highest and the default. */
export const CHECKLIST_PRIORITY_LABELS = {
  1: 'High Priority',
  2: 'Medium Priority',
  3: 'Low Priority',
} as const;

/** Estate checklist items (/estate-planning), toggled complete by clicking their circle. */
export const estateChecklistItemsKind = defineRecordKind({
  key: 'estate-checklist-items',
  table: 'estate_checklist_items',
  apiPaths: ['/api/estate-checklist-items'],
  singular: 'checklist item',
  plural: 'checklist items',
  fields: {
    title: {
      type: 'text',
      label: 'Title',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: "The task, e.g. 'Sign a durable power of attorney'.",
    },
    description: {
      type: 'text',
      label: 'Description',
      format: 'multiline',
      maxLength: 2000,
      doc: 'What doing the task involves.',
    },
    category: {
      type: 'choice',
      label: 'Category',
      required: true,
      options: CHECKLIST_CATEGORIES,
      doc: 'Group the item is listed under.',
    },
    priority: {
      type: 'integer',
      label: 'Priority',
      required: true,
      min: 1,
      max: 3,
      default: 1,
      doc: '1 High, 2 Medium, 3 Low (CHECKLIST_PRIORITY_LABELS).',
    },
    isCompleted: {
      type: 'boolean',
      label: 'Completed',
      default: false,
      doc: 'Done; the title is struck through.',
    },
    completedDate: {
      type: 'date',
      label: 'Completed Date',
      acceptsMoment: true,
      doc: "Day the item was completed ('Completed: {date}'), the user's calendar day; null while open.",
    },
  },
});
