import { defineRecordKind } from './record-kind';
import { ownershipField } from './account-ownership';
import { ACCOUNT_NUMBER_HINT } from './account-number-hint';

/**
 * The section the form asks last: questions only for an account someone still pays into from
 * work (what went in this year, what the employer added).
 */
export const MORE_DETAILS = 'More details';

/** Investment account types (part 1 §3 Enumerations), in the spec's order. */
export const INVESTMENT_ACCOUNT_TYPES = [
  '401(k)',
  '403(b)',
  'IRA - Traditional',
  'IRA - Roth',
  'SEP-IRA',
  'Simple IRA',
  'Brokerage Account',
  'Investment Account',
  '529 Education Savings',
  'HSA',
  'Pension',
  'Annuity',
  'Trust Account',
  'Joint Investment',
  'Other',
] as const;

/** The institution pick list: 13 well-known US brokerages, ending with Other (names not in spec). */
export const INSTITUTIONS = [
  'Fidelity Investments',
  'Charles Schwab',
  'Vanguard',
  'Merrill',
  'Morgan Stanley',
  'E*TRADE',
  'J.P. Morgan',
  'Edward Jones',
  'T. Rowe Price',
  'TIAA',
  'Interactive Brokers',
  'Robinhood',
  'Other',
] as const;

/** Risk levels (part 1 §3 Enumerations), from least to most risk. */
export const RISK_LEVELS = [
  'Conservative',
  'Moderate Conservative',
  'Moderate',
  'Moderate Aggressive',
  'Aggressive',
] as const;

/**
 * Investment accounts (/investments). Stores the screen's fields plus the stored form's
 * contributionPercentage and isPreTax; the screen's advisor/advisorContact are stored as
 * contactName/contactPhone, so the screen shows what the form saved.
 */
export const investmentAccountsKind = defineRecordKind({
  key: 'investment-accounts',
  table: 'investment_accounts',
  apiPaths: ['/api/investment-accounts'],
  singular: 'investment account',
  plural: 'investment accounts',
  fields: {
    accountName: {
      type: 'text',
      label: 'Account Name',
      format: 'line',
      maxLength: 200,
      doc: "A name for the account, e.g. 'Dad's Roth IRA'.",
    },
    accountType: {
      type: 'choice',
      label: 'Account Type',
      required: true,
      options: INVESTMENT_ACCOUNT_TYPES,
      doc: 'Kind of account.',
    },
    institution: {
      type: 'choice',
      label: 'Institution',
      required: true,
      options: INSTITUTIONS,
      doc: 'The brokerage or custodian holding the account.',
    },
    institutionOther: {
      type: 'text',
      label: 'Other Institution',
      format: 'line',
      maxLength: 200,
      otherOf: 'institution',
      doc: 'The institution typed by the user when Institution is Other.',
    },
    accountNumber: {
      type: 'text',
      label: 'Account Number',
      required: true,
      format: 'account-number',
      maxLength: 34,
      hint: ACCOUNT_NUMBER_HINT,
      doc: 'Account number; cards show it masked.',
    },
    currentValue: {
      type: 'money',
      label: 'Current Value',
      precision: 12,
      doc: 'Market value in USD; summed into the portfolio value.',
    },
    contributionsYTD: {
      type: 'money',
      label: 'Contributions YTD',
      section: MORE_DETAILS,
      precision: 12,
      doc: 'Contributions made so far this year, in USD.',
    },
    contributionPercentage: {
      type: 'percent',
      label: 'Contribution Percentage',
      doc: 'Share of salary contributed.',
    },
    employerMatch: {
      type: 'money',
      label: 'Employer Match',
      section: MORE_DETAILS,
      precision: 12,
      doc: "Employer's matching contributions so far this year, in USD.",
    },
    isPreTax: {
      type: 'boolean',
      label: 'Pre-Tax Contributions',
      default: true,
      doc: 'Whether contributions are made before tax.',
    },
    isEmployerSponsored: {
      type: 'boolean',
      label: 'Employer Sponsored',
      default: false,
      doc: "An employer's plan; shows the 'Employer' badge.",
    },
    riskLevel: { type: 'choice', label: 'Risk Level', options: RISK_LEVELS, doc: 'Risk profile.' },
    assetAllocation: {
      type: 'text',
      label: 'Asset Allocation',
      format: 'multiline',
      maxLength: 2000,
      doc: "How the account is invested, e.g. '60% stocks, 40% bonds'.",
    },
    fees: { type: 'money', label: 'Annual Fees', precision: 10, doc: 'Annual fees in USD.' },
    maturityDate: {
      type: 'date',
      label: 'Maturity Date',
      doc: "When the account matures ('Matures:').",
    },
    ownership: ownershipField,
    beneficiaries: {
      type: 'text',
      label: 'Beneficiaries',
      format: 'line',
      maxLength: 500,
      doc: 'Named beneficiaries and their shares.',
    },
    contactName: {
      type: 'text',
      label: 'Advisor',
      format: 'line',
      maxLength: 200,
      doc: "The advisor's name (the screen's 'advisor').",
    },
    contactPhone: {
      type: 'text',
      label: 'Advisor Contact',
      format: 'line',
      maxLength: 200,
      doc: "How to reach the advisor: phone or email (the screen's 'advisorContact').",
    },
    isActive: {
      type: 'boolean',
      label: 'Active Account',
      default: true,
      doc: "Still open; shows the 'Inactive' badge when not.",
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
