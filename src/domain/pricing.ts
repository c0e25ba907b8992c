import {
  PLANS,
  type BillingInterval,
  type PlanDefinition,
  type PlanKey,
  type PlanTier,
} from './plans';

/** One tier of the pricing page: its title, pitch and its two plans (individual, family). */
export interface PricingTier {
  tier: PlanTier;
  title: string;
  pitch: string;
  plans: readonly [PlanKey, PlanKey];
}

/** The three tiers in the order the pricing page shows them (part 2 §2, §9). */
export const PRICING_TIERS: readonly PricingTier[] = [
  {
    tier: 'essential',
    title: 'Essential',
    pitch: 'Everything you need to get organised.',
    plans: ['essential_individual', 'essential_family'],
  },
  {
    tier: 'complete',
    title: 'Complete',
    pitch: 'Planning tools for a complete picture.',
    plans: ['complete_individual', 'complete_family'],
  },
  {
    tier: 'premium',
    title: 'Premium',
    pitch: 'Personal service for complex estates.',
    plans: ['premium_individual', 'premium_family'],
  },
];

/** Badges from part 2 §9. */
export const PLAN_BADGES: Partial<Record<PlanKey, string>> = {
  essential_family: 'Most Popular',
  complete_family: 'Recommended',
  premium_family: 'Ultimate',
};

const ESSENTIAL = [
  'Track family, accounts, investments and property',
  'Insurance policy tracking',
  'Basic estate planning checklist',
  'Email support',
];
const COMPLETE = [
  'Everything in Essential',
  'Business interests',
  'Financial analysis',
  'Legacy planning tools',
  'Audit log access',
  'Chat support',
];
const PREMIUM = [
  'Dedicated success manager',
  'Tax planning tools',
  'API access',
  '24/7 phone support',
];

/** Feature lists of part 2 §9 ("Feature tiers"): each tier adds to the one before. */
export const PLAN_FEATURES: Readonly<Record<PlanKey, readonly string[]>> = {
  essential_individual: ESSENTIAL,
  essential_family: ESSENTIAL,
  complete_individual: COMPLETE,
  complete_family: [...COMPLETE, 'Family collaboration', 'Priority phone support'],
  premium_individual: ['Everything in Complete', ...PREMIUM],
  premium_family: [
    'Everything in Family Complete',
    ...PREMIUM,
    'Family office services',
    'White-label reports',
    'Quarterly reviews',
  ],
};

/**
 * Listed features the software does not have yet (DESIGN.md principle 1: the page says so
 * rather than claim them): there is no user-facing audit log, API, shared family access or
 * white-labelling today.
 */
export const COMING_SOON_FEATURES: ReadonlySet<string> = new Set([
  'Audit log access',
  'API access',
  'Family collaboration',
  'White-label reports',
]);

/** The plan's limits as the pricing page lists them, e.g. "Up to 5 family members". */
export function planLimitLines(plan: PlanDefinition): string[] {
  const { familyMembers, documents } = plan.limits;
  return [
    familyMembers === null ? 'Unlimited family members' : `Up to ${familyMembers} family members`,
    documents === null ? 'Unlimited documents' : `Up to ${documents} documents`,
  ];
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
      'Sensitive details and every uploaded file are encrypted with AES-256-GCM under a key for your account, sign-ins and changes are recorded in an audit log with the IP address, and staff and backups cannot read your records: decrypting needs your password or your recovery key (the server decrypts while you are signed in). Two-factor sign-in is available to every account.',
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
