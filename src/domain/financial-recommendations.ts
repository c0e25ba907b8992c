/**
 * The financial-analysis recommendations (part 2 §9). Each fires on one of the spec's
 * conditions; the wording is ours (the spec names only the topic).
 */
import { diversificationScore, isEmptyAllocation, type Allocation } from './financial-analysis';
import { toCents } from './money';

/** Liquid assets under this share of assets prompt the emergency-fund hint. */
export const EMERGENCY_FUND_BELOW_PERCENT = 10;
/** Investments under this share, with net worth above GROWTH_NET_WORTH_ABOVE, prompt growth. */
export const GROWTH_BELOW_PERCENT = 30;
export const GROWTH_NET_WORTH_ABOVE = 50_000;
/** Insurance coverage under this multiple of net worth prompts a coverage review. */
export const COVERAGE_MULTIPLE = 5;
/** A diversification score above this earns the excellent message. */
export const EXCELLENT_SCORE_ABOVE = 75;

/** One recommendation: a stable key, a title and a sentence of advice. */
export interface Recommendation {
  key: 'emergency-fund' | 'growth' | 'insurance' | 'excellent-diversification';
  tone: 'advice' | 'praise';
  title: string;
  text: string;
}

/** What the recommendations read. */
export interface RecommendationInput {
  allocation: Allocation;
  /** Decimal string; may be negative. */
  netWorth: string;
  /** Total active insurance coverage, decimal string. */
  insuranceCoverage: string;
}

/**
 * The recommendations that apply, in the spec's order. With no assets recorded there is nothing
 * to advise on, so the list is empty (the screen asks for records instead).
 */
export function recommendations(input: RecommendationInput): Recommendation[] {
  const { allocation } = input;
  if (isEmptyAllocation(allocation)) return [];
  const netWorth = toCents(input.netWorth) ?? 0n;
  const coverage = toCents(input.insuranceCoverage) ?? 0n;
  const out: Recommendation[] = [];
  if (allocation.percents.liquid < EMERGENCY_FUND_BELOW_PERCENT) {
    out.push({
      key: 'emergency-fund',
      tone: 'advice',
      title: 'Build an emergency fund',
      text: 'Cash in bank accounts is under 10% of your assets. Keeping three to six months of expenses in savings covers surprises without selling investments.',
    });
  }
  if (
    allocation.percents.investments < GROWTH_BELOW_PERCENT &&
    netWorth > BigInt(GROWTH_NET_WORTH_ABOVE) * 100n
  ) {
    out.push({
      key: 'growth',
      tone: 'advice',
      title: 'Consider growth investments',
      text: 'Investments are under 30% of your assets. With a net worth above $50,000, a larger long-term investment share can help your savings outpace inflation.',
    });
  }
  if (coverage < netWorth * BigInt(COVERAGE_MULTIPLE)) {
    out.push({
      key: 'insurance',
      tone: 'advice',
      title: 'Review your insurance coverage',
      text: 'Your active insurance coverage is less than five times your net worth. Check that life, disability and long-term care cover would protect your family.',
    });
  }
  if (diversificationScore(allocation) > EXCELLENT_SCORE_ABOVE) {
    out.push({
      key: 'excellent-diversification',
      tone: 'praise',
      title: 'Excellent diversification',
      text: 'Your assets are spread close to the target mix. Review the balance once a year or after a major life event.',
    });
  }
  return out;
}
