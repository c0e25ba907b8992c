import { documentsKind } from '../documents';
import { defineDisplay } from './types';

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
      { value: { field: 'category' }, tone: 'secondary' },
    ],
    lines: [
      { label: 'Type', parts: [{ field: 'documentType' }] },
      { label: 'Description', multiline: true, parts: [{ field: 'description' }] },
      { label: 'File', parts: [{ field: 'fileName' }] },
      { label: 'Location', parts: [{ field: 'location' }] },
      { label: 'Expires', parts: [{ field: 'expirationDate', format: 'date' }] },
      { label: 'Related To', parts: [{ field: 'relatedTo' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
