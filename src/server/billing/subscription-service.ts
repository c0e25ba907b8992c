import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { PAYMENT_CURRENCY } from '../../domain/billing';
import { PLAN_NAMES } from '../../domain/plans';
import { audit } from '../audit/audit-log';
import type { BillingConfig } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../db/schema/core';
import { HttpError } from '../http/errors';
import { changePlan, type SubscribeRequest } from './plan-change';

export type { SubscribeRequest };
import { priceIdOf } from './stripe-client';

/** A Stripe subscription that runs (paid, or in the trial carried over to Stripe). */
function hasRunningSubscription(row: UserRow): boolean {
  return Boolean(
    row.stripeSubscriptionId &&
    row.planKey &&
    ['active', 'past_due', 'trialing'].includes(row.subscriptionStatus ?? ''),
  );
}

/** What a subscribe request asks for once the plan key is known. */
/** The user's Stripe customer (`user` read just now): created once, then remembered. */
async function ensureCustomer(db: Database, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined;
  // The idempotency key makes two concurrent first subscribes get the same customer from Stripe.
  const customer = await stripe.customers.create(
    { email: user.email, name, metadata: { userId: user.id } },
    { idempotencyKey: `kinfolio-customer-${user.id}` },
  );
  const [stored] = await db
    .update(users)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (stored?.id) return stored.id;
  const [winner] = await db.select().from(users).where(eq(users.id, user.id));
  return winner?.stripeCustomerId ?? customer.id;
}

/**
 * Starts a subscription (answering the first payment's client secret for Stripe.js to confirm)
 * or, for a subscriber, changes plan (plan-change.ts). The plan and status themselves are only
 * set from Stripe's webhook, except a change Stripe has already accepted.
 */
export async function subscribe(
  ctx: AppContext,
  stripe: Stripe,
  billing: BillingConfig,
  request: FastifyRequest,
  user: UserRow,
  ask: SubscribeRequest,
): Promise<{ clientSecret: string | null }> {
  const db = ctx.db;
  const priceId = priceIdOf(billing, ask.planKey, ask.interval);
  const billed = ask.interval === 'year' ? 'annually' : 'monthly';
  if (!priceId)
    throw new HttpError(
      503,
      `Online payment for ${PLAN_NAMES[ask.planKey]} billed ${billed} is not set up on this server.`,
    );
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw new HttpError(401, 'Unauthorized');
  const customer = await ensureCustomer(db, stripe, current);
  await stripe.paymentMethods.attach(ask.paymentMethodId, { customer });

  if (hasRunningSubscription(current))
    return changePlan(ctx, stripe, request, current, ask, priceId);

  // A trial still running is honoured: the card is saved now and first charged when it ends.
  const trialEnd =
    current.trialEndsAt && current.trialEndsAt.getTime() > Date.now() + 60_000
      ? Math.floor(current.trialEndsAt.getTime() / 1000)
      : undefined;
  const subscription = await stripe.subscriptions.create({
    customer,
    items: [{ price: priceId }],
    currency: PAYMENT_CURRENCY, // the price is in USD (checked at start); so is the bill
    default_payment_method: ask.paymentMethodId,
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { userId: user.id, planKey: ask.planKey, interval: ask.interval },
    ...(trialEnd ? { trial_end: trialEnd } : {}),
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
  });
  await db
    .update(users)
    .set({
      stripeSubscriptionId: subscription.id,
      pendingPlanKey: null,
      cancelAtPeriodEnd: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await ctx.sessions.userChanged(user.id);
  await audit(db, request, {
    action: 'billing.subscribe',
    message: `Started a subscription to ${PLAN_NAMES[ask.planKey]} billed ${billed}`,
    targetKind: 'subscription',
    targetId: subscription.id,
  });
  // The first payment's secret (API 2025-03-31 on: the invoice's confirmation_secret), or in a
  // trial the card setup's secret; Stripe.js tells them apart by their prefix (pi_ / seti_).
  const invoice = subscription.latest_invoice as Stripe.Invoice | null;
  const setup = subscription.pending_setup_intent as Stripe.SetupIntent | null;
  return {
    clientSecret: invoice?.confirmation_secret?.client_secret ?? setup?.client_secret ?? null,
  };
}

/** Cancels at the end of the paid period: the plan stays until then and is not renewed. */
export async function cancelAtPeriodEnd(
  ctx: AppContext,
  stripe: Stripe,
  request: FastifyRequest,
  user: UserRow,
): Promise<void> {
  const db = ctx.db;
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  if (!current || !hasRunningSubscription(current))
    throw new HttpError(400, 'You have no active subscription to cancel.');
  if (current.cancelAtPeriodEnd)
    throw new HttpError(400, 'Your subscription is already set to end at the period end.');
  await stripe.subscriptions.update(current.stripeSubscriptionId!, { cancel_at_period_end: true });
  await db
    .update(users)
    .set({ cancelAtPeriodEnd: true, pendingPlanKey: null, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await ctx.sessions.userChanged(user.id);
  await audit(db, request, {
    action: 'billing.cancel',
    message: 'Subscription set to end at the period end',
    targetKind: 'subscription',
    targetId: current.stripeSubscriptionId!,
  });
}
