import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_TYPES,
  BANKS,
  BUSINESS_TYPES,
  CHECKLIST_CATEGORIES,
  DEBT_TYPES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  INSTITUTIONS,
  INSURANCE_COMPANIES,
  INVESTMENT_ACCOUNT_TYPES,
  isSealed,
  OWNERSHIP_TYPES,
  plainFieldNames,
  POLICY_TYPES,
  PROFESSIONS,
  PROPERTY_TYPES,
  RECORD_KINDS,
  recordKindByKey,
  RELATIONSHIPS,
  requiredFieldNames,
  RESERVED_FIELD_NAMES,
  RISK_LEVELS,
  sealedFieldNames,
  type FieldSpec,
  type RecordKind,
} from './index';

const kind = (key: string): RecordKind => {
  const found = recordKindByKey(key);
  if (!found) throw new Error(`no kind ${key}`);
  return found;
};
const field = (key: string, name: string): FieldSpec => kind(key).fields[name];

// Part 1 §5 and part 2 §5 (banking follows the form; real estate: type, address, city, state).
const REQUIRED: Record<string, string[]> = {
  'family-members': ['name', 'relationship'],
  'bank-accounts': ['accountType', 'bankName', 'accountNumber'],
  'investment-accounts': ['accountType', 'institution', 'accountNumber'],
  'insurance-policies': ['policyType', 'company', 'policyNumber'],
  'real-estate': ['propertyType', 'address', 'city', 'state'],
  documents: ['title', 'category'],
  'estate-checklist-items': ['title', 'category', 'priority'],
  'important-dates': ['title', 'eventDate', 'eventType'],
  'professional-contacts': ['name', 'profession'],
  'debts-liabilities': ['debtType', 'creditorName'],
  'medical-information': [],
  'business-interests': ['businessName'],
  // Ours (issue 31): Legacy Planning's planned gifts.
  'charitable-gifts': ['charityName', 'giftMethod'],
  'letters-and-wishes': ['itemType', 'title', 'readers'],
};

