import { defineRecordKind } from './record-kind';

/** Document categories (part 1 §3 Enumerations), stored with exactly this wording. */
export const DOCUMENT_CATEGORIES = [
  'Legal',
  'Financial',
  'Insurance',
  'Personal',
  'Medical',
  'Tax Documents',
  'Estate Planning',
  'Business Documents',
  'Real Estate',
  'Other',
] as const;

/**
 * The document type pick list: 48 common estate, identity, financial and property papers,
 * ending with Other. The spec names a few (Will, Trust Documents, Power of Attorney, Healthcare
 * Directive, Passport, Tax Returns, Property Deed) and the count, not the rest.
 */
export const DOCUMENT_TYPES = [
  'Will',
  'Living Will',
  'Trust Documents',
  'Power of Attorney',
  'Healthcare Power of Attorney',
  'Healthcare Directive',
  'HIPAA Authorization',
  'Beneficiary Designation',
  'Letter of Instruction',
  'Funeral Instructions',
  'Birth Certificate',
  'Death Certificate',
  'Marriage Certificate',
  'Divorce Decree',
  'Adoption Papers',
  'Passport',
  "Driver's License",
  'Social Security Card',
  'Military Records',
  'Citizenship Papers',
  'Tax Returns',
  'W-2 Forms',
  '1099 Forms',
  'Bank Statements',
  'Investment Statements',
  'Retirement Account Statements',
  'Pension Documents',
  'Loan Documents',
  'Credit Card Statements',
  'Life Insurance Policy',
  'Health Insurance Policy',
  "Homeowner's Insurance Policy",
  'Auto Insurance Policy',
  'Long-Term Care Policy',
  'Property Deed',
  'Mortgage Documents',
  'Lease Agreement',
  'Vehicle Title',
  'Property Tax Records',
  'Business Formation Documents',
  'Operating Agreement',
  'Partnership Agreement',
  'Buy-Sell Agreement',
  'Prenuptial Agreement',
  'Medical Records',
  'Vaccination Records',
  'Digital Asset Inventory',
  'Other',
] as const;

/**
 * The documents an executor needs first (wills, trusts, powers of attorney, healthcare
 * directives, deeds, insurance policies): these ask who is named, when it was signed and which
 * attorney holds a copy, beside the Physical Location every document has.
 */
export const ORIGINAL_DOCUMENT_TYPES = [
  'Will',
  'Living Will',
  'Trust Documents',
  'Power of Attorney',
  'Healthcare Power of Attorney',
  'Healthcare Directive',
  'Property Deed',
  'Life Insurance Policy',
  'Health Insurance Policy',
  "Homeowner's Insurance Policy",
  'Auto Insurance Policy',
  'Long-Term Care Policy',
] as const satisfies readonly (typeof DOCUMENT_TYPES)[number][];

/** The part a document names someone to play. */
export const NAMED_ROLES = ['Executor', 'Trustee', 'Agent'] as const;

const forOriginals = { field: 'documentType', in: ORIGINAL_DOCUMENT_TYPES } as const;

/** Files an upload accepts (part 1 §5), by extension, with the MIME type stored for each. */
export const DOCUMENT_FILE_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
} as const;

/** The distinct MIME types an upload may have. */
export const DOCUMENT_MIME_TYPES = [...new Set(Object.values(DOCUMENT_FILE_TYPES))];

/**
 * Documents (/documents). The file fields are filled by POST /api/documents/upload, not typed.
 * filePath holds the stored file's id (storage puts, gets and deletes by id alone),
 * so it is a plain uuid the server can check and clean up by. fileUrl is not stored: the server
 * derives it from the file id, so a saved URL can never point anywhere else.
 */
export const documentsKind = defineRecordKind({
  key: 'documents',
  table: 'documents',
  apiPaths: ['/api/documents'],
  singular: 'document',
  plural: 'documents',
  fields: {
    title: {
      type: 'text',
      label: 'Title',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: "What the document is, e.g. 'Last will of John Smith'.",
    },
    category: {
      type: 'choice',
      label: 'Category',
      required: true,
      options: DOCUMENT_CATEGORIES,
      doc: 'Category used by the filter.',
    },
    documentType: {
      type: 'choice',
      label: 'Document Type',
      options: DOCUMENT_TYPES,
      doc: 'The specific kind of document.',
    },
    description: {
      type: 'text',
      label: 'Description',
      format: 'multiline',
      maxLength: 2000,
      doc: 'What the document says or covers.',
    },
    location: {
      type: 'text',
      label: 'Physical Location',
      format: 'line',
      maxLength: 300,
      doc: "Where the paper original is kept, e.g. 'Safe deposit box, First Bank'.",
    },
    expirationDate: { type: 'date', label: 'Expiration Date', doc: 'When the document expires.' },
    relatedTo: {
      type: 'text',
      label: 'Related To',
      format: 'line',
      maxLength: 200,
      doc: 'The person, account or property it concerns.',
    },
    isImportant: {
      type: 'boolean',
      label: 'Mark as Important',
      default: false,
      doc: 'Flagged with a red star on the card.',
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else heirs should know about the document.',
    },
    namedRole: {
      type: 'choice',
      label: 'Named As',
      options: NAMED_ROLES,
      hint: 'The part this document gives the person below: for a will, usually the executor.',
      section: 'The Signed Original',
      onlyWhen: forOriginals,
      doc: 'The part the document gives the person named: executor, trustee or agent.',
    },
    namedFamilyMemberId: {
      type: 'reference',
      kind: 'family-members',
      label: 'Named Family Member',
      section: 'The Signed Original',
      onlyWhen: forOriginals,
      doc: 'The family member the document names (executor, trustee or agent), if one is.',
    },
    namedContactId: {
      type: 'reference',
      kind: 'professional-contacts',
      label: 'Named Professional',
      section: 'The Signed Original',
      onlyWhen: forOriginals,
      doc: 'The professional contact the document names (a bank trust officer, say), if one is.',
    },
    dateSigned: {
      type: 'date',
      label: 'Date Signed',
      section: 'The Signed Original',
      onlyWhen: forOriginals,
      doc: 'When the original was signed: a later signed copy replaces it.',
    },
    attorneyContactId: {
      type: 'reference',
      kind: 'professional-contacts',
      label: 'Attorney Holding a Copy',
      section: 'The Signed Original',
      onlyWhen: forOriginals,
      doc: 'The professional contact (usually the drafting attorney) who keeps a copy.',
    },
    fileName: {
      type: 'text',
      label: 'File Name',
      format: 'line',
      maxLength: 255,
      serverManaged: true,
      doc: "The uploaded file's original name (sealed, like the file itself).",
    },
    filePath: {
      type: 'reference',
      kind: 'stored-files',
      label: 'File',
      serverManaged: true,
      doc: 'Id of the encrypted file in storage; null when no file is attached.',
    },
    fileSize: {
      type: 'integer',
      label: 'File Size',
      min: 0,
      serverManaged: true,
      doc: 'Size of the uploaded file in bytes.',
    },
    mimeType: {
      type: 'choice',
      label: 'File Type',
      options: DOCUMENT_MIME_TYPES,
      serverManaged: true,
      doc: 'MIME type of the uploaded file, one of the accepted types.',
    },
  },
});
