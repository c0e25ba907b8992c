import { estimateEstateTax, type EstateTaxEstimate } from '../../../../../domain/estate-tax';
import { toCents } from '../../../../../domain/money';

/** The estate value the user typed (or the records' net worth), checked before estimating. */
export function estimateFromText(
  text: string,
  year: number,
): { estimate: EstateTaxEstimate | null; error: string | null } {
  const cents = toCents(text);
  if (cents === null)
    return { estimate: null, error: 'Enter an amount in dollars, e.g. 2,500,000.' };
  if (cents < 0n) return { estimate: null, error: 'An estate value cannot be negative.' };
  return { estimate: estimateEstateTax(text.replace(/,/g, ''), year), error: null };
}

/** A percentage with at most 2 decimals: 12.78 → '12.78%'. */
export const percentText = (value: number) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
