import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/test-app';
import { createBillingTestApp, subscriptionEvent } from './testing/billing-test-app';

let t: Awaited<ReturnType<typeof createBillingTestApp>>;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;

/** A user whose first subscription to Family Essential was created (payment not yet confirmed). */
async function customerWithSubscription() {
  const { cookie, user } = await signUp(t.app);
  await t.setUser(user.id, { stripeCustomerId: `cus_${user.id}`, stripeSubscriptionId: 'sub_A' });
  const label = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().plan
      .label as string;
  const sub = (over: Partial<Parameters<typeof subscriptionEvent>[1]> = {}) => ({
    id: 'sub_A',
    customer: `cus_${user.id}`,
    status: 'active',
    price: 'price_ef_m',
    periodEnd: new Date(Date.now() + 30 * DAY),
    ...over,
  });
  return { cookie, user, label, sub };
}

describe('POST /api/billing/webhook', () => {
  it('refuses a bad or missing signature and changes nothing', async () => {
    const { user, sub } = await customerWithSubscription();
    const before = await t.userRow(user.id);
    const forged = await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub()),
      'whsec_someone_else',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Webhook signature verification failed.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: JSON.stringify(subscriptionEvent('customer.subscription.updated', sub())),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.userRow(user.id)).toEqual(before);
  });

  it('leaves the trial running while the first payment is incomplete', async () => {
    const { user, label, sub } = await customerWithSubscription();
    const res = await t.sendEvent(
      subscriptionEvent('customer.subscription.created', sub({ status: 'incomplete' })),
    );
    expect(res.statusCode).toBe(200);
    expect(await t.userRow(user.id)).toMatchObject({
      subscriptionStatus: 'trialing',
      planKey: null,
    });
    expect(await label()).toBe('Free trial · 30 days left');
  });

  it("keeps the trial label while Stripe's subscription is trialing, with the plan chosen", async () => {
    const { user, label, sub } = await customerWithSubscription();
    await t.sendEvent(
      subscriptionEvent('customer.subscription.created', sub({ status: 'trialing' })),
    );
    expect(await t.userRow(user.id)).toMatchObject({
      subscriptionStatus: 'trialing',
      planKey: 'essential_family',
    });
    expect(await label()).toBe('Free trial · 30 days left');
  });

  it('activates the plan, interval and period end when Stripe reports it active', async () => {
    const { user, label, sub } = await customerWithSubscription();
    const periodEnd = new Date(Date.now() + 365 * DAY);
    const res = await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub({ price: 'price_cf_y', periodEnd })),
    );
    expect(res.statusCode).toBe(200);
    const row = await t.userRow(user.id);
    expect(row).toMatchObject({
      planKey: 'complete_family',
      billingInterval: 'year',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(row.currentPeriodEnd?.getTime()).toBe(seconds(periodEnd));
    expect(await label()).toBe('Family Complete');
  });

  it('records cancel-at-period-end, past_due, and the end of the subscription', async () => {
    const { user, label, sub } = await customerWithSubscription();
    await t.sendEvent(subscriptionEvent('customer.subscription.created', sub()));
    await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub({ cancelAtPeriodEnd: true })),
    );
    expect((await t.userRow(user.id)).cancelAtPeriodEnd).toBe(true);
    await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub({ status: 'past_due' })),
    );
    expect((await t.userRow(user.id)).subscriptionStatus).toBe('past_due');
    expect(await label()).toBe('Family Essential');

    await t.setUser(user.id, { trialEndsAt: new Date(Date.now() - DAY) });
    const res = await t.sendEvent(
      subscriptionEvent('customer.subscription.deleted', sub({ status: 'canceled' })),
    );
    expect(res.statusCode).toBe(200);
    expect(await t.userRow(user.id)).toMatchObject({
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect(await label()).toBe('Subscription canceled');
  });

  it('ignores events about another subscription than the one the user has', async () => {
    const { user, sub } = await customerWithSubscription();
    const before = await t.userRow(user.id);
    const res = await t.sendEvent(
      subscriptionEvent(
        'customer.subscription.deleted',
        sub({ id: 'sub_old_attempt', status: 'incomplete_expired' }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await t.userRow(user.id)).toEqual(before);
  });

  it('adopts a running subscription whose event overtook the request storing its id', async () => {
    const { user, sub } = await customerWithSubscription();
    const res = await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub({ id: 'sub_B', status: 'active' })),
    );
    expect(res.statusCode).toBe(200);
    expect(await t.userRow(user.id)).toMatchObject({
      stripeSubscriptionId: 'sub_B',
      subscriptionStatus: 'active',
      planKey: 'essential_family',
    });
  });

  it('keeps a downgraded plan until the period rolls over, then applies it', async () => {
    const { user, sub } = await customerWithSubscription();
    const periodEnd = new Date(Date.now() + 10 * DAY);
    await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub({ price: 'price_cf_m', periodEnd })),
    );
    await t.setUser(user.id, { pendingPlanKey: 'essential_family' });
    // Stripe reports the lower price at once (proration none), in the same period.
    await t.sendEvent(
      subscriptionEvent('customer.subscription.updated', sub({ price: 'price_ef_m', periodEnd })),
    );
    expect(await t.userRow(user.id)).toMatchObject({
      planKey: 'complete_family',
      pendingPlanKey: 'essential_family',
    });
    const next = new Date(periodEnd.getTime() + 30 * DAY);
    await t.sendEvent(
      subscriptionEvent(
        'customer.subscription.updated',
        sub({ price: 'price_ef_m', periodEnd: next }),
      ),
    );
    expect(await t.userRow(user.id)).toMatchObject({
      planKey: 'essential_family',
      pendingPlanKey: null,
    });
  });

  it("acts on the subscription as Stripe holds it now, not on a late event's copy", async () => {
    const { user, sub } = await customerWithSubscription();
    const now = subscriptionEvent(
      'customer.subscription.updated',
      sub({ cancelAtPeriodEnd: true }),
    );
    t.stub.seed(now.data.object);
    const late = subscriptionEvent('customer.subscription.created', sub({ status: 'incomplete' }));
    const res = await t.sendEvent(late, undefined, false);
    expect(res.statusCode).toBe(200);
    expect(await t.userRow(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(t.stub.callsTo('GET', '/v1/subscriptions/sub_A').length).toBeGreaterThan(0);
  });

  it('answers 502 (so Stripe retries) and changes nothing when Stripe cannot be asked', async () => {
    const { user, sub } = await customerWithSubscription();
    const before = await t.userRow(user.id);
    t.stub.failNext('No such subscription', 404, 'invalid_request_error');
    const res = await t.sendEvent(subscriptionEvent('customer.subscription.updated', sub()));
    expect(res.statusCode).toBe(502);
    expect(await t.userRow(user.id)).toEqual(before);
  });

  it('answers other event types without acting on them', async () => {
    const res = await t.sendEvent({
      id: 'evt_x',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_1', object: 'invoice' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});
