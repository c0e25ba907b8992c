import { investmentAccountsKind } from '../investment-accounts';
import { defineDisplay } from './types';

/** Investment Accounts (/investments), part 1 §2 and §9 (money with 0 decimals). */
export const investmentAccountsDisplay = defineDisplay(investmentAccountsKind, {
  route: '/investments',
  title: 'Investment Accounts',
  description: 'Retirement, brokerage and education accounts, with advisors and beneficiaries.',
  addLabel: 'Add Investment Account',
  dialogTitles: { add: 'Add Investment Account', edit: 'Edit Investment Account' },
  empty: {
    title: 'No investment accounts yet',
    description: 'Add retirement plans, brokerage accounts and other holdings.',
    action: 'Add Your First Investment Account',
  },
  loadingText: 'Loading investment accounts...',
  loadError: 'Failed to load investment accounts. Please try refreshing the page.',
  filter: {
    field: 'accountType',
    allLabel: 'All Types',
    noMatch: 'No investment accounts match this filter',
  },
  total: { label: 'Total Portfolio Value', field: 'currentValue', decimals: 0 },
  toasts: {
    created: 'Investment account created successfully',
    updated: 'Investment account updated successfully',
    deleted: 'Investment account deleted successfully',
    createFailed: 'Failed to create investment account',
    updateFailed: 'Failed to update investment account',
    deleteFailed: 'Failed to delete investment account',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Investment Account',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: ['accountName', 'institution'] }] },
    subtitle: [{ field: 'institution' }, { field: 'accountNumber', format: 'masked', join: ' ' }],
    badges: [
      { value: { field: 'accountType' }, tone: 'secondary' },
      { text: 'Employer', tone: 'success', when: [{ field: 'isEmployerSponsored', truthy: true }] },
      { text: 'Inactive', tone: 'danger', when: [{ field: 'isActive', truthy: false }] },
    ],
    lines: [
      { label: 'Value', strong: true, parts: [{ field: 'currentValue', format: 'money0' }] },
      { label: 'YTD Contributions', parts: [{ field: 'contributionsYTD', format: 'money0' }] },
      { label: 'Employer Match', parts: [{ field: 'employerMatch', format: 'money0' }] },
      { label: 'Risk Level', parts: [{ field: 'riskLevel' }] },
      { label: 'Annual Fees', parts: [{ field: 'fees', format: 'money0' }] },
      {
        label: 'Advisor',
        parts: [{ field: 'contactName' }, { field: 'contactPhone', join: ' · ' }],
      },
      { label: 'Beneficiaries', parts: [{ field: 'beneficiaries' }] },
      { label: 'Matures:', parts: [{ field: 'maturityDate', format: 'date' }] },
      { label: 'Asset Allocation', multiline: true, parts: [{ field: 'assetAllocation' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