describe('record kinds', () => {
  it('are the twelve in sidebar order, then charitable gifts and letters & wishes, with unique keys, tables and paths', () => {
    expect(RECORD_KINDS.map((k) => k.key)).toEqual(Object.keys(REQUIRED));
    expect(new Set(RECORD_KINDS.map((k) => k.table)).size).toBe(14);
    const paths = RECORD_KINDS.flatMap((k) => k.apiPaths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(kind('bank-accounts').apiPaths).toEqual(['/api/banking-accounts', '/api/bank-accounts']);
    expect(kind('real-estate').table).toBe('real_estate_properties');
  });

  it.each(RECORD_KINDS.map((k) => [k.key, k] as const))(
    '%s requires exactly the spec fields',
    (key, k) => {
      expect([...requiredFieldNames(k)].sort()).toEqual([...REQUIRED[key]].sort());
    },
  );

  it.each(RECORD_KINDS.map((k) => [k.key, k] as const))(
    '%s seals all and only its text',
    (_, k) => {
      for (const [name, spec] of Object.entries(k.fields)) {
        expect(isSealed(spec), name).toBe(spec.type === 'text');
        expect(RESERVED_FIELD_NAMES as readonly string[]).not.toContain(name);
        if (spec.type === 'text') expect(spec.maxLength, name).toBeGreaterThan(0);
        if (spec.type === 'choice') expect(spec.options.length, name).toBeGreaterThan(1);
      }
      const all = Object.keys(k.fields).sort();
      expect([...sealedFieldNames(k), ...plainFieldNames(k)].sort()).toEqual(all);
    },
  );

  it('keeps the sensitive fields sealed wherever they exist', () => {
    const sensitive = ['ssn', 'accountNumber', 'routingNumber', 'policyNumber', 'notes'];
    const medical = ['medications', 'allergies', 'medicalConditions'];
    for (const k of RECORD_KINDS) {
      for (const name of [...sensitive, ...medical]) {
        if (name in k.fields)
          expect(isSealed(k.fields[name as never]), `${k.key}.${name}`).toBe(true);
      }
    }
    // And they exist where the spec puts them, so the loop above is not vacuous.
    expect(field('family-members', 'ssn')).toMatchObject({
      format: 'ssn',
      placeholder: 'XXX-XX-XXXX',
    });
    expect(field('bank-accounts', 'routingNumber').type).toBe('text');
    expect(field('bank-accounts', 'accountNumber').placeholder).toMatch(/last 4 digits/i);
    expect(field('insurance-policies', 'policyNumber').type).toBe('text');
    for (const name of medical) expect(field('medical-information', name).type).toBe('text');
    expect(RECORD_KINDS.filter((k) => 'notes' in k.fields)).toHaveLength(10);
  });

  it('stores the union of the spec’s form and card fields', () => {
    expect(Object.keys(kind('insurance-policies').fields)).toEqual(
      expect.arrayContaining(['premiumFrequency', 'deductible', 'expirationDate', 'isActive']),
    );
    expect(Object.keys(kind('real-estate').fields)).toEqual(
      expect.arrayContaining(['county', 'currentValue', 'lender', 'coOwners', 'titleLocation']),
    );
    const investments = kind('investment-accounts').fields;
    expect(investments.contactName.label).toBe('Advisor');
    expect(investments.contactPhone.label).toBe('Advisor Contact');
    expect(investments.isPreTax).toMatchObject({ type: 'boolean', default: true });
    expect(investments.contributionPercentage.type).toBe('percent');
    expect(field('medical-information', 'familyMemberId')).toMatchObject({
      type: 'reference',
      kind: 'family-members',
    });
  });

  it('uses the spec precisions and defaults', () => {
    const money = (key: string, name: string) =>
      (field(key, name) as { precision: number }).precision;
    expect(money('bank-accounts', 'currentBalance')).toBe(12);
    expect(money('bank-accounts', 'fees')).toBe(10);
    expect(money('insurance-policies', 'premium')).toBe(8);
    expect(money('real-estate', 'monthlyPayment')).toBe(8);
    for (const name of ['originalAmount', 'currentBalance', 'minimumPayment'])
      expect(money('debts-liabilities', name)).toBe(15);
    expect(money('business-interests', 'estimatedValue')).toBe(15);
    for (const [key, name] of [
      ['bank-accounts', 'interestRate'],
      ['debts-liabilities', 'interestRate'],
      ['business-interests', 'ownershipPercentage'],
    ])
      expect(field(key, name).type).toBe('percent');
    expect(field('estate-checklist-items', 'priority')).toMatchObject({
      min: 1,
      max: 3,
      default: 1,
    });
    expect(field('estate-checklist-items', 'isCompleted')).toMatchObject({ default: false });
    expect(field('estate-checklist-items', 'completedDate').type).toBe('date');
    expect(field('important-dates', 'reminderDays')).toMatchObject({
      default: 7,
      min: 0,
      max: 365,
    });
    expect(field('important-dates', 'isRecurring')).toMatchObject({ default: false });
    expect(field('documents', 'isImportant')).toMatchObject({ default: false });
  });
});

describe('enumerations', () => {
  it('match the spec word for word, in order', () => {
    expect(RELATIONSHIPS).toEqual([
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
    ]);
    expect(BANK_ACCOUNT_TYPES).toEqual([
      'Checking',
      'Savings',
      'Money Market',
      'Certificate of Deposit (CD)',
      'Business Checking',
      'Business Savings',
      'Trust Account',
      'Joint Account',
      'Other',
    ]);
    expect(INVESTMENT_ACCOUNT_TYPES).toEqual([
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
    ]);
    expect(RISK_LEVELS).toEqual([
      'Conservative',
      'Moderate Conservative',
      'Moderate',
      'Moderate Aggressive',
      'Aggressive',
    ]);
    expect(POLICY_TYPES).toEqual([
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
    ]);
    expect(PROPERTY_TYPES).toEqual([
      'Primary Residence',
      'Secondary Home',
      'Investment Property',
      'Rental Property',
      'Commercial Property',
      'Vacant Land',
      'Condominium',
      'Townhouse',
      'Multi-Family',
      'Mobile Home',
      'Other',
    ]);
    expect(OWNERSHIP_TYPES).toEqual([
      'Sole Ownership',
      'Joint Tenancy',
      'Tenancy in Common',
      'Community Property',
      'Trust',
      'Corporation',
      'Partnership',
      'LLC',
      'Other',
    ]);
    expect(DOCUMENT_CATEGORIES).toEqual([
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
    ]);
    expect(CHECKLIST_CATEGORIES).toEqual([
      'Wills and Trusts',
      'Power of Attorney',
      'Healthcare Directives',
      'Beneficiaries',
      'Financial Planning',
      'Legal Documents',
      'Other',
    ]);
    expect(PROFESSIONS).toEqual([
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
    ]);
    expect(DEBT_TYPES).toEqual([
      'Mortgage',
      'Credit Card',
      'Student Loan',
      'Auto Loan',
      'Personal Loan',
      'Business Loan',
      'Home Equity Loan',
      'Line of Credit',
      'Medical Debt',
      'Tax Liability',
      'Other',
    ]);
    expect(BUSINESS_TYPES).toEqual([
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
    ]);
  });

  it.each([
    ['banks', BANKS, 20],
    ['institutions', INSTITUTIONS, 13],
    ['insurers', INSURANCE_COMPANIES, 25],
    ['document types', DOCUMENT_TYPES, 48],
  ] as const)(
    'the %s pick list has the spec count, unique, ending with Other',
    (_, list, count) => {
      expect(list).toHaveLength(count);
      expect(new Set(list).size).toBe(count);
      expect(list.at(-1)).toBe('Other');
    },
  );

  it('uses the pick lists as the choices of their fields', () => {
    expect(field('bank-accounts', 'bankName')).toMatchObject({ options: BANKS });
    expect(field('investment-accounts', 'institution')).toMatchObject({ options: INSTITUTIONS });
    expect(field('insurance-policies', 'company')).toMatchObject({ options: INSURANCE_COMPANIES });
    expect(field('documents', 'documentType')).toMatchObject({ options: DOCUMENT_TYPES });
    for (const [key, name] of [
      ['bank-accounts', 'bankName'],
      ['investment-accounts', 'institution'],
      ['insurance-policies', 'company'],
    ]) {
      const other = Object.entries(kind(key).fields).find(
        ([, spec]) => spec.type === 'text' && spec.otherOf === name,
      );
      expect(other, `${key}: a sealed box for a name typed under Other`).toBeDefined();
    }
  });
});
