import { defineRecordKind } from './record-kind';

/** Relationship to the account holder (part 1 §3 Enumerations), in the spec's order. */
export const RELATIONSHIPS = [
  'Spouse',
  'Child',
  'Parent',
  'Sibling',
  'Grandparent',
  'Grandchild',
  'Uncle/Aunt',
  'Nephew/Niece',
  'Cousin',
  'In-law',
  'Step-parent',
  'Step-child',
  'Partner',
  'Other',
] as const;

const BASIC = 'Basic Information';
const CONTACT = 'Contact Information';
const DATES = 'Important Dates';

/** Family members (/family): the people the estate concerns. */
export const familyMembersKind = defineRecordKind({
  key: 'family-members',
  table: 'family_members',
  apiPaths: ['/api/family-members'],
  singular: 'family member',
  plural: 'family members',
  fields: {
    name: {
      type: 'text',
      label: 'Full Name',
      required: true,
      section: BASIC,
      format: 'line',
      maxLength: 200,
      doc: 'Full name as it appears on legal documents.',
    },
    relationship: {
      type: 'choice',
      label: 'Relationship',
      required: true,
      section: BASIC,
      options: RELATIONSHIPS,
      doc: 'How this person relates to the account holder.',
    },
    dateOfBirth: {
      type: 'date',
      label: 'Date of Birth',
      section: BASIC,
      doc: "Date of birth; the card's 'Born' date.",
    },
    formerSpouse: {
      type: 'boolean',
      label: 'Former Spouse or Partner',
      section: BASIC,
      default: false,
      doc: 'Marks a former spouse or partner, so Inheritance flags a designation still naming them.',
    },
    ssn: {
      type: 'text',
      label: 'Social Security Number',
      section: BASIC,
      format: 'ssn',
      maxLength: 11,
      placeholder: 'XXX-XX-XXXX',
      doc: 'Social Security number, entered through a masked input.',
    },
    profileImageUrl: {
      type: 'text',
      label: 'Profile Image URL',
      section: BASIC,
      format: 'url',
      maxLength: 2000,
      doc: 'Address of a photo shown instead of the initials avatar.',
    },
    cellPhone: {
      type: 'text',
      label: 'Cell Phone',
      section: CONTACT,
      format: 'phone',
      maxLength: 30,
      doc: 'Mobile number; 10 digits display as (xxx) xxx-xxxx.',
    },
    homePhone: {
      type: 'text',
      label: 'Home Phone',
      section: CONTACT,
      format: 'phone',
      maxLength: 30,
      doc: 'Landline number.',
    },
    email: {
      type: 'text',
      label: 'Email',
      section: CONTACT,
      format: 'email',
      maxLength: 254,
      doc: 'Email address; the Trusted People invitation starts from it.',
    },
    address: {
      type: 'text',
      label: 'Address',
      section: CONTACT,
      format: 'line',
      maxLength: 200,
      doc: 'Street address.',
    },
    city: {
      type: 'text',
      label: 'City',
      section: CONTACT,
      format: 'line',
      maxLength: 100,
      doc: 'City.',
    },
    state: {
      type: 'text',
      label: 'State',
      section: CONTACT,
      format: 'line',
      maxLength: 50,
      doc: 'State.',
    },
    zipCode: {
      type: 'text',
      label: 'ZIP Code',
      section: CONTACT,
      format: 'line',
      maxLength: 10,
      doc: 'ZIP or ZIP+4 code.',
    },
    birthday: {
      type: 'date',
      label: 'Birthday',
      section: DATES,
      doc: 'Birthday to remember each year.',
    },
    anniversary: {
      type: 'date',
      label: 'Anniversary',
      section: DATES,
      doc: 'Wedding or other anniversary to remember each year.',
    },
  },
});
