/**
 * The financial-analysis rules (part 2 §9 "Financial analysis"): allocation over bank +
 * investments + real estate, the diversification score and its badge, and the risk level.
 * Sums stay exact (cents); percentages are display numbers derived from them.
 */
import { centsToDecimal, toCents } from './money';

/** The three asset classes the analysis allocates over. */
export type AssetClass = 'liquid' | 'investments' | 'realEstate';

/** Display order and labels of the asset classes (liquid = bank balances). */
export const ASSET_CLASSES: readonly { key: AssetClass; label: string }[] = [
  { key: 'liquid', label: 'Liquid (Bank)' },
  { key: 'investments', label: 'Investments' },
  { key: 'realEstate', label: 'Real Estate' },
];

/** The target mix the score measures against, in percent (part 2 §9). */
export const ALLOCATION_TARGETS: Readonly<Record<AssetClass, number>> = {
  investments: 60,
  liquid: 20,
  realEstate: 20,
};

/** The ranges shown as target guidelines, in percent (part 2 §9). */
export const TARGET_GUIDELINES: readonly {
  key: AssetClass;
  label: string;
  min: number;
  max: number;
  /** The range as shown: '15–20%'. */
  range: string;
}[] = [
  { key: 'liquid', label: 'Liquid assets', min: 15, max: 20, range: '15–20%' },
  { key: 'investments', label: 'Growth investments', min: 50, max: 70, range: '50–70%' },
  { key: 'realEstate', label: 'Real estate', min: 15, max: 25, range: '15–25%' },
];

/** Where a share sits against its guideline range (inclusive at both ends). */
export function guidelineStatus(percent: number, range: { min: number; max: number }) {
  if (percent < range.min) return 'Below' as const;
  if (percent > range.max) return 'Above' as const;
  return 'In range' as const;
}

/** Where the assets sit: amounts (decimal strings) and percentages of their total. */
export interface Allocation {
  /** bank + investments + real estate, negatives counted as 0. */
  total: string;
  amounts: Record<AssetClass, string>;
  /** Percent of total, 0 for every class when there are no assets. */
  percents: Record<AssetClass, number>;
}

const nonNegative = (value: string | null | undefined) => {
  const cents = toCents(value) ?? 0n;
  return cents > 0n ? cents : 0n;
};

/**
 * The allocation of bank balances, investments and real estate. A negative sum (an overdrawn
 * account) cannot be a share of assets, so it counts as 0.
 */
export function allocation(bank: string, investments: string, realEstate: string): Allocation {
  const cents = {
    liquid: nonNegative(bank),
    investments: nonNegative(investments),
    realEstate: nonNegative(realEstate),
  };
  const total = cents.liquid + cents.investments + cents.realEstate;
  const percentOf = (part: bigint) => (total === 0n ? 0 : (Number(part) * 100) / Number(total));
  return {
    total: centsToDecimal(total),
    amounts: {
      liquid: centsToDecimal(cents.liquid),
      investments: centsToDecimal(cents.investments),
      realEstate: centsToDecimal(cents.realEstate),
    },
    percents: {
      liquid: percentOf(cents.liquid),
      investments: percentOf(cents.investments),
      realEstate: percentOf(cents.realEstate),
    },
  };
}

/** True when there is nothing to analyse (no positive asset). */
export const isEmptyAllocation = (a: Allocation) => a.total === '0.00';

/**
 * 100 minus the summed distance of each class from its target, clamped to 0..100 and rounded to
 * a whole number, which is what the screen shows and what the badge and advice are read from.
 * With no assets every class is 0% and the score is 0.
 */
export function diversificationScore(a: Allocation): number {
  const deviation = ASSET_CLASSES.reduce(
    (sum, { key }) => sum + Math.abs(a.percents[key] - ALLOCATION_TARGETS[key]),
    0,
  );
  return Math.round(Math.min(100, Math.max(0, 100 - deviation)));
}

/** The score badge's variant: default above 75, secondary above 50, else destructive. */
export function diversificationBadge(score: number): 'default' | 'secondary' | 'destructive' {
  if (score > 75) return 'default';
  if (score > 50) return 'secondary';
  return 'destructive';
}

/** The score badge's words, matching its variant. */
export function diversificationLabel(score: number): string {
  const variant = diversificationBadge(score);
  return variant === 'default'
    ? 'Well Diversified'
    : variant === 'secondary'
      ? 'Fair'
      : 'Needs Work';
}

/** Portfolio risk read from the investment share. */
export type RiskLevel = 'High' | 'Moderate' | 'Low';

/** High above 80% investments, moderate above 60%, otherwise low. */
export function riskLevel(investmentsPercent: number): RiskLevel {
  if (investmentsPercent > 80) return 'High';
  if (investmentsPercent > 60) return 'Moderate';
  return 'Low';
}
