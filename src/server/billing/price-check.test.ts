import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type BillingConfig } from '../config';
import { createTestApp, signUp } from '../testing/test-app';
import { request } from '../testing/request';
import { CHECKOUT_UNAVAILABLE, startPayments } from './price-check';
import { TEST_PRICES, WEBHOOK_SECRET } from './testing/billing-test-app';
import { startStripeStub, type StripeStub } from './testing/stripe-stub';

/**
 * Payments are in USD, set explicitly: at start every configured price is fetched from Stripe
 * with a timeout; a price in another currency stops the start naming it; Stripe out of reach
 * turns checkout off with a message and the server runs on.
 */

const stubs: StripeStub[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const stub of stubs.splice(0)) await stub.close();
});

async function stub(options?: Parameters<typeof startStripeStub>[0]) {
  const s = await startStripeStub(options);
  stubs.push(s);
  return s;
}

const billingFor = (s: StripeStub, priceCheck = { timeoutMs: 2_000, retryAfterMs: 60_000 }) =>
  ({
    secretKey: 'sk_test_kinfolio',
    publishableKey: 'pk_test_kinfolio',
    webhookSecret: WEBHOOK_SECRET,
    prices: TEST_PRICES,
    api: s.api,
    priceCheck,
  }) satisfies BillingConfig;

/** The start as main.ts runs it (no database is opened before the check). */
async function start(billing: BillingConfig) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-price-check-'));
  closers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), serveWeb: false };
  return buildApp({ ...config, billing }, { logger: false });
}

async function testApp(billing: BillingConfig) {
  const t = await createTestApp({ billing });
  closers.push(t.close);
  return t;
}

const config = async (t: Awaited<ReturnType<typeof testApp>>) =>
  (await t.app.inject({ method: 'GET', url: '/api/billing/config' })).json();

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the start’s price check', () => {
  it('fetches every configured price once, and offers checkout when all are in USD', async () => {
    const s = await stub();
    const payments = await startPayments(billingFor(s), log);
    const fetched = s.callsTo('GET', /^\/v1\/prices\//).map((c) => c.path.split('/').pop());
    expect(fetched.sort()).toEqual(
      Object.values(TEST_PRICES)
        .flatMap((byInterval) => Object.values(byInterval ?? {}))
        .sort(),
    );
    expect(payments?.checkoutUnavailable()).toBeNull();
  });

  it('stops the start naming a price in another currency', async () => {
    const s = await stub({ currencies: { price_cf_y: 'eur' } });
    await expect(start(billingFor(s))).rejects.toThrow(
      'Invalid environment: STRIPE_PRICE_COMPLETE_FAMILY_ANNUAL: the Stripe price price_cf_y is in EUR; payments are in USD, so give the id of a USD price',
    );
  });

  it('stops the start naming a price Stripe does not have, or a refused key', async () => {
    const missing = await stub({ missingPrices: ['price_ei_m'] });
    await expect(start(billingFor(missing))).rejects.toThrow(
      'STRIPE_PRICE_ESSENTIAL_INDIVIDUAL_MONTHLY: Stripe has no price price_ei_m',
    );
    const refusing = await stub();
    refusing.failNext('Invalid API Key provided: sk_test_****lio', 401, 'invalid_request_error');
    await expect(start(billingFor(refusing))).rejects.toThrow(
      'Invalid environment: STRIPE_SECRET_KEY: Stripe refused the key',
    );
  });

  it('starts without checkout when Stripe cannot be reached, and says why', async () => {
    const s = await stub();
    s.setOutage('drop');
    const t = await testApp(billingFor(s));
    expect(await config(t)).toMatchObject({
      configured: true,
      checkoutUnavailable: CHECKOUT_UNAVAILABLE,
    });
    const { cookie } = await signUp(t.app); // the rest of the server works
    const me = request(t.app, cookie);
    expect((await me.get('/api/user')).statusCode).toBe(200);
    const res = await me.post('/api/create-subscription', {
      priceId: 'essential_individual',
      paymentMethodId: 'pm_card_visa',
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: CHECKOUT_UNAVAILABLE });
    expect(s.callsTo('POST', '/v1/subscriptions')).toEqual([]);
  });

  // The bound is a liveness check, far above the 300 ms asked for, far below Stripe's own 20 s.
  it(
    'does not wait longer than its timeout for a Stripe that never answers',
    { timeout: 8_000 },
    async () => {
      const s = await stub();
      s.setOutage('hang');
      const payments = await startPayments(
        billingFor(s, { timeoutMs: 300, retryAfterMs: 60_000 }),
        log,
      );
      expect(payments?.checkoutUnavailable()).toBe(CHECKOUT_UNAVAILABLE);
    },
  );

  it('asks Stripe again later, and offers checkout once it answers', async () => {
    const s = await stub();
    s.setOutage('drop');
    const payments = await startPayments(billingFor(s, { timeoutMs: 2_000, retryAfterMs: 0 }), log);
    expect(payments?.checkoutUnavailable()).toBe(CHECKOUT_UNAVAILABLE);
    s.setOutage(null);
    await vi.waitFor(() => expect(payments?.checkoutUnavailable()).toBeNull(), {
      timeout: 10_000,
      interval: 50,
    });
  });
});
