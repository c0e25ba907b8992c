/**
 * Decimal-safe money arithmetic. Amounts travel as decimal strings ('1234.56'); adding them as
 * floats drifts (0.1 + 0.2 = 0.30000000000000004), so sums are done in whole cents as BigInt.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * A decimal string as whole cents. Digits past the second decimal are rounded half away from
 * zero; the API never sends them, but a hand-typed value might. Blank or malformed gives null.
 */
export function toCents(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(value.trim().replace(/,/g, ''));
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole, fraction = ''] = match;
  let cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1n;
  return sign === '-' ? -cents : cents;
}

/** Whole cents as a decimal string with exactly 2 decimals: 30n → '0.30', -5n → '-0.05'. */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The exact sum of decimal strings, with 2 decimals: ['0.10', '0.20'] → '0.30'. Nulls and blank
 * or malformed values count as nothing, so a list of empty amounts sums to '0.00'.
 */
export function sumDecimals(values: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const value of values) total += toCents(value) ?? 0n;
  return centsToDecimal(total);
}
