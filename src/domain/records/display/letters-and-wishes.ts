import { lettersAndWishesKind } from '../letters-and-wishes';
import { defineDisplay } from './types';

/**
 * Letters & Wishes (/letters-and-wishes, issue 29). The page adds, above the generic list, who
 * can read these items and when, and the "no confirmed executor yet" notice.
 */
export const lettersAndWishesDisplay = defineDisplay(lettersAndWishesKind, {
  route: '/letters-and-wishes',
  title: 'Letters & Wishes',
  description:
    'Your final wishes and letters to the people you love, sealed until your emergency access is released.',
  addLabel: 'Add Letter or Wishes',
  dialogTitles: { add: 'Add Letter or Wishes', edit: 'Edit Letter or Wishes' },
  dialogDescription:
    'Only you can read this until an executor’s access is released, unless you make final wishes readable now.',
  empty: {
    title: 'No letters or wishes yet',
    description: 'Write down your final wishes, or a letter to someone, for after.',
    action: 'Add Your First Item',
  },
  loadingText: 'Loading letters and wishes...',
  loadError: 'Failed to load letters and wishes. Please try refreshing the page.',
  filter: { field: 'itemType', allLabel: 'All Items', noMatch: 'No items match this filter' },
  toasts: {
    created: 'Letter or wishes saved successfully',
    updated: 'Letter or wishes updated successfully',
    deleted: 'Letter or wishes deleted successfully',
    createFailed: 'Failed to save letter or wishes',
    updateFailed: 'Failed to update letter or wishes',
    deleteFailed: 'Failed to delete letter or wishes',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Letter or Wishes',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 2,
  card: {
    title: { parts: [{ field: 'title' }] },
    subtitle: [{ field: 'recipient', before: 'To ' }],
    badges: [
      { value: { field: 'itemType' } },
      // Final wishes the people they name can read today (decision 030), told apart at a glance.
      { text: 'Readable now', tone: 'success', when: [{ field: 'readableNow', equals: true }] },
    ],
    lines: [
      { label: 'Service', multiline: true, parts: [{ field: 'service' }] },
      { label: 'Burial or cremation', parts: [{ field: 'disposition' }] },
      { label: 'Where', parts: [{ field: 'restingPlace' }] },
      {
        label: 'Religious or other wishes',
        multiline: true,
        parts: [{ field: 'religiousWishes' }],
      },
      { label: 'Organ donation', parts: [{ field: 'organDonation' }] },
      { label: 'Obituary notes', multiline: true, parts: [{ field: 'obituaryNotes' }] },
      { label: 'Care of pets', multiline: true, parts: [{ field: 'petCare' }] },
      {
        label: 'Online accounts and devices',
        multiline: true,
        parts: [{ field: 'onlineAccounts' }],
      },
      { multiline: true, parts: [{ field: 'letter' }] },
    ],
  },
});
