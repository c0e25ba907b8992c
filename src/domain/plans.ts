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

export type PlanTier = 'essential' | 'complete' | 'premium';
export type BillingInterval = 'month' | 'year';

/** Prices (whole US dollars) and limits of one plan (part 2 §9). `null` limit = unlimited. */
export interface PlanDefinition {
  key: PlanKey;
  name: string;
  tier: PlanTier;
  audience: 'individual' | 'family';
  /** Price per month when billed monthly. */
  monthlyPrice: number;
  /** Price per month when billed annually. */
  annualMonthlyPrice: number;
  /** What a year billed annually saves, as stated on the pricing page. */
  annualSaving: number;
  limits: { familyMembers: number | null; documents: number | null };
}

/**
 * The one plan table: pricing page, server limits, Stripe price lookup and admin revenue all
 * read it. The spec gives no family-member limit for individual plans; we allow 2 (a partner and
 * one more person), below the family plans' 5.
 */
export const PLANS: Readonly<Record<PlanKey, PlanDefinition>> = {
  essential_individual: {
    key: 'essential_individual',
    name: PLAN_NAMES.essential_individual,
    tier: 'essential',
    audience: 'individual',
    monthlyPrice: 10,
    annualMonthlyPrice: 9,
    annualSaving: 12,
    limits: { familyMembers: 2, documents: 50 },
  },
  essential_family: {
    key: 'essential_family',
    name: PLAN_NAMES.essential_family,
    tier: 'essential',
    audience: 'family',
    monthlyPrice: 20,
    annualMonthlyPrice: 18,
    annualSaving: 24,
    limits: { familyMembers: 5, documents: 200 },
  },
  complete_individual: {
    key: 'complete_individual',
    name: PLAN_NAMES.complete_individual,
    tier: 'complete',
    audience: 'individual',
    monthlyPrice: 25,
    annualMonthlyPrice: 23,
    annualSaving: 24,
    limits: { familyMembers: 2, documents: null },
  },
  complete_family: {
    key: 'complete_family',
    name: PLAN_NAMES.complete_family,
    tier: 'complete',
    audience: 'family',
    monthlyPrice: 45,
    annualMonthlyPrice: 41,
    annualSaving: 48,
    limits: { familyMembers: 15, documents: null },
  },
  premium_individual: {
    key: 'premium_individual',
    name: PLAN_NAMES.premium_individual,
    tier: 'premium',
    audience: 'individual',
    monthlyPrice: 50,
    annualMonthlyPrice: 45,
    annualSaving: 60,
    limits: { familyMembers: 2, documents: null },
  },
  premium_family: {
    key: 'premium_family',
    name: PLAN_NAMES.premium_family,
    tier: 'premium',
    audience: 'family',
    monthlyPrice: 99,
    annualMonthlyPrice: 89,
    annualSaving: 120,
    limits: { familyMembers: null, documents: null },
  },
};

/** Monthly recurring revenue of one subscription, in whole dollars. */
export function monthlyRevenue(planKey: PlanKey, interval: BillingInterval): number {
  const plan = PLANS[planKey];
  return interval === 'year' ? plan.annualMonthlyPrice : plan.monthlyPrice;
}

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
  /** The subscriber cancelled: the plan ends at currentPeriodEnd and is not renewed. */
  cancelAtPeriodEnd?: boolean;
  /** A downgrade waiting for the next billing cycle. */
  pendingPlanKey?: PlanKey | null;
}

const DAY_MS = 86_400_000;

/** The plan label on a server without online payment (a self-hosted install): nothing is limited. */
export const NO_BILLING_LABEL = 'No plan limits on this server';

/**
 * The plan as a server without online payment shows it: a plan or a running trial as usual, but
 * an ended trial or plan does not read "Trial ended", since nothing is limited there.
 */
export function describePlanWithoutBilling(
  facts: Parameters<typeof describePlan>[0],
  now: Date = new Date(),
): PlanStatus {
  const plan = describePlan(facts, now);
  if (plan.status !== 'expired' && plan.status !== 'canceled') return plan;
  return { ...plan, label: NO_BILLING_LABEL };
}

/** Derives the plan label from stored subscription facts at a given moment. */
export function describePlan(
  facts: {
    planKey: string | null;
    status: string | null;
    trialEndsAt: Date | null;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd?: boolean | null;
    pendingPlanKey?: string | null;
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
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd === true,
      pendingPlanKey: isPlanKey(facts.pendingPlanKey) ? facts.pendingPlanKey : null,
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

/** A lapsed subscription or ended trial: records stay readable and exportable, not writable. */
export function isReadOnly(plan: PlanStatus): boolean {
  return plan.status === 'expired' || plan.status === 'canceled';
}

/** What a plan limits (part 2 §9). */
export type LimitedResource = keyof PlanDefinition['limits'];

const RESOURCE_WORDS: Record<LimitedResource, string> = {
  familyMembers: 'family members',
  documents: 'documents',
};

/**
 * How many of a resource the user may keep now; null = no limit. The free trial lets a family
 * try everything, so only a paid plan limits (and an unknown plan limits nothing).
 */
export function planLimit(plan: PlanStatus, resource: LimitedResource): number | null {
  if (plan.status !== 'active' && plan.status !== 'past_due') return null;
  return plan.planKey ? PLANS[plan.planKey].limits[resource] : null;
}

const roomFor = (plan: PlanDefinition, resource: LimitedResource) =>
  plan.limits[resource] ?? Infinity;

/**
 * The cheapest plan that allows more of a resource than `limit` (and, moving from `from`, no
 * less of anything else), if any.
 */
export function planLifting(
  resource: LimitedResource,
  limit: number,
  from?: PlanDefinition,
): PlanDefinition | null {
  const others = (Object.keys(RESOURCE_WORDS) as LimitedResource[]).filter((r) => r !== resource);
  const roomier = Object.values(PLANS).filter(
    (p) =>
      roomFor(p, resource) > limit &&
      (!from || others.every((r) => roomFor(p, r) >= roomFor(from, r))),
  );
  roomier.sort((a, b) => a.monthlyPrice - b.monthlyPrice);
  return roomier[0] ?? null;
}

/** The refusal shown when creating past a limit: names the limit and the plan that lifts it. */
export function limitReachedMessage(plan: PlanStatus, resource: LimitedResource): string {
  const limit = planLimit(plan, resource) ?? 0;
  const words = RESOURCE_WORDS[resource];
  const name = plan.planKey ? PLAN_NAMES[plan.planKey] : 'current';
  const lifter = planLifting(resource, limit, plan.planKey ? PLANS[plan.planKey] : undefined);
  const more = lifter
    ? lifter.limits[resource] === null
      ? ` Upgrade to ${lifter.name} for unlimited ${words}.`
      : ` Upgrade to ${lifter.name} for up to ${lifter.limits[resource]} ${words}.`
    : '';
  return `Your ${name} plan allows up to ${limit} ${words}.${more}`;
}

/** The refusal shown when a lapsed account tries to change its records. */
export function readOnlyMessage(plan: PlanStatus): string {
  const what =
    plan.status === 'canceled' ? 'Your subscription has ended' : 'Your free trial has ended';
  return `${what}, so your records are read-only. You can still view, export and print everything. Choose a plan on the Pricing page to make changes again.`;
}
