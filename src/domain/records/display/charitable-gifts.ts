import { charitableGiftsKind } from '../charitable-gifts';
import { defineDisplay } from './types';

/**
 * Charitable Giving (Legacy Planning's tab, issue 31). Its route is the Legacy Planning page,
 * which opens the tab (and a gift's dialog for `?record=<id>`).
 */
export const charitableGiftsDisplay = defineDisplay(charitableGiftsKind, {
  route: '/legacy-planning',
  title: 'Charitable Giving',
  description:
    'Gifts you plan to leave to the causes you care about, and what they do to estate tax.',
  addLabel: 'Add Gift',
  dialogTitles: { add: 'Add Charitable Gift', edit: 'Edit Charitable Gift' },
  dialogDescription: 'Give an amount, or a share of the estate when no amount is given.',
  empty: {
    title: 'No Charitable Gifts',
    description: 'Record a bequest, a beneficiary designation or a trust that benefits a charity.',
    action: 'Add Your First Gift',
  },
  loadingText: 'Loading charitable gifts...',
  loadError: 'Failed to load charitable gifts. Please try refreshing the page.',
  total: { label: 'Total Planned Gifts', field: 'amount', decimals: 0 },
  toasts: {
    created: 'Charitable gift created successfully',
    updated: 'Charitable gift updated successfully',
    deleted: 'Charitable gift deleted successfully',
    createFailed: 'Failed to create charitable gift',
    updateFailed: 'Failed to update charitable gift',
    deleteFailed: 'Failed to delete charitable gift',
  },
  deleteConfirm: {
    style: 'browser',
    message: 'Are you sure you want to delete this charitable gift?',
  },
  columns: 2,
  card: {
    title: { parts: [{ field: 'charityName' }] },
    subtitle: [{ field: 'ein', before: 'EIN ' }],
    badges: [{ value: { field: 'giftMethod' }, tone: 'secondary' }],
    lines: [
      { label: 'Amount', strong: true, parts: [{ field: 'amount', format: 'money0' }] },
      {
        label: 'Share of estate',
        parts: [{ field: 'estateSharePercent', format: 'percent' }],
      },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
