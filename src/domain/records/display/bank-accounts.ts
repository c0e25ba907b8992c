import { bankAccountsKind } from '../bank-accounts';
import { defineDisplay } from './types';

/** Financial Account Information (/banking), part 1 §2, §3 and §9 (money with 2 decimals). */
export const bankAccountsDisplay = defineDisplay(bankAccountsKind, {
  route: '/banking',
  title: 'Financial Account Information',
  description: 'Checking, savings and other bank accounts, with who owns and inherits them.',
  addLabel: 'Add Account',
  dialogTitles: { add: 'Add Banking Account', edit: 'Edit Banking Account' },
  empty: {
    title: 'No banking accounts yet',
    description: 'Add the accounts your family will need to find and close or transfer.',
    action: 'Add Your First Account',
  },
  loadingText: 'Loading accounts...',
  loadError: 'Failed to load banking accounts. Please try refreshing the page.',
  filter: {
    field: 'accountType',
    allLabel: 'All Accounts',
    noMatch: 'No accounts match this filter',
  },
  total: { label: 'Total Balance', field: 'currentBalance', decimals: 2 },
  toasts: {
    created: 'Banking account created successfully',
    updated: 'Banking account updated successfully',
    deleted: 'Banking account deleted successfully',
    createFailed: 'Failed to create banking account',
    updateFailed: 'Failed to update banking account',
    deleteFailed: 'Failed to delete banking account',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Account',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    // 'name (or type if no name)', part 1 §2.
    title: { parts: [{ field: ['accountName', 'accountType'] }] },
    badges: [
      {
        value: { field: 'accountType' },
        tone: 'secondary',
        tones: {
          Checking: 'default',
          'Checking Account': 'default',
          Savings: 'success',
          'Savings Account': 'success',
          'Money Market': 'warning',
          'Certificate of Deposit (CD)': 'warning',
        },
      },
    ],
    subtitle: [{ field: 'bankName' }, { field: 'accountNumber', format: 'masked', join: ' ' }],
    lines: [
      {
        label: 'Balance',
        strong: true,
        parts: [{ field: 'currentBalance', format: 'money2', ifEmpty: '0' }],
      },
      { label: 'Interest Rate', parts: [{ field: 'interestRate', format: 'percent' }] },
      { label: 'Owners', parts: [{ field: 'ownersOnAccount' }] },
      { label: 'Beneficiary', parts: [{ field: 'beneficiary' }] },
      { label: 'Bank Address', parts: [{ field: 'bankAddress' }] },
      { label: 'Routing Number', parts: [{ field: 'routingNumber' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
      { label: 'Added', parts: [{ field: 'createdAt', format: 'date' }] },
    ],
  },
});
