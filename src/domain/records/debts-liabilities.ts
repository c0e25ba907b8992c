import { defineRecordKind } from './record-kind';

/** Debt types (part 2 §3), in the spec's order. */
export const DEBT_TYPES = [
  'Mortgage',
  'Credit Card',
  'Student Loan',
  'Auto Loan',
  'Personal Loan',
  'Business Loan',
  'Home Equity Loan',
  'Line of Credit',
  'Medical Debt',
  'Tax Liability',
  'Other',
] as const;

/** The debt types a property secures: such a record may name its property (issue 43). */
export const SECURED_BY_PROPERTY_TYPES = ['Mortgage', 'Home Equity Loan'] as const;

/** Debts and liabilities (/debts-liabilities); amounts are numeric(15,2) per part 2 §3. */
export const debtsLiabilitiesKind = defineRecordKind({
  key: 'debts-liabilities',
  table: 'debts_liabilities',
  apiPaths: ['/api/debts-liabilities'],
  singular: 'debt/liability',
  plural: 'debts and liabilities',
  fields: {
    debtType: {
      type: 'choice',
      label: 'Debt Type',
      required: true,
      options: DEBT_TYPES,
      doc: 'Kind of debt.',
    },
    creditorName: {
      type: 'text',
      label: 'Creditor Name',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: 'Who is owed.',
    },
    accountNumber: {
      type: 'text',
      label: 'Account Number',
      format: 'account-number',
      maxLength: 34,
      doc: "The creditor's account or loan number.",
    },
    originalAmount: {
      type: 'money',
      label: 'Original Amount',
      precision: 15,
      doc: 'Amount first borrowed, USD.',
    },
    currentBalance: {
      type: 'money',
      label: 'Current Balance',
      precision: 15,
      doc: 'Amount still owed, USD; summed into Total Outstanding.',
    },
    minimumPayment: {
      type: 'money',
      label: 'Minimum Payment',
      precision: 15,
      doc: 'Minimum payment per period, USD.',
    },
    securedPropertyId: {
      type: 'reference',
      kind: 'real-estate',
      label: 'Secured By Property',
      onlyWhen: { field: 'debtType', in: SECURED_BY_PROPERTY_TYPES },
      hint: "The property's Mortgage Balance then shows this balance, and the debt is counted once.",
      doc: 'The real estate property this mortgage or home equity loan is secured by, if recorded.',
    },
    interestRate: { type: 'percent', label: 'Interest Rate (%)', doc: 'Annual interest rate.' },
    dueDate: { type: 'date', label: 'Due Date', doc: 'When the next payment is due.' },
    maturityDate: { type: 'date', label: 'Maturity Date', doc: 'When the debt is paid off.' },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else heirs should know about the debt.',
    },
  },
});
