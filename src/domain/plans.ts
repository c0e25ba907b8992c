/** Length of the free trial every new account gets (part 2 §1: "Try free for 30 days"). */
export const TRIAL_DAYS = 30;

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Plan keys from part 2 §3, mapped to the names shown on pages. */
export const PLAN_NAMES = {
  essential_individual: 'Individual Essential',
  essential_family: 'Family Essential',
  complete_individual: 'Individual Complete',
  complete_family: 'Family Complete',
  premium_individual: 'Individual Premium',
  premium_family: 'Family Premium',
} as const;
export type PlanKey = keyof typeof PLAN_NAMES;

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && Object.hasOwn(PLAN_NAMES, value);
}

/** What the avatar menu and Account Settings show about the user's plan. */
export interface PlanStatus {
  planKey: PlanKey | null;
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  /** Human label, e.g. "Free trial · 12 days left" or "Family Complete". */
  label: string;
}

const DAY_MS = 86_400_000;

/** Derives the plan label from stored subscription facts at a given moment. */
export function describePlan(
  facts: {
    planKey: string | null;
    status: string | null;
    trialEndsAt: Date | null;
    currentPeriodEnd: Date | null;
  },
  now: Date = new Date(),
): PlanStatus {
  const planKey = isPlanKey(facts.planKey) ? facts.planKey : null;
  const trialEndsAt = facts.trialEndsAt?.toISOString() ?? null;
  const currentPeriodEnd = facts.currentPeriodEnd?.toISOString() ?? null;
  if (planKey && (facts.status === 'active' || facts.status === 'past_due')) {
    return {
      planKey,
      status: facts.status,
      trialEndsAt,
      currentPeriodEnd,
      label: PLAN_NAMES[planKey],
    };
  }
  const msLeft = facts.trialEndsAt ? facts.trialEndsAt.getTime() - now.getTime() : 0;
  if (msLeft > 0) {
    const days = Math.ceil(msLeft / DAY_MS);
    return {
      planKey,
      status: 'trialing',
      trialEndsAt,
      currentPeriodEnd,
      label: `Free trial · ${days} ${days === 1 ? 'day' : 'days'} left`,
    };
  }
  const status = facts.status === 'canceled' ? 'canceled' : 'expired';
  return {
    planKey,
    status,
    trialEndsAt,
    currentPeriodEnd,
    label: status === 'canceled' ? 'Subscription canceled' : 'Trial ended',
  };
}

/**
 * AI assistant messages a user may send per day (UTC) on each plan, enforced only when billing
 * is configured. Higher tiers pay for more of the AI service's time.
 */
export const AI_DAILY_MESSAGES: Readonly<Record<PlanKey, number>> = {
  essential_individual: 20,
  essential_family: 30,
  complete_individual: 100,
  complete_family: 150,
  premium_individual: 300,
  premium_family: 500,
};

/** Daily assistant messages during the free trial. */
export const AI_TRIAL_DAILY_MESSAGES = 20;

/** Today's assistant allowance for a plan status: none once a trial has ended or a plan lapsed. */
export function aiDailyAllowance(plan: PlanStatus): number {
  if (plan.status === 'trialing') return AI_TRIAL_DAILY_MESSAGES;
  if ((plan.status === 'active' || plan.status === 'past_due') && plan.planKey)
    return AI_DAILY_MESSAGES[plan.planKey];
  return 0;
}
