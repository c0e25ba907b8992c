import { familyMembersKind } from '../family-members';
import { defineDisplay } from './types';

/** Family Members (/family), part 1 §2 and §3. */
export const familyMembersDisplay = defineDisplay(familyMembersKind, {
  route: '/family',
  title: 'Family Members',
  description: 'The people your estate plan concerns, and how to reach them.',
  addLabel: 'Add Family Member',
  dialogTitles: { add: 'Add Family Member', edit: 'Edit Family Member' },
  empty: {
    title: 'No family members yet',
    description: 'Add the people your heirs and executors will need to know about.',
    action: 'Add Your First Family Member',
  },
  loadingText: 'Loading family members...',
  loadError: 'Failed to load family members. Please try refreshing the page.',
  toasts: {
    created: 'Family member added successfully',
    updated: 'Family member updated successfully',
    deleted: 'Family member deleted successfully',
    createFailed: 'Failed to add family member',
    updateFailed: 'Failed to update family member',
    deleteFailed: 'Failed to delete family member',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Family Member',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'name' }] },
    avatar: { imageField: 'profileImageUrl' },
    subtitle: [{ field: 'relationship' }],
    lines: [
      { label: 'Phone', parts: [{ field: 'cellPhone', format: 'phone' }] },
      { label: 'Email', parts: [{ field: 'email' }] },
      {
        label: 'Address',
        parts: [
          { field: 'address' },
          { field: 'city', join: ', ' },
          { field: 'state', join: ', ' },
          { field: 'zipCode', join: ' ' },
        ],
      },
      { label: 'Born', parts: [{ field: 'dateOfBirth', format: 'date' }] },
    ],
  },
});
