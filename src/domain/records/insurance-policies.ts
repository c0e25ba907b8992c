import { defineRecordKind } from './record-kind';

/**
 * Policy types (part 1 §3 Enumerations), in the spec's order. Displayed with ' Insurance' after
 * them except Professional Liability and Other.
 */
export const POLICY_TYPES = [
  'Life',
  'Health',
  'Auto',
  "Homeowner's",
  "Renter's",
  'Disability',
  'Long-Term Care',
  'Umbrella',
  'Travel',
  'Business',
  'Professional Liability',
  'Dental',
  'Vision',
  'Pet',
  'Other',
] as const;

/** The insurer pick list: 25 well-known US insurers, ending with Other (names not in spec). */
export const INSURANCE_COMPANIES = [
  'State Farm',
  'GEICO',
  'Progressive',
  'Allstate',
  'USAA',
  'Liberty Mutual',
  'Farmers Insurance',
  'Nationwide',
  'Travelers',
  'American Family Insurance',
  'The Hartford',
  'Chubb',
  'Erie Insurance',
  'MetLife',
  'Prudential',
  'New York Life',
  'Northwestern Mutual',
  'MassMutual',
  'Lincoln Financial',
  'John Hancock',
  'Guardian Life',
  'UnitedHealthcare',
  'Blue Cross Blue Shield',
  'Aetna',
  'Other',
] as const;

/** How often the premium is paid; the card shows 'premium with frequency'. */
export const PREMIUM_FREQUENCIES = ['Monthly', 'Quarterly', 'Semi-Annually', 'Annually'] as const;

/**
 * Insurance policies (/insurance). Stores the union of the form's and the card's fields
 * (so the card shows what the form saved): the card's agent/agentContact are agentName/agentPhone.
 */
export const insurancePoliciesKind = defineRecordKind({
  key: 'insurance-policies',
  table: 'insurance_policies',
  apiPaths: ['/api/insurance-policies'],
  singular: 'insurance policy',
  plural: 'insurance policies',
  fields: {
    policyType: {
      type: 'choice',
      label: 'Policy Type',
      required: true,
      options: POLICY_TYPES,
      doc: 'Kind of insurance.',
    },
    company: {
      type: 'choice',
      label: 'Insurance Company',
      required: true,
      options: INSURANCE_COMPANIES,
      doc: 'The insurer.',
    },
    companyOther: {
      type: 'text',
      label: 'Other Insurance Company',
      format: 'line',
      maxLength: 200,
      otherOf: 'company',
      doc: 'The insurer typed by the user when Insurance Company is Other.',
    },
    policyNumber: {
      type: 'text',
      label: 'Policy Number',
      required: true,
      format: 'account-number',
      maxLength: 50,
      doc: "The insurer's policy number.",
    },
    insuredItems: {
      type: 'text',
      label: 'Insured Items',
      format: 'multiline',
      maxLength: 2000,
      doc: 'Who or what the policy covers.',
    },
    coverageAmount: {
      type: 'money',
      label: 'Coverage Amount',
      precision: 12,
      doc: 'Amount of coverage in USD.',
    },
    premium: { type: 'money', label: 'Premium', precision: 8, doc: 'Premium per period in USD.' },
    premiumFrequency: {
      type: 'choice',
      label: 'Premium Frequency',
      options: PREMIUM_FREQUENCIES,
      doc: 'How often the premium is paid.',
    },
    // Not given a precision by the spec; an amount like the coverage it reduces.
    deductible: { type: 'money', label: 'Deductible', precision: 12, doc: 'Deductible in USD.' },
    renewalDate: { type: 'date', label: 'Renewal Date', doc: 'When the policy next renews.' },
    expirationDate: {
      type: 'date',
      label: 'Expiration Date',
      doc: 'When the policy ends; the card falls back to the renewal date.',
    },
    beneficiaries: {
      type: 'text',
      label: 'Beneficiaries',
      format: 'line',
      maxLength: 500,
      doc: 'Named beneficiaries and their shares.',
    },
    agentName: {
      type: 'text',
      label: 'Agent Name',
      format: 'line',
      maxLength: 200,
      doc: "The agent's name (the card's 'agent').",
    },
    agentPhone: {
      type: 'text',
      label: 'Agent Phone',
      format: 'phone',
      maxLength: 30,
      doc: "The agent's phone (the card's 'contact').",
    },
    agentAddress: {
      type: 'text',
      label: 'Agent Address',
      format: 'line',
      maxLength: 300,
      doc: "The agent's office address.",
    },
    isActive: {
      type: 'boolean',
      label: 'Active Policy',
      default: true,
      doc: 'In force; the card shows an Active or Inactive badge.',
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else heirs should know about the policy.',
    },
  },
});
