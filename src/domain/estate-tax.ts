/**
 * The federal estate-tax estimate (part 2 §9): 40% of the estate above the year's exemption,
 * state tax 0. Amounts are decimal strings and the arithmetic is done in whole cents, so the
 * figures match what the money helpers sum.
 */
import { centsToDecimal, toCents } from './money';

/** Federal estate-tax exemption per person, in dollars, by year. */
export const FEDERAL_EXEMPTION_BY_YEAR: Readonly<Record<number, number>> = {
  2024: 13_610_000,
  2025: 13_990_000,
  2026: 15_000_000,
};

/** Annual gift-tax exclusion per recipient, in dollars, by year (2024 is the spec's figure). */
export const ANNUAL_GIFT_EXCLUSION_BY_YEAR: Readonly<Record<number, number>> = {
  2024: 18_000,
  2025: 19_000,
  2026: 19_000,
};

/** The tax rate on the amount above the exemption. */
export const ESTATE_TAX_RATE_PERCENT = 40;

/** The estate-tax screens show planning advice above this share of the exemption (part 2 §9). */
export const PLANNING_THRESHOLD_PERCENT = 80;

const KNOWN_YEARS = Object.keys(FEDERAL_EXEMPTION_BY_YEAR)
  .map(Number)
  .sort((a, b) => a - b);

/** The tax years the planning screens offer, oldest first. */
export const TAX_YEARS: readonly number[] = KNOWN_YEARS;

/** The newest tax year with published figures: the planning screens' default. */
export const LATEST_TAX_YEAR = KNOWN_YEARS[KNOWN_YEARS.length - 1];

/**
 * The exemption for a year. A year before the table uses its first figure and a year after it
 * its last, since no later figure is published yet (an estimate, not a filing).
 */
export function federalExemptionFor(year: number): number {
  const first = KNOWN_YEARS[0];
  const last = KNOWN_YEARS[KNOWN_YEARS.length - 1];
  const known = year < first ? first : year > last ? last : year;
  return FEDERAL_EXEMPTION_BY_YEAR[known] ?? FEDERAL_EXEMPTION_BY_YEAR[last];
}

/** The estimate's figures; amounts are decimal strings with 2 decimals. */
export interface EstateTaxEstimate {
  /** The year whose rules were applied. */
  year: number;
  estateValue: string;
  exemption: string;
  /** The part of the estate above the exemption. */
  taxableAmount: string;
  federalTax: string;
  stateTax: string;
  totalTax: string;
  /** Total tax as a percentage of the estate, 2 decimals (0 for an empty estate). */
  effectiveRatePercent: number;
  /** min(estate, exemption). */
  exemptionUsed: string;
  /** max(0, exemption − estate). */
  remainingExemption: string;
  /** True when the estate exceeds 80% of the exemption: worth planning around. */
  needsPlanning: boolean;
}

/**
 * Estimates the estate tax on an estate of `estateValue` (a decimal string; blank or negative
 * counts as 0) under the given year's rules.
 */
export function estimateEstateTax(
  estateValue: string | null | undefined,
  year: number,
): EstateTaxEstimate {
  const raw = toCents(estateValue) ?? 0n;
  const estate = raw > 0n ? raw : 0n;
  const exemption = BigInt(federalExemptionFor(year)) * 100n;
  const taxable = estate > exemption ? estate - exemption : 0n;
  // Round half up to the cent: 40% of a whole number of cents is at most half a cent off.
  const federalTax = (taxable * BigInt(ESTATE_TAX_RATE_PERCENT) + 50n) / 100n;
  const stateTax = 0n;
  const totalTax = federalTax + stateTax;
  const effective = estate === 0n ? 0 : Number((totalTax * 10_000n) / estate) / 100;
  return {
    year,
    estateValue: centsToDecimal(estate),
    exemption: centsToDecimal(exemption),
    taxableAmount: centsToDecimal(taxable),
    federalTax: centsToDecimal(federalTax),
    stateTax: centsToDecimal(stateTax),
    totalTax: centsToDecimal(totalTax),
    effectiveRatePercent: effective,
    exemptionUsed: centsToDecimal(estate < exemption ? estate : exemption),
    remainingExemption: centsToDecimal(exemption > estate ? exemption - estate : 0n),
    needsPlanning: estate * 100n > exemption * BigInt(PLANNING_THRESHOLD_PERCENT),
  };
}

/** The annual gift exclusion per recipient for a year; outside the table, the nearest year's. */
export function annualGiftExclusionFor(year: number): number {
  const known = Math.min(Math.max(year, KNOWN_YEARS[0]), LATEST_TAX_YEAR);
  return ANNUAL_GIFT_EXCLUSION_BY_YEAR[known] ?? ANNUAL_GIFT_EXCLUSION_BY_YEAR[LATEST_TAX_YEAR];
}
