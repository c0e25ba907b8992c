/**
 * The template CSV of an area (GET /api/imports/template/:area): one column per field a person
 * could type, headed by its label as the form shows it, and one example row.
 */
import { toCsv } from '../data-export/csv';
import type { FieldSpec, RecordKind, RecordKindKey } from '../records';
import { importableFields } from './importable-fields';

/** Example values that read like a real row, by area and field; other fields get one by type. */
const EXAMPLES: Partial<Record<RecordKindKey, Record<string, string>>> = {
  'family-members': {
    name: 'Ann Smith',
    relationship: 'Child',
    cellPhone: '(555) 123-4567',
    address: '12 Oak Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    ssn: '',
  },
  'bank-accounts': { accountName: 'Household checking', accountNumber: '1234' },
  'investment-accounts': { accountName: "Dad's Roth IRA", accountNumber: '5678' },
  'insurance-policies': { policyNumber: 'POL-123456', agentName: 'Sam Lee' },
  'real-estate': { address: '12 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
  documents: { title: 'Last will of Ann Smith', location: 'Safe deposit box, First Bank' },
  'estate-checklist-items': { title: 'Update the will', priority: 'High' },
  'important-dates': { title: 'Will review', reminderDays: '30' },
  'professional-contacts': {
    name: 'Jordan Park',
    email: 'jordan@example.com',
    company: 'Park & Co',
  },
  'debts-liabilities': { creditorName: 'First Bank', accountNumber: '9012' },
  'medical-information': { familyMemberId: 'Ann Smith', doctorName: 'Dr. Rivera' },
  'business-interests': { businessName: 'Smith Bakery LLC' },
  'charitable-gifts': { charityName: 'Springfield Food Bank', ein: '12-3456789' },
  'letters-and-wishes': { title: 'My funeral', readers: 'all' },
};

function exampleOf(name: string, field: FieldSpec): string {
  switch (field.type) {
    case 'text':
      if (field.otherOf) return '';
      if (field.format === 'phone') return '(555) 123-4567';
      if (field.format === 'email') return 'name@example.com';
      if (field.format === 'multiline' || field.format === 'url') return '';
      return field.format === 'account-number' ? '1234' : '';
    case 'choice':
      return field.options[0];
    case 'money':
      return name.toLowerCase().includes('fee') ? '25.00' : '1234.50';
    case 'percent':
      return '4.5';
    case 'date':
      return '2024-01-05';
    case 'boolean':
      return field.default ? 'yes' : 'no';
    case 'integer':
      return String(field.default ?? field.min ?? 1);
    case 'reference':
      return '';
  }
}

/** The template's header row: the importable fields' labels. */
export function templateHeaders(kind: RecordKind): string[] {
  return importableFields(kind).map(({ field }) => field.label);
}

/** The template's example row, one cell per header. */
export function templateExample(kind: RecordKind): string[] {
  const given = EXAMPLES[kind.key as RecordKindKey] ?? {};
  return importableFields(kind).map(({ name, field }) => given[name] ?? exampleOf(name, field));
}

/** The whole template file (UTF-8 with a byte order mark, CRLF, formula cells guarded). */
export function importTemplateCsv(kind: RecordKind): string {
  return toCsv(templateHeaders(kind), [templateExample(kind)]);
}

/** The template's download name, e.g. 'kinfolio-family-members-template.csv'. */
export function templateFileName(kind: RecordKind): string {
  return `kinfolio-${kind.key}-template.csv`;
}
