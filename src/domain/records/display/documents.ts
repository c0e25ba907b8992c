import { documentsKind } from '../documents';
import { defineDisplay } from './types';

/**
 * The category badge says '… Documents' for these five (part 1 §3, Enumerations: "displayed as
 * '... Documents' … in one place"); the stored value, the filter and the form keep the list's
 * wording.
 */
export const CATEGORY_BADGE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  ['Legal', 'Financial', 'Insurance', 'Personal', 'Medical'].map((c) => [c, `${c} Documents`]),
);

/**
 * Document Storage (/documents), part 1 §2. The upload block and the 'View File' button are the
 * documents page's own additions to the generic dialog and card.
 */
export const documentsDisplay = defineDisplay(documentsKind, {
  route: '/documents',
  title: 'Document Storage',
  description: 'Wills, deeds, policies and other papers: the file, and where the original is.',
  addLabel: 'Add Document',
  dialogTitles: { add: 'Add Document', edit: 'Edit Document' },
  empty: {
    title: 'No documents yet',
    description: 'Upload important papers and note where the originals are kept.',
    action: 'Add Your First Document',
  },
  loadingText: 'Loading documents...',
  loadError: 'Failed to load documents. Please try refreshing the page.',
  filter: {
    field: 'category',
    allLabel: 'All Categories',
    noMatch: 'No documents match this filter',
  },
  toasts: {
    created: 'Document added successfully',
    updated: 'Document updated successfully',
    deleted: 'Document deleted successfully',
    createFailed: 'Failed to add document',
    updateFailed: 'Failed to update document',
    deleteFailed: 'Failed to delete document',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Document',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'title' }] },
    badges: [
      { icon: 'star', text: 'Important', when: [{ field: 'isImportant', truthy: true }] },
      { value: { field: 'category', labels: CATEGORY_BADGE_LABELS }, tone: 'secondary' },
    ],
    lines: [
      { label: 'Type', parts: [{ field: 'documentType' }] },
      { label: 'Description', multiline: true, parts: [{ field: 'description' }] },
      { label: 'File', parts: [{ field: 'fileName' }] },
      { label: 'Location', parts: [{ field: 'location' }] },
      // Where the originals are: who the document names, when it was signed, who holds a copy.
      {
        label: 'Named',
        parts: [
          { field: 'namedFamilyMemberId' },
          { field: 'namedContactId', join: ' and ' },
          { field: 'namedRole', before: 'as ', join: ' ' },
        ],
      },
      { label: 'Signed', parts: [{ field: 'dateSigned', format: 'date' }] },
      { label: 'Attorney Copy', parts: [{ field: 'attorneyContactId' }] },
      { label: 'Expires', parts: [{ field: 'expirationDate', format: 'date' }] },
      { label: 'Related To', parts: [{ field: 'relatedTo' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
