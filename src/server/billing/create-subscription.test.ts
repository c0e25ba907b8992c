import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs } from '../db/schema';
import { createTestApp, signUp } from '../testing/test-app';
import { createBillingTestApp } from './testing/billing-test-app';

let t: Awaited<ReturnType<typeof createBillingTestApp>>;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const subscribe = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload,
    headers: cookie ? { cookie } : {},
  });

const DAY = 86_400_000;

describe('POST /api/create-subscription', () => {
  it('answers 401 when signed out and calls Stripe for nothing', async () => {
    const before = t.stub.calls.length;
    const res = await subscribe(undefined, {
      priceId: 'essential_family',
      paymentMethodId: 'pm_1',
    });
    expect(res.statusCode).toBe(401);
    expect(t.stub.calls.length).toBe(before);
  });

  it('refuses an unknown plan or a raw Stripe price id, naming the problem', async () => {
    const { cookie, user } = await signUp(t.app);
    const before = t.stub.calls.length;
    for (const priceId of ['gold_plan', 'price_ef_m']) {
      const res = await subscribe(cookie, { priceId, paymentMethodId: 'pm_card_visa' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `Unknown plan "${priceId}". Choose one of: essential_individual, essential_family, complete_individual, complete_family, premium_individual, premium_family.`,
      );
    }
    const badCard = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'x' });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().message).toContain('paymentMethodId');
    expect(t.stub.calls.length).toBe(before);
    expect((await t.userRow(user.id)).stripeCustomerId).toBeNull();
  });

  it('maps plan key and interval to the configured price and answers the client secret', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.setUser(user.id, { trialEndsAt: new Date(Date.now() - DAY) });
    const monthly = await subscribe(cookie, {
      priceId: 'complete_family',
      paymentMethodId: 'pm_card_visa',
    });
    expect(monthly.statusCode).toBe(200);
    const created = t.stub.callsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(created.body['items[0][price]']).toBe('price_cf_m');
    expect(created.body.currency).toBe('usd'); // set explicitly, not left to the price
    expect(created.body['expand[0]']).toBe('latest_invoice.confirmation_secret');
    expect(created.body.trial_end).toBeUndefined();
    expect(created.body['metadata[userId]']).toBe(user.id);
    const subId = (await t.userRow(user.id)).stripeSubscriptionId!;
    expect(monthly.json()).toEqual({ clientSecret: `pi_${subId}_secret_stub` });

    const annual = await subscribe(cookie, {
      priceId: 'essential_individual',
      paymentMethodId: 'pm_card_visa',
      interval: 'year',
    });
    expect(annual.statusCode).toBe(200);
    expect(t.stub.callsTo('POST', '/v1/subscriptions').at(-1)!.body['items[0][price]']).toBe(
      'price_ei_y',
    );
    // Paying starts nothing by itself: the plan follows Stripe's webhook once payment succeeds.
    expect((await t.userRow(user.id)).planKey).toBeNull();
    const [log] = (await t.context.db.select().from(systemLogs)).filter(
      (l) => l.action === 'billing.subscribe' && l.userId === user.id,
    );
    expect(log?.message).toBe('Started a subscription to Family Complete billed monthly');
  });

  it('in the free trial, saves the card and bills from the end of the trial', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_1' });
    expect(res.statusCode).toBe(200);
    const row = await t.userRow(user.id);
    const created = t.stub.callsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(Number(created.body.trial_end)).toBe(Math.floor(row.trialEndsAt!.getTime() / 1000));
    expect(res.json()).toEqual({ clientSecret: `seti_${row.stripeSubscriptionId}_secret_stub` });
  });

  it('creates the Stripe customer once per user, however often they subscribe', async () => {
    const { cookie, user } = await signUp(t.app);
    const customersBefore = t.stub.callsTo('POST', '/v1/customers').length;
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_a' });
      expect(res.statusCode).toBe(200);
    }
    const customerCalls = t.stub.callsTo('POST', '/v1/customers');
    expect(customerCalls.length).toBe(customersBefore + 1);
    expect(customerCalls.at(-1)!.idempotencyKey).toBe(`kinfolio-customer-${user.id}`);
    const customerId = (await t.userRow(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const attach = t.stub.callsTo('POST', '/v1/payment_methods/pm_a/attach').at(-1)!;
    expect(attach.body.customer).toBe(customerId);
  });

  it("passes a declined card's message on and stores no subscription", async () => {
    const { cookie, user } = await signUp(t.app);
    t.stub.failNext('Your card was declined.');
    const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_x' });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect((await t.userRow(user.id)).stripeSubscriptionId).toBeNull();
  });

  it("answers 'Failed to create subscription' when Stripe fails otherwise", async () => {
    const { cookie } = await signUp(t.app);
    t.stub.failNext('Invalid API Key provided: sk_test_***', 401, 'invalid_request_error');
    const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_x' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to create subscription');
  });

  it('says so when a plan has no price configured for that interval', async () => {
    const { cookie } = await signUp(t.app);
    const res = await subscribe(cookie, {
      priceId: 'premium_family',
      paymentMethodId: 'pm_x',
      interval: 'year',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Online payment for Family Premium billed annually is not set up on this server.',
    );
  });
});

