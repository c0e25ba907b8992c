import { professionalContactsKind } from '../professional-contacts';
import { defineDisplay } from './types';

/** Professional Contacts (/professional-contacts), part 2 §2, §4, §5 and §8. */
export const professionalContactsDisplay = defineDisplay(professionalContactsKind, {
  route: '/professional-contacts',
  title: 'Professional Contacts',
  description: 'Attorneys, advisors, accountants and agents your family can call on.',
  addLabel: 'Add Contact',
  dialogTitles: { add: 'Add Professional Contact', edit: 'Edit Professional Contact' },
  empty: {
    title: 'No Professional Contacts',
    description: 'Add the attorneys, advisors and agents who know your affairs.',
    action: 'Add Your First Contact',
  },
  loadingText: 'Loading professional contacts...',
  loadError: 'Failed to load professional contacts. Please try refreshing the page.',
  toasts: {
    created: 'Professional contact created successfully',
    updated: 'Professional contact updated successfully',
    deleted: 'Professional contact deleted successfully',
    createFailed: 'Failed to create professional contact',
    updateFailed: 'Failed to update professional contact',
    deleteFailed: 'Failed to delete professional contact',
  },
  deleteConfirm: {
    style: 'browser',
    message: 'Are you sure you want to delete this professional contact?',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'name' }] },
    subtitle: [{ field: 'company' }],
    badges: [{ value: { field: 'profession' }, tone: 'secondary' }],
    lines: [
      { label: 'Phone', parts: [{ field: 'phone', format: 'phone' }] },
      { label: 'Email', parts: [{ field: 'email' }] },
      { label: 'Address', parts: [{ field: 'address' }] },
      { label: 'Specialties', parts: [{ field: 'specialties' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
