import { defineRecordKind } from './record-kind';

/** Business types (part 2 §3), in the spec's order. */
export const BUSINESS_TYPES = [
  'LLC',
  'Corporation',
  'Partnership',
  'Sole Proprietorship',
  'S Corporation',
  'C Corporation',
  'Limited Partnership',
  'Professional Corporation',
  'Trust',
  'Other',
] as const;

/** Business interests (/business-interests); estimatedValue is numeric(15,2) per part 2 §3. */
export const businessInterestsKind = defineRecordKind({
  key: 'business-interests',
  table: 'business_interests',
  apiPaths: ['/api/business-interests'],
  singular: 'business interest',
  plural: 'business interests',
  fields: {
    businessName: {
      type: 'text',
      label: 'Business Name',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: 'Legal name of the business.',
    },
    businessType: {
      type: 'choice',
      label: 'Business Type',
      options: BUSINESS_TYPES,
      doc: 'Legal form of the business.',
    },
    ownershipPercentage: {
      type: 'percent',
      label: 'Ownership Percentage',
      doc: 'Share of the business owned, 0 to 100.',
    },
    estimatedValue: {
      type: 'money',
      label: 'Estimated Value',
      precision: 15,
      doc: 'Estimated value of the interest, USD; summed into Total Estimated Value.',
    },
    businessAddress: {
      type: 'text',
      label: 'Business Address',
      format: 'line',
      maxLength: 300,
      doc: 'Principal address.',
    },
    keyContacts: {
      type: 'text',
      label: 'Key Contacts',
      format: 'multiline',
      maxLength: 2000,
      doc: 'Partners, officers and advisers to call.',
    },
    successorPlans: {
      type: 'text',
      label: 'Succession Plans',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Who takes over, and how (buy-sell agreement, trust, sale).',
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else heirs should know about the business.',
    },
  },
});
