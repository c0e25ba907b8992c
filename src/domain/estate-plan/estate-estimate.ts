/**
 * The estate figures the plan's pages share: the estate the tax is figured on (the one rule,
 * src/domain/figures/estate-inclusion.ts: each asset as the Internal Revenue Code includes
 * it, less the debts net worth counts), and the estate-tax estimate on it with and without
 * the charitable gifts.
 */
import { centsToDecimal } from '../money';
import { taxableEstateCents } from '../figures/estate-inclusion';
import { estimateWithGifts, type EstimateWithGifts } from './charitable-deduction';
import { recordsOf, type RecordsByKind } from './estate-records';

/** The year's estimate on the records' estate, with and without the recorded gifts. */
export function estateEstimate(records: RecordsByKind, year: number): EstimateWithGifts {
  const estate = centsToDecimal(taxableEstateCents(records));
  return estimateWithGifts(estate, recordsOf(records, 'charitable-gifts'), year);
}
