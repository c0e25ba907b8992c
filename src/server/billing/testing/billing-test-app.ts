import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config';
import { users } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { startStripeStub } from './stripe-stub';

/** Price ids the billing tests configure: every plan monthly, all but Family Premium annually. */
export const TEST_PRICES: BillingConfig['prices'] = {
  essential_individual: { month: 'price_ei_m', year: 'price_ei_y' },
  essential_family: { month: 'price_ef_m', year: 'price_ef_y' },
  complete_individual: { month: 'price_ci_m', year: 'price_ci_y' },
  complete_family: { month: 'price_cf_m', year: 'price_cf_y' },
  premium_individual: { month: 'price_pi_m', year: 'price_pi_y' },
  premium_family: { month: 'price_pf_m' },
};

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** A test app with billing configured against a local Stripe stub. */
export async function createBillingTestApp() {
  const stub = await startStripeStub();
  const billing: BillingConfig = {
    secretKey: 'sk_test_kinfolio',
    publishableKey: 'pk_test_kinfolio',
    webhookSecret: WEBHOOK_SECRET,
    prices: TEST_PRICES,
    api: stub.api,
  };
  const t = await createTestApp({ billing });
  const stripe = new Stripe('sk_test_unused');
  return {
    ...t,
    stub,
    async close() {
      await t.close();
      await stub.close();
    },
    /** Sets a user's stored subscription facts directly. */
    async setUser(userId: string, facts: Partial<typeof users.$inferInsert>) {
      await t.context.db.update(users).set(facts).where(eq(users.id, userId));
      await t.context.sessions.userChanged(userId);
    },
    async userRow(userId: string) {
      const [row] = await t.context.db.select().from(users).where(eq(users.id, userId));
      return row!;
    },
    /**
     * POSTs an event to the webhook, signed with the test secret (or `secret`). Unless told
     * otherwise, the stub first holds the event's subscription as Stripe's current state.
     */
    sendEvent(
      event: { data: { object: object } } & Record<string, unknown>,
      secret = WEBHOOK_SECRET,
      seed = true,
    ) {
      const object = event.data.object as { id: string; object?: string };
      if (seed && object.object === 'subscription') stub.seed(object);
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    },
  };
}

/** A Stripe subscription event as the webhook receives it. */
export function subscriptionEvent(
  type: string,
  sub: {
    id: string;
    customer: string;
    status: string;
    price: string;
    periodEnd: Date;
    cancelAtPeriodEnd?: boolean;
  },
) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sub.id,
        object: 'subscription',
        customer: sub.customer,
        status: sub.status,
        cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              price: { id: sub.price },
              current_period_end: Math.floor(sub.periodEnd.getTime() / 1000),
            },
          ],
        },
      },
    },
  };
}
