import { debtsLiabilitiesKind } from '../debts-liabilities';
import { defineDisplay } from './types';

/** Debts & Liabilities (/debts-liabilities), part 2 §2 (two-column grid), §4, §5 and §8. */
export const debtsLiabilitiesDisplay = defineDisplay(debtsLiabilitiesKind, {
  route: '/debts-liabilities',
  title: 'Debts & Liabilities',
  description: 'Mortgages, loans and cards: what is owed, to whom, and when it is due.',
  addLabel: 'Add Debt',
  dialogTitles: { add: 'Add Debt/Liability', edit: 'Edit Debt/Liability' },
  empty: {
    title: 'No Debts or Liabilities',
    description: 'Add loans, cards and other debts your estate would need to settle.',
    action: 'Add Your First Debt',
  },
  loadingText: 'Loading debts and liabilities...',
  loadError: 'Failed to load debts and liabilities. Please try refreshing the page.',
  total: { label: 'Total Outstanding', field: 'currentBalance', decimals: 2 },
  toasts: {
    created: 'Debt/liability created successfully',
    updated: 'Debt/liability updated successfully',
    deleted: 'Debt/liability deleted successfully',
    createFailed: 'Failed to create debt/liability',
    updateFailed: 'Failed to update debt/liability',
    deleteFailed: 'Failed to delete debt/liability',
  },
  deleteConfirm: {
    style: 'browser',
    message: 'Are you sure you want to delete this debt/liability?',
  },
  columns: 2,
  card: {
    title: { parts: [{ field: 'creditorName' }] },
    subtitle: [{ field: 'accountNumber', format: 'masked' }],
    badges: [{ value: { field: 'debtType' }, tone: 'secondary' }],
    lines: [
      {
        label: 'Current Balance',
        strong: true,
        parts: [{ field: 'currentBalance', format: 'money2' }],
      },
      { label: 'Original Amount', parts: [{ field: 'originalAmount', format: 'money2' }] },
      { label: 'Minimum Payment', parts: [{ field: 'minimumPayment', format: 'money2' }] },
      { label: 'Interest Rate', parts: [{ field: 'interestRate', format: 'percent' }] },
      { label: 'Due Date', parts: [{ field: 'dueDate', format: 'date' }] },
      { label: 'Maturity Date', parts: [{ field: 'maturityDate', format: 'date' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
