import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { monthlyRevenue, PLAN_NAMES, type BillingInterval, type PlanKey } from '../../domain/plans';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import type { UserRow } from '../db/schema/core';
import { HttpError } from '../http/errors';

/** What a person asks for when they subscribe or change plan. */
export interface SubscribeRequest {
  planKey: PlanKey;
  interval: BillingInterval;
  paymentMethodId: string;
}

/**
 * A subscriber asking for another plan: upgrades (a dearer plan, or another billing interval,
 * which restarts the cycle at Stripe anyway) apply at once with proration; downgrades keep the
 * current plan until the next billing cycle; the same plan again undoes a pending cancel or
 * downgrade.
 */
export async function changePlan(
  ctx: AppContext,
  stripe: Stripe,
  request: FastifyRequest,
  current: UserRow,
  ask: SubscribeRequest,
  priceId: string,
): Promise<{ clientSecret: null }> {
  const db = ctx.db;
  const fromKey = current.planKey as PlanKey;
  const fromInterval = (current.billingInterval as BillingInterval | null) ?? 'month';
  const samePlan = fromKey === ask.planKey && fromInterval === ask.interval;
  if (samePlan && !current.pendingPlanKey && !current.cancelAtPeriodEnd)
    throw new HttpError(400, `You are already subscribed to ${PLAN_NAMES[ask.planKey]}.`);
  if (samePlan) return resume(ctx, stripe, request, current, ask.paymentMethodId, priceId);
  const subscription = await stripe.subscriptions.retrieve(current.stripeSubscriptionId!);
  const item = subscription.items.data[0];
  if (!item) throw new HttpError(502, 'Failed to create subscription');
  // In the trial nothing has been paid yet, so any change simply applies.
  const inTrial = current.subscriptionStatus === 'trialing';
  const upgrade =
    inTrial ||
    ask.interval !== fromInterval ||
    monthlyRevenue(ask.planKey, ask.interval) > monthlyRevenue(fromKey, fromInterval);
  await stripe.subscriptions.update(subscription.id, {
    items: [{ id: item.id, price: priceId }],
    proration_behavior: upgrade && !inTrial ? 'always_invoice' : 'none',
    default_payment_method: ask.paymentMethodId,
    cancel_at_period_end: false,
  });
  await db
    .update(users)
    .set(
      upgrade
        ? {
            planKey: ask.planKey,
            billingInterval: ask.interval,
            pendingPlanKey: null,
            cancelAtPeriodEnd: false,
            updatedAt: new Date(),
          }
        : { pendingPlanKey: ask.planKey, cancelAtPeriodEnd: false, updatedAt: new Date() },
    )
    .where(eq(users.id, current.id));
  await ctx.sessions.userChanged(current.id);
  await audit(db, request, {
    action: upgrade ? 'billing.upgrade' : 'billing.downgrade',
    message: upgrade
      ? `Upgraded to ${PLAN_NAMES[ask.planKey]}`
      : `Downgrade to ${PLAN_NAMES[ask.planKey]} scheduled for the next billing cycle`,
    targetKind: 'subscription',
    targetId: subscription.id,
  });
  return { clientSecret: null };
}

/**
 * Choosing the current plan again undoes a pending cancel or downgrade: the subscription
 * renews on it as before.
 */
async function resume(
  ctx: AppContext,
  stripe: Stripe,
  request: FastifyRequest,
  current: UserRow,
  paymentMethodId: string,
  priceId: string,
): Promise<{ clientSecret: null }> {
  const subscription = await stripe.subscriptions.retrieve(current.stripeSubscriptionId!);
  const item = subscription.items.data[0];
  if (!item) throw new HttpError(502, 'Failed to create subscription');
  await stripe.subscriptions.update(subscription.id, {
    items: [{ id: item.id, price: priceId }],
    proration_behavior: 'none',
    default_payment_method: paymentMethodId,
    cancel_at_period_end: false,
  });
  await ctx.db
    .update(users)
    .set({ pendingPlanKey: null, cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(users.id, current.id));
  await ctx.sessions.userChanged(current.id);
  await audit(ctx.db, request, {
    action: 'billing.resume',
    message: `Kept ${PLAN_NAMES[current.planKey as PlanKey]}: pending cancel or change undone`,
    targetKind: 'subscription',
    targetId: subscription.id,
  });
  return { clientSecret: null };
}
