/**
 * Net worth from the records, by the one rule (issue 43): bank balances + investments + real
 * estate + business interests − debts, where debts are the Debts & Liabilities records and
 * each property's mortgage not already among them (debts-once.ts).
 */
import { centsToDecimal } from '../money';
import { centsOf, recordsOf, type RecordsByKind } from '../estate-plan/estate-records';
import type { RecordKindKey } from '../records';
import { totalDebtCents, typedMortgageCents } from './debts-once';

/** The sums net worth is made of, in cents. */
export interface NetWorthCents {
  bank: bigint;
  investments: bigint;
  realEstate: bigint;
  businessInterests: bigint;
  /** All debts: the records, and the typed mortgages counted on their own. */
  debts: bigint;
  /** The part of `debts` that is typed mortgages (no Debts record for them). */
  propertyMortgages: bigint;
  netWorth: bigint;
}

const sum = (records: RecordsByKind, key: RecordKindKey, field: string) =>
  recordsOf(records, key).reduce((s, r) => s + centsOf(r, field), 0n);

/** The parts and the total, in cents. */
export function netWorthCents(records: RecordsByKind): NetWorthCents {
  const bank = sum(records, 'bank-accounts', 'currentBalance');
  const investments = sum(records, 'investment-accounts', 'currentValue');
  const realEstate = sum(records, 'real-estate', 'currentValue');
  const businessInterests = sum(records, 'business-interests', 'estimatedValue');
  const debts = totalDebtCents(records);
  return {
    bank,
    investments,
    realEstate,
    businessInterests,
    debts,
    propertyMortgages: typedMortgageCents(records),
    netWorth: bank + investments + realEstate + businessInterests - debts,
  };
}

/** Net worth as a decimal string. */
export const netWorthOf = (records: RecordsByKind): string =>
  centsToDecimal(netWorthCents(records).netWorth);
