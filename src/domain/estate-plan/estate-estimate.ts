/**
 * The estate figures the plan's pages share: net worth from the records (the dashboard's rule),
 * and the estate-tax estimate on it with and without the charitable gifts.
 */
import { netWorth } from '../dashboard-summary';
import { sumDecimals } from '../money';
import type { RecordKindKey } from '../records';
import { estimateWithGifts, type EstimateWithGifts } from './charitable-deduction';
import { recordsOf, type RecordsByKind } from './estate-records';

const sumOf = (records: RecordsByKind, key: RecordKindKey, field: string) =>
  sumDecimals(
    (records[key] ?? []).map((r) => (typeof r[field] === 'string' ? String(r[field]) : null)),
  );

/** bank + investments + real estate + business interests − debts, as the dashboard sums them. */
export function netWorthOf(records: RecordsByKind): string {
  return netWorth({
    bank: sumOf(records, 'bank-accounts', 'currentBalance'),
    investments: sumOf(records, 'investment-accounts', 'currentValue'),
    realEstate: sumOf(records, 'real-estate', 'currentValue'),
    businessInterests: sumOf(records, 'business-interests', 'estimatedValue'),
    debts: sumOf(records, 'debts-liabilities', 'currentBalance'),
  });
}

/** The year's estimate on the records' net worth, with and without the recorded gifts. */
export function estateEstimate(records: RecordsByKind, year: number): EstimateWithGifts {
  return estimateWithGifts(netWorthOf(records), recordsOf(records, 'charitable-gifts'), year);
}
