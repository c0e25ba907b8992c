import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingConfigSchema,
  cancelSubscriptionAnswerSchema,
  createSubscriptionAnswerSchema,
  createSubscriptionSchema,
  subscriptionSchema,
} from '../../domain/billing';
import { isPlanKey, isReadOnly, PLAN_NAMES, type BillingInterval } from '../../domain/plans';
import { authRateLimits } from '../auth/rate-limits';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { loadPlan } from './current-plan';
import type { Payments } from './price-check';
import { cancelAtPeriodEnd, subscribe } from './subscription-service';

/** A Stripe failure as the person paying should see it: card problems as Stripe words them. */
function paymentError(err: unknown, fallback: string, log: (msg: string) => void): HttpError {
  if (err instanceof HttpError) return err;
  const stripeError = err as { type?: string; message?: string };
  if (stripeError.type === 'StripeCardError' && stripeError.message)
    return new HttpError(402, stripeError.message);
  log(`Stripe call failed: ${stripeError.type ?? 'error'}: ${stripeError.message ?? ''}`);
  return new HttpError(502, fallback);
}

/**
 * GET /api/billing/config (public: is online payment set up, and Stripe's publishable key),
 * GET /api/billing/subscription, POST /api/create-subscription, POST /api/billing/cancel.
 */
export function billingRoutes(ctx: AppContext, payments: Payments | null): FastifyPluginAsyncZod {
  const billing = ctx.config.billing;
  const requireBilling = () => {
    if (!billing || !payments)
      throw new HttpError(503, 'Online payment is not set up on this server.');
    return { billing, stripe: payments.stripe };
  };

  return async (app) => {
    // Card testing runs many attempts: a person subscribes a handful of times at most.
    const subscribeLimits = authRateLimits(app, 'subscribe', { perIp: 60, perAccount: 10 });

    app.get(
      '/billing/config',
      { schema: { response: { 200: billingConfigSchema } } },
      async () => ({
        configured: Boolean(billing),
        publishableKey: billing?.publishableKey ?? null,
        checkoutUnavailable: payments?.checkoutUnavailable() ?? null,
        // Which plans and intervals have a price id, so the page never offers what cannot be sold.
        available: Object.fromEntries(
          Object.entries(billing?.prices ?? {}).map(([plan, ids]) => [
            plan,
            Object.keys(ids ?? {}) as BillingInterval[],
          ]),
        ),
      }),
    );

    app.get(
      '/billing/subscription',
      { onRequest: requireUser, schema: { response: { 200: subscriptionSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const plan = await loadPlan(ctx.db, me.id, Boolean(billing));
        // Read now, not from the session's cached row: a webhook may have changed it.
        const [row] = await ctx.db
          .select({ interval: users.billingInterval })
          .from(users)
          .where(eq(users.id, me.id));
        const interval: BillingInterval | null =
          row?.interval === 'year' || row?.interval === 'month' ? row.interval : null;
        return {
          configured: Boolean(billing),
          planKey: plan.planKey,
          planName: plan.planKey ? PLAN_NAMES[plan.planKey] : null,
          status: plan.status,
          label: plan.label,
          interval: plan.planKey ? interval : null,
          trialEndsAt: plan.trialEndsAt,
          currentPeriodEnd: plan.currentPeriodEnd,
          cancelAtPeriodEnd: plan.cancelAtPeriodEnd ?? false,
          pendingPlanName: plan.pendingPlanKey ? PLAN_NAMES[plan.pendingPlanKey] : null,
          readOnly: Boolean(billing) && isReadOnly(plan),
        };
      },
    );

    app.post(
      '/create-subscription',
      {
        onRequest: requireUser,
        preHandler: subscribeLimits,
        schema: {
          body: createSubscriptionSchema,
          response: { 200: createSubscriptionAnswerSchema },
        },
      },
      async (request) => {
        const { billing, stripe } = requireBilling();
        // Stripe was out of reach when the prices were last checked: checkout is off.
        const unavailable = payments!.checkoutUnavailable();
        if (unavailable) throw new HttpError(503, unavailable);
        const { priceId, paymentMethodId, interval } = request.body;
        if (!isPlanKey(priceId))
          throw new HttpError(
            400,
            `Unknown plan "${priceId.slice(0, 40)}". Choose one of: ${Object.keys(PLAN_NAMES).join(', ')}.`,
          );
        try {
          return await subscribe(ctx, stripe, billing, request, signedInUser(request), {
            planKey: priceId,
            interval,
            paymentMethodId,
          });
        } catch (err) {
          throw paymentError(err, 'Failed to create subscription', (m) => request.log.error(m));
        }
      },
    );

    app.post(
      '/billing/cancel',
      { onRequest: requireUser, schema: { response: { 200: cancelSubscriptionAnswerSchema } } },
      async (request) => {
        const { stripe } = requireBilling();
        try {
          await cancelAtPeriodEnd(ctx, stripe, request, signedInUser(request));
        } catch (err) {
          throw paymentError(err, 'Failed to cancel the subscription', (m) => request.log.error(m));
        }
        return loadPlan(ctx.db, signedInUser(request).id).then((plan) => ({
          cancelAtPeriodEnd: plan.cancelAtPeriodEnd ?? false,
          currentPeriodEnd: plan.currentPeriodEnd,
        }));
      },
    );
  };
}
