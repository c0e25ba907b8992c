import { describe, expect, it } from 'vitest';
import {
  describePlan,
  describePlanWithoutBilling,
  NO_BILLING_LABEL,
  isReadOnly,
  limitReachedMessage,
  planLifting,
  planLimit,
  PLANS,
} from './plans';
import {
  ANNUAL_PLAN_TERMS,
  costReductionSource,
  LOWEST_ATTORNEY_FEE,
  parseInterval,
  periodPrice,
  PLAN_BADGES,
  planOfferLines,
  PRICING_TIERS,
  priceLabel,
  TRIAL_TERMS,
} from './pricing';

const DAY = 86_400_000;
const now = new Date('2026-05-01T12:00:00Z');
const facts = (over: Partial<Parameters<typeof describePlan>[0]> = {}) => ({
  planKey: null,
  status: 'trialing',
  trialEndsAt: new Date(now.getTime() + 3 * DAY),
  currentPeriodEnd: null,
  ...over,
});

describe('the plan table and the pricing page', () => {
  it("states each annual saving as twelve months' difference (part 2 §9)", () => {
    for (const plan of Object.values(PLANS))
      expect(plan.annualSaving).toBe((plan.monthlyPrice - plan.annualMonthlyPrice) * 12);
  });

  it('shows three tiers of two plans and the three badges', () => {
    expect(PRICING_TIERS.flatMap((t) => t.plans)).toEqual(Object.keys(PLANS));
    expect(PLAN_BADGES).toEqual({
      essential_family: 'Most Popular',
      complete_family: 'Recommended',
      premium_family: 'Ultimate',
    });
  });

  it('promises no support or service that nothing backs', () => {
    const everyLine = Object.values(PLANS).flatMap((plan) => {
      const { differs, included } = planOfferLines(plan);
      return [...differs, ...included];
    });
    const pitches = PRICING_TIERS.map((t) => t.pitch);
    for (const line of [...everyLine, ...pitches])
      expect(line).not.toMatch(/chat|phone|priority|manager|office|quarterly|personal service/i);
  });

  it('lists the same features on every plan: plans differ by limits and AI allowance only', () => {
    const included = Object.values(PLANS).map((plan) => planOfferLines(plan).included);
    for (const list of included) expect(list).toEqual(included[0]);
    expect(planOfferLines(PLANS.essential_individual).differs).toEqual([
      'Up to 2 family members',
      'Up to 50 documents',
      '20 AI assistant messages a day',
    ]);
    expect(planOfferLines(PLANS.premium_family).differs).toEqual([
      'Unlimited family members',
      'Unlimited documents',
      '500 AI assistant messages a day',
    ]);
  });

  it('words the price for the subscribe banner', () => {
    expect(priceLabel('complete_family', 'month')).toBe('$45/month');
    expect(priceLabel('complete_family', 'year')).toBe('$41/month, billed annually ($492/year)');
    expect(parseInterval('year')).toBe('year');
    expect(parseInterval('weekly')).toBe('month');
    expect(parseInterval(null)).toBe('month');
  });
});

describe('limits and lapse', () => {
  it('limits only a running paid plan; a trial tries everything', () => {
    expect(planLimit(describePlan(facts(), now), 'documents')).toBeNull();
    const active = describePlan(facts({ planKey: 'essential_individual', status: 'active' }), now);
    expect(planLimit(active, 'documents')).toBe(50);
    expect(planLimit(active, 'familyMembers')).toBe(2);
  });

  it('names the cheapest plan that lifts a limit', () => {
    expect(planLifting('documents', 50)?.key).toBe('essential_family');
    expect(planLifting('documents', 200)?.key).toBe('complete_individual');
    expect(planLifting('familyMembers', 15)?.key).toBe('premium_family');
    const family = describePlan(facts({ planKey: 'essential_family', status: 'past_due' }), now);
    // Moving up never takes away room the family already has.
    expect(limitReachedMessage(family, 'documents')).toBe(
      'Your Family Essential plan allows up to 200 documents. Upgrade to Family Complete for unlimited documents.',
    );
  });

  it('is read-only once the trial has ended or the subscription is over, not before', () => {
    expect(isReadOnly(describePlan(facts(), now))).toBe(false);
    const ended = describePlan(facts({ trialEndsAt: new Date(now.getTime() - DAY) }), now);
    expect(ended.label).toBe('Trial ended');
    expect(isReadOnly(ended)).toBe(true);
    const cancelled = describePlan(
      facts({ planKey: 'complete_family', status: 'canceled', trialEndsAt: null }),
      now,
    );
    expect(isReadOnly(cancelled)).toBe(true);
    const pastDue = describePlan(facts({ planKey: 'complete_family', status: 'past_due' }), now);
    expect(isReadOnly(pastDue)).toBe(false);
  });

  it('never says "Trial ended" on a server without online payment, where nothing is limited', () => {
    const ended = facts({ trialEndsAt: new Date(now.getTime() - DAY) });
    expect(describePlanWithoutBilling(ended, now).label).toBe(NO_BILLING_LABEL);
    expect(describePlanWithoutBilling(facts(), now).label).toMatch(/^Free trial · \d+ days left$/);
    const paid = facts({ planKey: 'complete_family', status: 'active' });
    expect(describePlanWithoutBilling(paid, now).label).toBe('Family Complete');
  });

  it('carries a pending downgrade and a cancel at period end', () => {
    const plan = describePlan(
      facts({
        planKey: 'complete_family',
        status: 'active',
        pendingPlanKey: 'essential_family',
        cancelAtPeriodEnd: true,
      }),
      now,
    );
    expect(plan).toMatchObject({
      label: 'Family Complete',
      pendingPlanKey: 'essential_family',
      cancelAtPeriodEnd: true,
    });
  });
});

// Issue 27: sentences beside the spec's own words that make them true.
describe('what the pricing words promise', () => {
  it('says the trial is one per account, from sign-up', () => {
    expect(TRIAL_TERMS).toBe(
      'Every new account gets one 30-day free trial, starting the day you sign up.',
    );
    expect(TRIAL_TERMS).not.toMatch(/every plan/i);
  });

  it('says an annual plan is a year paid up front, beside "No long-term commitments"', () => {
    expect(ANNUAL_PLAN_TERMS).toContain('one year paid up front');
    expect(ANNUAL_PLAN_TERMS).toContain('without a refund');
  });

  it('says where the 90% comes from, with figures that make it true', () => {
    const text = costReductionSource();
    const yearly = periodPrice('essential_individual', 'year');
    expect(yearly).toBe(108);
    expect(text).toContain(
      'a year of Individual Essential, the lowest plan, costs $108 paid up front',
    );
    expect(text).toContain("about 5% of the lowest attorney's fee quoted ($2,000)");
    // The claim holds: at least 90% less than the lowest fee quoted.
    expect(1 - yearly / LOWEST_ATTORNEY_FEE).toBeGreaterThanOrEqual(0.9);
    expect(text).toContain('it does not draw up a will or trust');
  });
});
