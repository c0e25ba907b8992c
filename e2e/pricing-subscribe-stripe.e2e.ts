import type { Browser, BrowserContext } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_JS } from '../src/server/billing/testing/fake-stripe-js';
import { startStripeStub, type StripeStub } from '../src/server/billing/testing/stripe-stub';
import { launchBrowser, newPerson, toastText } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// With Stripe configured: a second server of our own pointed at the local Stripe API stub, and
// Stripe.js replaced by a stand-in served on its own URL (js.stripe.com is out of reach here).

const WEBHOOK_SECRET = 'whsec_e2e';

describe('with Stripe configured', () => {
  let stub: StripeStub;
  let server: RunningServer;
  beforeAll(async () => {
    stub = await startStripeStub();
    server = await startServer({
      name: 'billing',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ESSENTIAL_INDIVIDUAL_MONTHLY: 'price_ei_m',
        STRIPE_API_BASE: `http://127.0.0.1:${stub.api.port}`,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  async function openSubscribe(context: BrowserContext) {
    await context.route(/^https:\/\/js\.stripe\.com\//, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
    );
    const person = newPerson();
    expect((await context.request.post('/api/register', { data: person })).status()).toBe(201);
    const page = await context.newPage();
    await page.goto('/subscribe?plan=essential_individual');
    await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
    return { page, person };
  }

  it('subscribes with the card form: disabled until ready, the spec toasts, back to the dashboard', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const { page, person } = await openSubscribe(context);
    const submit = page.getByRole('button', { name: 'Start Subscription' });
    await page.getByLabel('Card number').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.evaluate(() =>
      (window as never as { __stripeFake: { ready(): void } }).__stripeFake.ready(),
    );
    await page.waitForFunction(
      () => !(document.querySelector('button[type=submit]') as HTMLButtonElement).disabled,
    );

    // The card form's own validation message is the failure's description.
    await page.getByLabel('Card number').fill('4000');
    await submit.click();
    expect(await toastText(page, 'Subscription Failed')).toContain(
      'Your card number is incomplete.',
    );

    // Signed out meanwhile: the server's 401 becomes the spec's message.
    await context.clearCookies();
    await page.getByLabel('Card number').fill('4242424242424242');
    await submit.click();
    expect(
      await toastText(page, 'Authentication required. Please log in and try again.'),
    ).toContain('Subscription Failed');
    const login = await context.request.post('/api/login', {
      data: { username: person.username, password: person.password },
    });
    expect(login.status()).toBe(200);

    await submit.click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    await page.waitForFunction(
      () =>
        (window as never as { __stripeFake: { confirmations: unknown[] } }).__stripeFake
          .confirmations.length === 1,
    );
    await page.evaluate(() =>
      (window as never as { __stripeFake: { release(): void } }).__stripeFake.release(),
    );
    expect(await toastText(page, 'Subscription Created!')).toContain(
      "Welcome to Individual Essential! You're ready to start organizing your family's future.",
    );
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The server mapped the plan to its price and, in the trial, saved the card for the trial's end.
    const created = stub.callsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(created.body['items[0][price]']).toBe('price_ei_m');
    expect(created.body.trial_end).toBeDefined();
    const confirmations = await page.evaluate(
      () =>
        (window as never as { __stripeFake: { confirmations: unknown[] } }).__stripeFake
          .confirmations,
    );
    expect(confirmations).toEqual([
      {
        kind: 'setup',
        secret: expect.stringMatching(/^seti_.*_secret_stub$/),
        paymentMethod: 'pm_fake_visa',
        returnUrl: `${server.url}/dashboard`,
      },
    ]);
    await context.close();
  });

  it('offers no card form for a plan this server has no Stripe price for', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const { page } = await openSubscribe(context);
    await page.goto('/subscribe?plan=complete_family&interval=year');
    await page
      .getByText('Family Complete billed annually cannot be bought online on this server.')
      .waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await context.close();
  });

  it('shows the plan limit the server enforces when adding past it', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const { page } = await openSubscribe(context);
    const res = await context.request.post('/api/create-subscription', {
      data: { priceId: 'essential_individual', paymentMethodId: 'pm_fake_visa' },
    });
    expect(res.status()).toBe(200);
    // The subscription becomes active at Stripe, which says so in a signed webhook.
    const created = stub.callsTo('POST', '/v1/subscriptions').at(-1)!;
    const stubSub = { ...stub.subscriptionFor(created.body.customer!)!, status: 'active' };
    stub.seed(stubSub);
    const payload = JSON.stringify({
      id: 'evt_e2e',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: stubSub },
    });
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const hook = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(hook.status).toBe(200);

    for (const name of ['Ada', 'Ben'])
      expect(
        (
          await context.request.post('/api/family-members', {
            data: { name, relationship: 'Child' },
          })
        ).status(),
      ).toBe(201);
    await page.goto('/family');
    await page.getByRole('button', { name: 'Add Family Member', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name', { exact: true }).fill('Cleo');
    await dialog.getByLabel('Relationship', { exact: true }).selectOption('Child');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(
      await toastText(page, 'Your Individual Essential plan allows up to 2 family members.'),
    ).toContain('Upgrade to Family Essential for up to 5 family members.');

    await page.goto('/settings');
    await page.getByText('Individual Essential, billed monthly.').waitFor();
    await page.getByText(/^Next billing date: /).waitFor();
    await context.close();
  });
});
