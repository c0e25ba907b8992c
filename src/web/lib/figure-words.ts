import { formatMoney } from '../../domain/format';

/** '1 account', '3 accounts', '0 properties'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

/** Whole dollars, as the summary and analysis screens show money (part 2 §9): '$1,235'. */
export const dollars = (value: string | null | undefined) => formatMoney(value, 0) || '$0';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Without the minimum, currency style keeps one decimal everywhere: '$0.0', '$3.0M'.
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Short dollars for chart axes: 1250000 → '$1.3M'. */
export const compactDollars = (value: number) => compact.format(value);
