import { businessInterestsKind } from '../business-interests';
import { defineDisplay } from './types';

/** Business Interests (/business-interests), part 2 §2, §4, §5 and §8. */
export const businessInterestsDisplay = defineDisplay(businessInterestsKind, {
  route: '/business-interests',
  title: 'Business Interests',
  description: 'Companies and partnerships you own a share of, and who takes them over.',
  addLabel: 'Add Business',
  dialogTitles: { add: 'Add Business Interest', edit: 'Edit Business Interest' },
  empty: {
    title: 'No Business Interests',
    description: 'Add the businesses you own a share of and your plans for succession.',
    action: 'Add Your First Business',
  },
  loadingText: 'Loading business interests...',
  loadError: 'Failed to load business interests. Please try refreshing the page.',
  total: { label: 'Total Estimated Value', field: 'estimatedValue', decimals: 2 },
  toasts: {
    created: 'Business interest created successfully',
    updated: 'Business interest updated successfully',
    deleted: 'Business interest deleted successfully',
    createFailed: 'Failed to save business interest',
    updateFailed: 'Failed to update business interest',
    deleteFailed: 'Failed to delete business interest',
  },
  deleteConfirm: {
    style: 'browser',
    message: 'Are you sure you want to delete this business interest?',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'businessName' }] },
    subtitle: [{ field: 'businessAddress' }],
    badges: [{ value: { field: 'businessType' }, tone: 'secondary' }],
    lines: [
      {
        label: 'Estimated Value',
        strong: true,
        parts: [{ field: 'estimatedValue', format: 'money2' }],
      },
      { label: 'Ownership', parts: [{ field: 'ownershipPercentage', format: 'percent' }] },
      { label: 'Key Contacts', multiline: true, parts: [{ field: 'keyContacts' }] },
      { label: 'Succession Plans', multiline: true, parts: [{ field: 'successorPlans' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