describe('plan changes and cancelling', () => {
  async function subscriber(planKey: string) {
    const { cookie, user } = await signUp(t.app);
    expect(
      (await subscribe(cookie, { priceId: planKey, paymentMethodId: 'pm_card' })).statusCode,
    ).toBe(200);
    const periodEnd = new Date(Date.now() + 20 * DAY);
    await t.setUser(user.id, {
      subscriptionStatus: 'active',
      planKey,
      billingInterval: 'month',
      currentPeriodEnd: periodEnd,
    });
    return { cookie, user, subId: (await t.userRow(user.id)).stripeSubscriptionId! };
  }

  it('applies an upgrade at once, with proration', async () => {
    const { cookie, user, subId } = await subscriber('essential_family');
    const res = await subscribe(cookie, { priceId: 'complete_family', paymentMethodId: 'pm_2' });
    expect(res.statusCode).toBe(200);
    const update = t.stub.callsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!;
    expect(update.body['items[0][price]']).toBe('price_cf_m');
    expect(update.body.proration_behavior).toBe('always_invoice');
    expect(await t.userRow(user.id)).toMatchObject({
      planKey: 'complete_family',
      pendingPlanKey: null,
    });
    expect(t.stub.callsTo('POST', '/v1/subscriptions').length).toBeGreaterThan(0);
  });

  it('keeps the current plan until the next cycle on a downgrade', async () => {
    const { cookie, user, subId } = await subscriber('complete_family');
    const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_2' });
    expect(res.statusCode).toBe(200);
    const update = t.stub.callsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!;
    expect(update.body.proration_behavior).toBe('none');
    expect(await t.userRow(user.id)).toMatchObject({
      planKey: 'complete_family',
      pendingPlanKey: 'essential_family',
    });
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: { cookie },
    });
    expect(view.json()).toMatchObject({
      planName: 'Family Complete',
      pendingPlanName: 'Family Essential',
      status: 'active',
    });
  });

  it('cancels at the period end, once, and says so', async () => {
    const { cookie, user, subId } = await subscriber('complete_individual');
    const cancel = () =>
      t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: { cookie } });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelAtPeriodEnd).toBe(true);
    const update = t.stub.callsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!;
    expect(update.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await t.userRow(user.id)).cancelAtPeriodEnd).toBe(true);
    const again = await cancel();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your subscription is already set to end at the period end.');
    // The plan runs to the end of the paid period.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().plan.label).toBe('Individual Complete');
  });

  it('undoes a pending cancel when the same plan is chosen again', async () => {
    const { cookie, user, subId } = await subscriber('essential_family');
    await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: { cookie } });
    const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_3' });
    expect(res.statusCode).toBe(200);
    const update = t.stub.callsTo('POST', `/v1/subscriptions/${subId}`).at(-1)!;
    expect(update.body.cancel_at_period_end).toBe('false');
    expect(await t.userRow(user.id)).toMatchObject({
      cancelAtPeriodEnd: false,
      planKey: 'essential_family',
    });
    const again = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You are already subscribed to Family Essential.');
  });

  it('refuses to cancel without an active subscription', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/cancel',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You have no active subscription to cancel.');
  });
});

describe('rate limit', () => {
  it('answers 429 after 10 subscribe attempts a minute from one account', async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      t.stub.failNext('Your card was declined.');
      const res = await subscribe(cookie, { priceId: 'essential_family', paymentMethodId: 'pm_x' });
      expect(res.statusCode).toBe(402);
    }
    const before = t.stub.calls.length;
    const blocked = await subscribe(cookie, {
      priceId: 'essential_family',
      paymentMethodId: 'pm_x',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
    expect(t.stub.calls.length).toBe(before);
  });
});

describe('billing configuration', () => {
  it('tells the client whether payment is set up, with the publishable key only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(res.json()).toMatchObject({ configured: true, publishableKey: 'pk_test_kinfolio' });
    expect(res.json().available).toMatchObject({
      complete_family: ['month', 'year'],
      premium_family: ['month'],
    });
    expect(res.body).not.toContain('sk_test');
    // JSON gets the strict API policy, not the page's (which would allow Stripe.js).
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('on a self-hosted install: not configured, and subscribing answers 503', async () => {
    const plain = await createTestApp();
    try {
      const config = await plain.app.inject({ method: 'GET', url: '/api/billing/config' });
      expect(config.json()).toEqual({
        configured: false,
        publishableKey: null,
        available: {},
        checkoutUnavailable: null,
      });
      const { cookie } = await signUp(plain.app);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/create-subscription',
        payload: { priceId: 'essential_family', paymentMethodId: 'pm_1' },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Online payment is not set up on this server.');
    } finally {
      await plain.close();
    }
  });
});
