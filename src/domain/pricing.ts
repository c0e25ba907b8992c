import {
  AI_DAILY_MESSAGES,
  PLANS,
  type BillingInterval,
  type PlanDefinition,
  type PlanKey,
  type PlanTier,
  TRIAL_DAYS,
} from './plans';

/** One tier of the pricing page: its title, pitch and its two plans (individual, family). */
export interface PricingTier {
  tier: PlanTier;
  title: string;
  pitch: string;
  plans: readonly [PlanKey, PlanKey];
}

/**
 * The three tiers in the order the pricing page shows them (part 2 §2, §9). Every plan has every
 * feature; tiers differ only by their limits and AI allowance (plans.ts), so the pitches say so.
 */
export const PRICING_TIERS: readonly PricingTier[] = [
  {
    tier: 'essential',
    title: 'Essential',
    pitch: 'Every feature, with room to get organised.',
    plans: ['essential_individual', 'essential_family'],
  },
  {
    tier: 'complete',
    title: 'Complete',
    pitch: 'Every feature, unlimited documents and more AI help.',
    plans: ['complete_individual', 'complete_family'],
  },
  {
    tier: 'premium',
    title: 'Premium',
    pitch: 'Every feature, the most room and the most AI help.',
    plans: ['premium_individual', 'premium_family'],
  },
];

/** Badges from part 2 §9. */
export const PLAN_BADGES: Partial<Record<PlanKey, string>> = {
  essential_family: 'Most Popular',
  complete_family: 'Recommended',
  premium_family: 'Ultimate',
};

/**
 * What every plan includes, listed on each plan card. The spec's tiered lists (chat and phone
 * support, a success manager, family-office services, quarterly reviews, tools "added" by higher
 * tiers) are not offered: nothing backs them, and every plan reaches every screen
 * (docs/decisions/013). Email support is listed apart (EMAIL_SUPPORT_LINE).
 */
export const EVERY_PLAN_INCLUDES: readonly string[] = [
  'All 12 planning areas, business interests included',
  'Financial analysis, legacy planning and estate-tax estimate',
  'PDF reports and the encrypted document vault',
  'Family collaboration: trusted people with viewer, editor and executor roles',
];

/**
 * The spec's "Email support", on every plan card and in the pricing footer, shown only while the
 * administrator has set a support address: before that, nobody would answer (decision 026).
 */
export const EMAIL_SUPPORT_LINE = 'Email support';

/** The plan's daily AI assistant allowance as the pricing page states it. */
export function aiAllowanceLine(key: PlanKey): string {
  return `${AI_DAILY_MESSAGES[key]} AI assistant messages a day`;
}

/** The plan's limits as the pricing page lists them, e.g. "Up to 5 family members". */
export function planLimitLines(plan: PlanDefinition): string[] {
  const { familyMembers, documents } = plan.limits;
  return [
    familyMembers === null ? 'Unlimited family members' : `Up to ${familyMembers} family members`,
    documents === null ? 'Unlimited documents' : `Up to ${documents} documents`,
  ];
}

/**
 * A plan card's lines: what differs between plans first (limits, AI allowance), then what every
 * plan includes.
 */
export function planOfferLines(plan: PlanDefinition): { differs: string[]; included: string[] } {
  return {
    differs: [...planLimitLines(plan), aiAllowanceLine(plan.key)],
    included: [...EVERY_PLAN_INCLUDES],
  };
}

/** What one billing period costs, in whole dollars: a month, or a year billed annually. */
export function periodPrice(key: PlanKey, interval: BillingInterval): number {
  const plan = PLANS[key];
  return interval === 'year' ? plan.annualMonthlyPrice * 12 : plan.monthlyPrice;
}

/** The price as the subscribe banner states it, e.g. "$45/month" or "$41/month, billed annually". */
export function priceLabel(key: PlanKey, interval: BillingInterval): string {
  const plan = PLANS[key];
  return interval === 'year'
    ? `$${plan.annualMonthlyPrice}/month, billed annually ($${periodPrice(key, 'year')}/year)`
    : `$${plan.monthlyPrice}/month`;
}

/**
 * The trial as it works: one per account, counted from sign-up (users.trial_ends_at is set at
 * registration), not a fresh trial with every plan chosen later.
 */
export const TRIAL_TERMS = `Every new account gets one ${TRIAL_DAYS}-day free trial, starting the day you sign up.`;

/**
 * Said beside the spec's "No long-term commitments" when the plan is annual: cancelling
 * (cancel_at_period_end) stops the renewal and refunds nothing, so the year is a commitment.
 */
export const ANNUAL_PLAN_TERMS =
  'An annual plan is one year paid up front. Cancelling stops the next renewal; the year you paid for runs to its end, without a refund.';

/** The lowest attorney fee the spec's figures quote ("$2,000–$5,000+"). */
export const LOWEST_ATTORNEY_FEE = 2000;

/**
 * Where the spec's "90% cost reduction" comes from, said beside it: a year of the lowest plan,
 * paid annually, against the lowest attorney fee quoted; and what the product does not replace.
 */
export function costReductionSource(): string {
  const lowest = Object.values(PLANS).reduce((a, b) =>
    periodPrice(b.key, 'year') < periodPrice(a.key, 'year') ? b : a,
  );
  const year = periodPrice(lowest.key, 'year');
  const share = Math.round((year / LOWEST_ATTORNEY_FEE) * 100);
  return (
    `Where the 90% comes from: a year of ${lowest.name}, the lowest plan, costs $${year} paid ` +
    `up front, about ${share}% of the lowest attorney's fee quoted ($2,000). The app keeps ` +
    `your records in order; it does not draw up a will or trust, for which you may still need an attorney.`
  );
}

/** Reads the billing interval from a query value: 'year' (or 'annual') means annual, else monthly. */
export function parseInterval(value: string | null | undefined): BillingInterval {
  return value === 'year' || value === 'annual' ? 'year' : 'month';
}

/** The four FAQ topics of part 2 §2 (Pricing page). */
export const PRICING_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "What's the difference between individual and family plans?",
    answer:
      'Individual plans are for one person organising their own affairs, with room for a partner and one more person. Family plans record more family members and, from Family Essential up, more documents, so a whole household can be planned in one place.',
  },
  {
    question: 'Is my data safe?',
    answer:
      'The details you type (names, numbers, notes) and every uploaded file are encrypted with AES-256-GCM under a key for your account, and sign-ins and changes are recorded in an audit log with the IP address. Staff and backups cannot read those encrypted details. Amounts, dates and choices picked from a list are stored unencrypted, so totals and reminders work. Besides you, with your password or recovery key, only the trusted people you add can open them: just the parts you share, each with their own password, and an executor only once you approve or the waiting period passes. Two-factor sign-in is available to every account.',
  },
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Upgrades take effect immediately; downgrades take effect at the next billing cycle. Your data is kept either way, and if a subscription lapses your records stay readable and exportable.',
  },
  {
    question: 'Do I really need estate planning?',
    answer:
      'If anyone depends on you or would have to settle your affairs, yes. Most working families have no plan, and an attorney costs $2,000–$5,000 or more. Recording what you have, and where, is the first step, with no attorney needed to start.',
  },
];
