import { defineRecordKind } from './record-kind';

/** Professions (part 2 §3), in the spec's order. */
export const PROFESSIONS = [
  'Attorney',
  'Financial Advisor',
  'CPA',
  'Insurance Agent',
  'Real Estate Agent',
  'Estate Planner',
  'Tax Preparer',
  'Banker',
  'Investment Advisor',
  'Trust Officer',
  'Other',
] as const;

/** Professional contacts (/professional-contacts): the people heirs should call. */
export const professionalContactsKind = defineRecordKind({
  key: 'professional-contacts',
  table: 'professional_contacts',
  apiPaths: ['/api/professional-contacts'],
  singular: 'professional contact',
  plural: 'professional contacts',
  fields: {
    name: {
      type: 'text',
      label: 'Name',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: "The professional's full name.",
    },
    profession: {
      type: 'choice',
      label: 'Profession',
      required: true,
      options: PROFESSIONS,
      doc: 'What they do for the family.',
    },
    company: {
      type: 'text',
      label: 'Company',
      format: 'line',
      maxLength: 200,
      doc: 'Firm or practice.',
    },
    phone: { type: 'text', label: 'Phone', format: 'phone', maxLength: 30, doc: 'Phone number.' },
    email: { type: 'text', label: 'Email', format: 'email', maxLength: 254, doc: 'Email address.' },
    address: {
      type: 'text',
      label: 'Address',
      format: 'line',
      maxLength: 300,
      doc: 'Office address.',
    },
    specialties: {
      type: 'text',
      label: 'Specialties',
      format: 'line',
      maxLength: 500,
      doc: "Areas of practice, e.g. 'probate, elder law'.",
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'What they handle for the family and anything else heirs should know.',
    },
  },
});
