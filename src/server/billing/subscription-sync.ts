import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { PLAN_NAMES, type SubscriptionStatus } from '../../domain/plans';
import { audit } from '../audit/audit-log';
import type { BillingConfig } from '../config';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { planOfPrice } from './stripe-client';

/** The subscription events the webhook acts on. */
export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/**
 * Stripe's subscription status as ours: `incomplete` (first payment not yet confirmed) changes
 * nothing, so a trial keeps running until the payment succeeds.
 */
function statusOf(stripeStatus: Stripe.Subscription.Status): SubscriptionStatus | null {
  switch (stripeStatus) {
    case 'active':
      return 'active';
    case 'trialing': // our free trial, carried over to Stripe: the plan is paid from its end
      return 'trialing';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return null;
    default: // canceled, unpaid, incomplete_expired, paused: the plan no longer runs
      return 'canceled';
  }
}

/**
 * Keeps the user's subscription state (plan, interval, status, period end, cancel flag) in step
 * with a subscription Stripe reports. Events for a subscription other than the user's current
 * one (an abandoned first attempt) change nothing. A price change Stripe reports within the same
 * period for a pending downgrade keeps the current plan until the period rolls over.
 */
export async function syncSubscription(
  ctx: AppContext,
  billing: BillingConfig,
  request: FastifyRequest,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<'updated' | 'ignored'> {
  const db = ctx.db;
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const [user] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId));
  if (!user) return 'ignored';
  const item = subscription.items.data[0];
  const status = deleted ? 'canceled' : statusOf(subscription.status);
  // Another subscription than the stored one: an abandoned attempt (ignored), unless it runs,
  // which happens when Stripe's event overtakes the request that stores the new id.
  const running = status === 'active' || status === 'past_due' || status === 'trialing';
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id && !running)
    return 'ignored';
  // An unpaid first attempt (incomplete) names no plan yet: only a running subscription does.
  const plan = item && status ? planOfPrice(billing, item.price.id) : null;
  if (item && status && !plan)
    request.log.warn(
      `Stripe price ${item.price.id} is not one of the configured STRIPE_PRICE_* ids: the plan is unchanged`,
    );
  const periodEnd = item ? new Date(item.current_period_end * 1000) : user.currentPeriodEnd;

  let planKey = plan?.planKey ?? user.planKey;
  let interval = plan?.interval ?? user.billingInterval;
  let pendingPlanKey = user.pendingPlanKey;
  const samePeriod =
    user.currentPeriodEnd && periodEnd && periodEnd.getTime() <= user.currentPeriodEnd.getTime();
  if (plan && pendingPlanKey === plan.planKey && user.planKey && samePeriod) {
    planKey = user.planKey; // the downgrade waits for the next billing cycle
    interval = user.billingInterval;
  } else if (plan) {
    pendingPlanKey = null;
  }

  await db
    .update(users)
    .set({
      stripeSubscriptionId: subscription.id,
      planKey,
      billingInterval: interval,
      pendingPlanKey,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: deleted ? false : subscription.cancel_at_period_end,
      ...(status ? { subscriptionStatus: status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await ctx.sessions.userChanged(user.id);
  const name =
    planKey && planKey in PLAN_NAMES ? PLAN_NAMES[planKey as keyof typeof PLAN_NAMES] : 'no plan';
  await audit(db, request, {
    action: 'billing.sync',
    message: `Subscription ${status ?? 'pending payment'} (${name}) reported by Stripe`,
    userId: user.id,
    targetKind: 'subscription',
    targetId: subscription.id,
  });
  return 'updated';
}
