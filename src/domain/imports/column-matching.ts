/**
 * Matching a CSV's columns to an area's fields: by the field's label (as the form shows it), its
 * name, and common synonyms ("DOB" -> Date of Birth, "Bank" -> Bank Name). Several columns may
 * fill one name field ("First Name" + "Last Name" -> Full Name): their cells are joined with a
 * space, in column order.
 */
import type { RecordKind } from '../records';
import { importableFields } from './importable-fields';

/** Lower case letters and digits only: 'Date of Birth' and 'date_of_birth' compare equal. */
export const normalizeHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Synonyms by field name, for every kind that has the field. */
const SYNONYMS: Record<string, readonly string[]> = {
  name: ['Name', 'Full Name', 'Contact Name', 'Person'],
  relationship: ['Relation', 'Relationship to you', 'Relationship to Account Holder'],
  dateOfBirth: ['DOB', 'Birth Date', 'Birthdate', 'Date Born', 'Born'],
  ssn: ['SSN', 'Social Security', 'Social Security No', 'SS Number'],
  cellPhone: [
    'Cell',
    'Mobile',
    'Mobile Phone',
    'Cell Number',
    'Mobile Number',
    'Phone',
    'Phone Number',
  ],
  homePhone: ['Home', 'Landline', 'Home Number'],
  phone: ['Phone Number', 'Telephone', 'Tel', 'Mobile', 'Cell'],
  email: ['E-mail', 'Email Address', 'E-mail Address'],
  address: ['Street', 'Street Address', 'Address Line 1', 'Address 1', 'Property Address'],
  zipCode: ['ZIP', 'Zip Code', 'Postal Code', 'Postcode', 'Post Code'],
  state: ['Province', 'Region', 'State/Province'],
  bankName: ['Bank', 'Institution', 'Financial Institution', 'Bank or Credit Union'],
  bankNameOther: ['Other Bank'],
  institution: ['Institution Name', 'Brokerage', 'Custodian', 'Firm', 'Provider'],
  institutionOther: ['Other Institution Name'],
  accountNumber: ['Account No', 'Account #', 'Acct', 'Acct No', 'Account', 'Last 4', 'Last Four'],
  routingNumber: ['Routing', 'ABA', 'ABA Number', 'Routing No'],
  accountType: ['Type'],
  currentBalance: ['Balance', 'Current Balance', 'Amount', 'Amount Owed', 'Outstanding Balance'],
  currentValue: ['Value', 'Market Value', 'Balance', 'Estimated Value', 'Worth'],
  notes: ['Note', 'Comments', 'Comment', 'Memo', 'Remarks'],
  policyNumber: ['Policy No', 'Policy #', 'Policy'],
  company: ['Insurer', 'Carrier', 'Insurance Company', 'Company Name', 'Employer', 'Firm'],
  policyType: ['Type', 'Insurance Type', 'Coverage Type'],
  propertyType: ['Type'],
  debtType: ['Type', 'Loan Type'],
  creditorName: ['Creditor', 'Lender', 'Owed To'],
  title: ['Name', 'Document', 'Task', 'Item', 'Event'],
  eventDate: ['Date', 'Event Date', 'When'],
  eventType: ['Type'],
  profession: ['Role', 'Occupation', 'Type'],
  businessName: ['Business', 'Company', 'Company Name', 'Name'],
  businessType: ['Entity Type', 'Type', 'Structure'],
  familyMemberId: ['Family Member Name', 'Patient', 'Person', 'Name'],
  doctorName: ['Doctor', 'Physician', 'Primary Care Physician'],
  isActive: ['Active'],
  isCompleted: ['Done', 'Complete', 'Status'],
  category: ['Type'],
};

/** Column names that are parts of a person's name: several may fill one name field. */
const NAME_PARTS = [
  'First Name',
  'Given Name',
  'Forename',
  'Middle Name',
  'Last Name',
  'Surname',
  'Family Name',
];
const NAME_PART_KEYS = new Set(NAME_PARTS.map(normalizeHeader));

/** The fields whose value may be built from name parts. */
const NAME_FIELDS = new Set(['name']);

/** Every text a column may carry to match a field, best first: label, name, synonyms. */
function namesOf(fieldName: string, label: string): string[][] {
  return [[label, fieldName], [...(SYNONYMS[fieldName] ?? [])]];
}

/**
 * The automatic mapping of a file's headers to a kind's fields: an exact label or name match
 * first, then synonyms, each field taken once (name parts excepted); unmatched columns map to
 * null (left out).
 */
export function matchColumns(
  kind: RecordKind,
  headers: readonly string[],
): Record<string, string | null> {
  const fields = importableFields(kind);
  const mapping: Record<string, string | null> = Object.fromEntries(headers.map((h) => [h, null]));
  const taken = new Set<string>();
  for (let tier = 0; tier < 2; tier++) {
    for (const header of headers) {
      if (mapping[header]) continue;
      const key = normalizeHeader(header);
      const match = fields.find(
        ({ name, field }) =>
          !taken.has(name) &&
          namesOf(name, field.label)[tier].some((n) => normalizeHeader(n) === key),
      );
      if (match) {
        mapping[header] = match.name;
        taken.add(match.name);
      }
    }
  }
  const nameField = fields.find(({ name }) => NAME_FIELDS.has(name));
  if (nameField && !taken.has(nameField.name)) {
    for (const header of headers)
      if (!mapping[header] && NAME_PART_KEYS.has(normalizeHeader(header)))
        mapping[header] = nameField.name;
  }
  return mapping;
}

/** The columns of a CSV that say which area a row belongs to ('all' areas at once). */
export const AREA_COLUMN_NAMES = ['Area', 'Record Type', 'Kind', 'Section'];

/** True when a header names the area column. */
export function isAreaColumn(header: string): boolean {
  return AREA_COLUMN_NAMES.some((n) => normalizeHeader(n) === normalizeHeader(header));
}
