/**
 * The estate figures the plan's pages share: net worth from the records (the one rule,
 * src/domain/figures: the dashboard's figure to the cent),
 * and the estate-tax estimate on it with and without the charitable gifts.
 */
import { netWorthOf } from '../figures/net-worth';
import { estimateWithGifts, type EstimateWithGifts } from './charitable-deduction';
import { recordsOf, type RecordsByKind } from './estate-records';

/** The year's estimate on the records' net worth, with and without the recorded gifts. */
export function estateEstimate(records: RecordsByKind, year: number): EstimateWithGifts {
  return estimateWithGifts(netWorthOf(records), recordsOf(records, 'charitable-gifts'), year);
}
