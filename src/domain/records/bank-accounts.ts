import { defineRecordKind } from './record-kind';
import { ownershipField } from './account-ownership';
import { ACCOUNT_NUMBER_HINT } from './account-number-hint';

/** Banking account types (part 1 §3 Enumerations), in the spec's order. */
export const BANK_ACCOUNT_TYPES = [
  'Checking',
  'Savings',
  'Money Market',
  'Certificate of Deposit (CD)',
  'Business Checking',
  'Business Savings',
  'Trust Account',
  'Joint Account',
  'Other',
] as const;

/**
 * The bank pick list: 20 large US banks and credit unions, ending with Other. The spec fixes the
 * count but not the names, so these are real, well-known ones.
 */
export const BANKS = [
  'Chase',
  'Bank of America',
  'Wells Fargo',
  'Citibank',
  'U.S. Bank',
  'PNC Bank',
  'Truist',
  'Capital One',
  'TD Bank',
  'Citizens Bank',
  'Fifth Third Bank',
  'KeyBank',
  'Huntington Bank',
  'Regions Bank',
  'M&T Bank',
  'Ally Bank',
  'USAA',
  'Navy Federal Credit Union',
  'PenFed Credit Union',
  'Other',
] as const;

/** Bank and financial accounts (/banking). */
export const bankAccountsKind = defineRecordKind({
  key: 'bank-accounts',
  table: 'bank_accounts',
  // The banking screen and the home dashboard use different paths for the same resource (§7).
  apiPaths: ['/api/banking-accounts', '/api/bank-accounts'],
  singular: 'banking account',
  plural: 'banking accounts',
  fields: {
    accountName: {
      type: 'text',
      label: 'Account Name',
      format: 'line',
      maxLength: 200,
      doc: "A name for the account, e.g. 'Household checking'; the card title when set.",
    },
    accountType: {
      type: 'choice',
      label: 'Account Type',
      required: true,
      options: BANK_ACCOUNT_TYPES,
      doc: 'Kind of account.',
    },
    bankName: {
      type: 'choice',
      label: 'Bank Name',
      required: true,
      options: BANKS,
      doc: 'The bank or credit union holding the account.',
    },
    bankNameOther: {
      type: 'text',
      label: 'Other Bank Name',
      format: 'line',
      maxLength: 200,
      otherOf: 'bankName',
      doc: 'The bank typed by the user when Bank Name is Other.',
    },
    accountNumber: {
      type: 'text',
      label: 'Account Number',
      required: true,
      format: 'account-number',
      maxLength: 34,
      placeholder: 'Last 4 digits only (for security)',
      hint: ACCOUNT_NUMBER_HINT,
      doc: 'Account number; the form asks for the last 4 digits, cards show them masked.',
    },
    routingNumber: {
      type: 'text',
      label: 'Routing Number',
      format: 'account-number',
      maxLength: 20,
      doc: "The bank's ABA routing number.",
    },
    bankAddress: {
      type: 'text',
      label: 'Bank Address',
      format: 'line',
      maxLength: 300,
      doc: 'Address of the branch that holds the account.',
    },
    currentBalance: {
      type: 'money',
      label: 'Current Balance',
      precision: 12,
      doc: 'Balance in USD; summed into the total balance.',
    },
    interestRate: { type: 'percent', label: 'Interest Rate (%)', doc: 'Annual interest rate.' },
    fees: { type: 'money', label: 'Fees', precision: 10, doc: 'Account fees in USD.' },
    maturityDate: {
      type: 'date',
      label: 'Maturity Date',
      doc: 'When a CD or term deposit matures.',
    },
    ownersOnAccount: {
      type: 'text',
      label: 'Owners on Account',
      format: 'line',
      maxLength: 500,
      doc: 'Names of everyone who owns the account.',
    },
    ownership: ownershipField,
    beneficiary: {
      type: 'text',
      label: 'Beneficiary',
      format: 'line',
      maxLength: 500,
      doc: 'Payable-on-death beneficiary.',
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else heirs should know about the account.',
    },
  },
});
