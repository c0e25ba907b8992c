/**
 * The family the figures are tested on (issue 43): Margaret and David, retired, a jointly owned
 * house worth $650,000 with $120,000 still owed, a joint checking account, a savings account
 * payable on death to their daughter Emily, an IRA naming David, a brokerage account naming
 * nobody and a $250,000 life policy naming David. Net worth: $1,570,450 of assets − $120,000 =
 * $1,450,450. Shared by the unit tests, the API tests and (as form input) the browser journey.
 */
import type { RecordJson, RecordKindKey } from '../../records';

/** The records as their create forms send them, by kind (no ids). */
export const RETIRED_COUPLE = {
  'family-members': [
    { name: 'David Chen', relationship: 'Spouse', dateOfBirth: '1954-03-02' },
    { name: 'Emily Chen', relationship: 'Child', dateOfBirth: '1984-09-15' },
  ],
  'real-estate': [
    {
      propertyType: 'Primary Residence',
      address: '12 Orchard Lane',
      city: 'Portland',
      state: 'OR',
      currentValue: '650000.00',
      mortgageBalance: '120000.00',
      lender: 'Wells Fargo',
      ownershipType: 'Joint Tenancy',
      coOwners: 'David Chen',
      isPrimary: true,
    },
  ],
  'bank-accounts': [
    {
      accountName: 'Joint checking',
      accountType: 'Checking',
      bankName: 'Chase',
      accountNumber: '4821',
      currentBalance: '45450.00',
      ownership: 'Joint with right of survivorship',
      ownersOnAccount: 'Margaret Chen and David Chen',
    },
    {
      accountName: 'Savings',
      accountType: 'Savings',
      bankName: 'Chase',
      accountNumber: '7733',
      currentBalance: '80000.00',
      ownership: 'Payable or transfer on death',
      ownersOnAccount: 'Margaret Chen',
      beneficiary: 'Emily Chen',
    },
  ],
  'investment-accounts': [
    {
      accountName: 'Traditional IRA',
      accountType: 'IRA - Traditional',
      institution: 'Vanguard',
      accountNumber: '5510',
      currentValue: '520000.00',
      ownership: 'Individual',
      beneficiaries: 'David Chen',
    },
    {
      accountName: 'Brokerage',
      accountType: 'Brokerage Account',
      institution: 'Fidelity Investments',
      accountNumber: '9042',
      currentValue: '275000.00',
      ownership: 'Individual',
    },
  ],
  'insurance-policies': [
    {
      policyType: 'Life',
      company: 'MetLife',
      policyNumber: 'ML-3307',
      coverageAmount: '250000.00',
      beneficiaries: 'David Chen',
      isActive: true,
    },
  ],
} as const satisfies Partial<Record<RecordKindKey, readonly Record<string, unknown>[]>>;

/** The mortgage as a Debts & Liabilities record (link it with securedPropertyId). */
export const WELLS_FARGO_MORTGAGE = {
  debtType: 'Mortgage',
  creditorName: 'Wells Fargo',
  currentBalance: '120000.00',
} as const;

/** Net worth the family must show everywhere. */
export const RETIRED_COUPLE_NET_WORTH = '1450450.00';

/** The family as the rules read records, with ids `<kind>-<n>` (house: 'real-estate-0'). */
export function retiredCoupleRecords(
  extra: Partial<Record<RecordKindKey, readonly Record<string, unknown>[]>> = {},
): Partial<Record<RecordKindKey, RecordJson[]>> {
  const out: Partial<Record<RecordKindKey, RecordJson[]>> = {};
  const kinds = new Set([
    ...Object.keys(RETIRED_COUPLE),
    ...Object.keys(extra),
  ]) as Set<RecordKindKey>;
  for (const key of kinds) {
    const base = (RETIRED_COUPLE as Partial<Record<RecordKindKey, readonly object[]>>)[key] ?? [];
    out[key] = [...base, ...(extra[key] ?? [])].map(
      (r, i) =>
        ({
          id: `${key}-${i}`,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          ...r,
        }) as RecordJson,
    );
  }
  return out;
}
