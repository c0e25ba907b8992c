import type { DOCUMENT_CATEGORIES, DOCUMENT_TYPES } from '../records/documents';

/** One of the document type pick list's values. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** One of the document categories. */
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/**
 * How a document type shows itself. `name` is matched against a cleaned, lower-cased file name,
 * where people write short forms ("POA", "W2", "mom's will"); `text` against the document's own
 * words, where such short forms would be noise ("this will be" is no will), so it keeps to the
 * phrases such papers print as their heading. Without `text`, `name` serves both.
 */
export interface TypeRule {
  type: Exclude<DocumentType, 'Other'>;
  name: RegExp;
  text?: RegExp;
}

/**
 * Every type the guess can give, most specific first: when two rules match at the same place
 * ("deed of trust" is a mortgage, not a deed), the earlier one wins (guess-document.ts).
 */
export const TYPE_RULES: readonly TypeRule[] = [
  {
    type: 'Healthcare Power of Attorney',
    name: /\b(health ?care|medical) (durable )?(power of attorney|poa|proxy)\b|\bhc ?poa\b/,
  },
  { type: 'HIPAA Authorization', name: /\bhipaa\b/ },
  {
    type: 'Healthcare Directive',
    name: /\b(advanced?|health ?care|medical) directive|\bpolst\b|\bmolst\b|\bdnr\b|\bdo not resuscitate\b/,
  },
  { type: 'Living Will', name: /\bliving will\b/ },
  {
    type: 'Power of Attorney',
    name: /\bpower of attorney\b|\b(d|f)?poa\b/,
    text: /\bpower of attorney\b/,
  },
  {
    type: 'Beneficiary Designation',
    name: /\bbeneficiary (designation|form|change|election)|\bdesignation of beneficiar/,
  },
  { type: 'Letter of Instruction', name: /\bletters? of instructions?\b/ },
  {
    type: 'Funeral Instructions',
    name: /\b(funeral|burial|memorial|cremation) (instructions|wishes|plan|arrangements)\b|\bfuneral\b/,
    text: /\b(funeral|burial|memorial|cremation) (instructions|wishes|plan|arrangements)\b/,
  },
  {
    type: 'Digital Asset Inventory',
    name: /\bdigital (assets?|accounts?|inventory)\b|\bpasswords? (list|inventory)\b/,
  },
  { type: 'Prenuptial Agreement', name: /\b(pre|post)-?nup(tial)?s?\b/ },
  { type: 'Operating Agreement', name: /\boperating agreement\b/ },
  { type: 'Partnership Agreement', name: /\bpartnership agreement\b/ },
  { type: 'Buy-Sell Agreement', name: /\bbuy-? ?sell\b/ },
  {
    type: 'Lease Agreement',
    name: /\blease\b|\brental agreement\b|\btenancy\b/,
    text: /\blease agreement\b|\brental agreement\b|\bresidential lease\b/,
  },
  {
    type: 'Mortgage Documents',
    name: /\bmortgage\b|\bdeed of trust\b|\bheloc\b/,
    text: /\bmortgage (note|agreement|statement)\b|\bthis mortgage\b|\bdeed of trust\b/,
  },
  {
    type: 'Property Deed',
    name: /\bdeed\b/,
    text: /\b(warranty|quitclaim|quit claim|grant|general warranty) deed\b/,
  },
  {
    type: 'Vehicle Title',
    name: /\b(vehicle|car|auto|truck|boat|motorcycle|rv) title\b|\bcertificate of title\b|\bpink slip\b/,
  },
  { type: 'Long-Term Care Policy', name: /\blong-? ?term care\b|\bltc (policy|insurance)\b/ },
  {
    type: 'Life Insurance Policy',
    name: /\blife (insurance|policy|assurance)\b|\b(term|whole|universal) life\b/,
  },
  {
    type: 'Health Insurance Policy',
    name: /\b(health|medical|dental|vision) (insurance|plan|policy|coverage)\b|\bmedicare\b|\bmedicaid\b|\binsurance card\b/,
  },
  {
    type: "Homeowner's Insurance Policy",
    name: /\bhome ?owner'?s? (insurance|policy)\b|\bhome insurance\b|\b(renters?|flood|umbrella) (insurance|policy)\b/,
  },
  { type: 'Auto Insurance Policy', name: /\b(auto|car|vehicle|motor) (insurance|policy)\b/ },
  {
    type: 'Birth Certificate',
    name: /\bbirth cert(ificate)?\b|\bcertificate of (live )?birth\b/,
  },
  { type: 'Death Certificate', name: /\bdeath cert(ificate)?\b|\bcertificate of death\b/ },
  {
    type: 'Marriage Certificate',
    name: /\bmarriage (cert(ificate)?|license|licence)\b|\bcertificate of marriage\b/,
  },
  { type: 'Divorce Decree', name: /\bdivorce\b|\bdissolution of marriage\b/ },
  {
    type: 'Adoption Papers',
    name: /\badoption\b/,
    text: /\b(decree|order|certificate) of adoption\b/,
  },
  { type: 'Passport', name: /\bpassport\b/ },
  { type: "Driver's License", name: /\bdriver'?s? licen[cs]e\b|\bdrivers? lic\b/ },
  {
    type: 'Social Security Card',
    name: /\bsocial security( card)?\b|\bss card\b|\bssn\b/,
    text: /\bsocial security card\b/,
  },
  {
    type: 'Military Records',
    name: /\bdd ?-?214\b|\bmilitary\b|\bdischarge papers\b|\bveteran/,
    text: /\bdd (form )?214\b|\bcertificate of release or discharge from active duty\b/,
  },
  {
    type: 'Citizenship Papers',
    name: /\bcitizenship\b|\bnaturali[sz]ation\b|\bgreen card\b|\bpermanent resident card\b/,
  },
  {
    type: 'Property Tax Records',
    name: /\bproperty tax\b|\btax (bill|assessment)\b/,
    text: /\bproperty tax (bill|statement|assessment)\b|\breal estate tax (bill|statement)\b/,
  },
  {
    type: 'Tax Returns',
    name: /\btax returns?\b|\b(form )?1040\b|\btaxes\b/,
    text: /\bincome tax return\b|\bform 1040\b/,
  },
  { type: 'W-2 Forms', name: /\bw ?-?2s?\b/, text: /\bform w-?2\b|\bwage and tax statement\b/ },
  { type: '1099 Forms', name: /\b1099\b/, text: /\bform 1099\b/ },
  {
    type: 'Retirement Account Statements',
    name: /\b401 ?\(?k\)?|\b403 ?\(?b\)?|\b(roth |sep |traditional )?ira\b|\bretirement\b/,
    text: /\b(401\(k\)|403\(b\)|ira|retirement) (account|plan)? ?statement\b/,
  },
  { type: 'Pension Documents', name: /\bpension\b|\bannuity\b/ },
  {
    type: 'Investment Statements',
    name: /\b(brokerage|investment|portfolio)\b/,
    text: /\b(brokerage|investment) (account )?statement\b/,
  },
  {
    type: 'Credit Card Statements',
    name: /\bcredit card\b|\b(visa|mastercard|amex|american express|discover) statement\b/,
    text: /\bcredit card (account )?statement\b/,
  },
  {
    type: 'Bank Statements',
    name: /\b(bank|checking|savings|account) statement\b|\bbank statement|\b(checking|savings)\b/,
    text: /\b(bank|checking|savings) (account )?statement\b/,
  },
  {
    type: 'Loan Documents',
    name: /\bloan\b|\bpromissory note\b/,
    text: /\bloan agreement\b|\bpromissory note\b/,
  },
  {
    type: 'Business Formation Documents',
    name: /\barticles of (incorporation|organi[sz]ation)\b|\bcertificate of (formation|incorporation)\b|\bbylaws\b/,
  },
  {
    type: 'Vaccination Records',
    name: /\bvaccin(e|ation)s?\b|\bimmuni[sz]ations?\b|\bcovid card\b/,
    text: /\b(vaccination|immuni[sz]ation) (record|card|certificate)\b/,
  },
  {
    type: 'Medical Records',
    name: /\bmedical (records?|history|report)\b|\blab (results|report)\b|\bdischarge summary\b/,
  },
  {
    type: 'Trust Documents',
    name: /\btrust\b/,
    text: /\b(revocable|irrevocable|living|family|testamentary|special needs) trust\b|\btrust agreement\b|\bdeclaration of trust\b/,
  },
  {
    type: 'Will',
    name: /\bwill\b|\btestament\b/,
    text: /\blast will\b|\bwill and testament\b/,
  },
];

/**
 * The category a type files under, so a dropped file gets the category the form requires.
 * Healthcare papers an estate plan signs together (directive, health proxy, HIPAA release)
 * stay with the estate plan; medical records and vaccinations are Medical.
 */
export const TYPE_CATEGORY: Readonly<Record<DocumentType, DocumentCategory>> = {
  Will: 'Estate Planning',
  'Living Will': 'Estate Planning',
  'Trust Documents': 'Estate Planning',
  'Power of Attorney': 'Estate Planning',
  'Healthcare Power of Attorney': 'Estate Planning',
  'Healthcare Directive': 'Estate Planning',
  'HIPAA Authorization': 'Estate Planning',
  'Beneficiary Designation': 'Estate Planning',
  'Letter of Instruction': 'Estate Planning',
  'Funeral Instructions': 'Estate Planning',
  'Digital Asset Inventory': 'Estate Planning',
  'Birth Certificate': 'Personal',
  'Death Certificate': 'Personal',
  'Marriage Certificate': 'Personal',
  'Divorce Decree': 'Legal',
  'Adoption Papers': 'Legal',
  Passport: 'Personal',
  "Driver's License": 'Personal',
  'Social Security Card': 'Personal',
  'Military Records': 'Personal',
  'Citizenship Papers': 'Personal',
  'Tax Returns': 'Tax Documents',
  'W-2 Forms': 'Tax Documents',
  '1099 Forms': 'Tax Documents',
  'Bank Statements': 'Financial',
  'Investment Statements': 'Financial',
  'Retirement Account Statements': 'Financial',
  'Pension Documents': 'Financial',
  'Loan Documents': 'Financial',
  'Credit Card Statements': 'Financial',
  'Life Insurance Policy': 'Insurance',
  'Health Insurance Policy': 'Insurance',
  "Homeowner's Insurance Policy": 'Insurance',
  'Auto Insurance Policy': 'Insurance',
  'Long-Term Care Policy': 'Insurance',
  'Property Deed': 'Real Estate',
  'Mortgage Documents': 'Real Estate',
  'Lease Agreement': 'Real Estate',
  'Vehicle Title': 'Personal',
  'Property Tax Records': 'Tax Documents',
  'Business Formation Documents': 'Business Documents',
  'Operating Agreement': 'Business Documents',
  'Partnership Agreement': 'Business Documents',
  'Buy-Sell Agreement': 'Business Documents',
  'Prenuptial Agreement': 'Legal',
  'Medical Records': 'Medical',
  'Vaccination Records': 'Medical',
  Other: 'Other',
};
