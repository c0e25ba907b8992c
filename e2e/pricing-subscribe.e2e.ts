import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_JS } from '../src/server/billing/testing/fake-stripe-js';
import { startStripeStub, type StripeStub } from '../src/server/billing/testing/stripe-stub';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';

// The shared e2e server runs without Stripe: the self-hosted state, where the subscribe page
// says plainly that online payment is not set up (the configured API is covered by API tests).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signUpHere(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(person.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

it('goes from pricing through sign-up back to the subscribe page with the chosen plan', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/pricing');
  await page.getByRole('heading', { name: 'Estate Planning That Fits Your Budget' }).waitFor();
  const familyComplete = page.getByRole('article', { name: 'Family Complete' });
  expect(await familyComplete.innerText()).toContain('$45');
  expect(await familyComplete.innerText()).toContain('Recommended');
  expect(await familyComplete.innerText()).toContain('Up to 15 family members');
  await page.getByRole('radio', { name: /Annual/ }).click();
  await familyComplete.getByText('Save $48/year').waitFor();
  expect(await familyComplete.innerText()).toContain('$41');
  await page.getByText('Try free for 30 days • No credit card required • Cancel anytime').waitFor();
  expect(await page.getByRole('group').count()).toBe(4); // the four FAQ topics

  await familyComplete.getByRole('link', { name: /Start Free Trial/ }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === '/auth' &&
      url.searchParams.get('returnTo') === '/subscribe?plan=complete_family&interval=year',
  );
  await signUpHere(page, newPerson());
  await page.waitForURL((url) => url.pathname === '/subscribe');
  await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
  expect(await page.getByTestId('plan-banner').innerText()).toBe(
    'Subscribing to: Family Complete - $41/month, billed annually ($492/year)',
  );
  await page.getByText('Online payment is not set up on this server.').waitFor();
  expect(await page.getByRole('button', { name: 'Start Subscription' }).count()).toBe(0);
  await page.getByText('You can cancel anytime. No long-term commitments.').waitFor();
  expect(
    await page.getByRole('link', { name: '← Back to pricing plans' }).getAttribute('href'),
  ).toBe('/pricing');

  // Account Settings says the same, with the trial's real end.
  await page.goto('/settings');
  await page.getByTestId('plan-label').getByText('Free trial · 30 days left').waitFor();
  await page
    .getByText('Online payment is not set up on this server, so no plan limits apply.')
    .waitFor();
  await context.close();
});

it("shows 'No Plan Selected' for a missing or unknown plan", async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/auth');
  await signUpHere(page, newPerson());
  await page.waitForURL((url) => url.pathname === '/');
  for (const query of ['', '?plan=gold']) {
    await page.goto(`/subscribe${query}`);
    await page.getByRole('heading', { name: 'No Plan Selected' }).waitFor();
    expect(await page.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
  }
  await context.close();
});

it('shows the marketing page with all twelve areas and its calls to action', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/marketing');
  await page
    .getByRole('heading', { name: 'Everything Your Family Will Need to Know, in One Secure Place' })
    .waitFor();
  const areas = page.locator('#areas > ul > li');
  expect(await areas.count()).toBe(12);
  await page.getByRole('heading', { name: 'Organised in Three Steps' }).waitFor();
  await page.getByRole('heading', { name: 'AES-256-GCM Encryption' }).waitFor();
  expect(
    await page.getByRole('link', { name: 'See Pricing & Plans' }).first().getAttribute('href'),
  ).toBe('/pricing');
  expect(
    await page
      .getByRole('main')
      .getByRole('link', { name: /Get Started/ })
      .first()
      .getAttribute('href'),
  ).toBe('/auth');
  await context.close();
});

// With Stripe configured: a second server of our own pointed at the local Stripe API stub, and
// Stripe.js replaced by a stand-in served on its own URL (js.stripe.com is out of reach here).

const WEBHOOK_SECRET = 'whsec_e2e';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startBillingServer(stripeApi: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-e2e-billing-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ESSENTIAL_INDIVIDUAL_MONTHLY: 'price_ei_m',
      STRIPE_API_BASE: stripeApi,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  for (let i = 0; ; i++) {
    const status = await fetch(`${url}/api/user`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401) break;
    if (i > 300 || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('with Stripe configured', () => {
  let stub: StripeStub;
  let server: Awaited<ReturnType<typeof startBillingServer>>;
  beforeAll(async () => {
    stub = await startStripeStub();
    server = await startBillingServer(`http://127.0.0.1:${stub.api.port}`);
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
    await page.waitForURL((url) => url.pathname === '/');

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
      },
    ]);
    await context.close();
  });

  it('shows the plan limit the server enforces when adding past it', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const { page } = await openSubscribe(context);
    const res = await context.request.post('/api/create-subscription', {
      data: { priceId: 'essential_individual', paymentMethodId: 'pm_fake_visa' },
    });
    expect(res.status()).toBe(200);
    // Stripe reports the subscription active: a signed webhook, as Stripe would send it.
    const created = stub.callsTo('POST', '/v1/subscriptions').at(-1)!;
    const stubSub = stub.subscriptionFor(created.body.customer!)!;
    const payload = JSON.stringify({
      id: 'evt_e2e',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { ...stubSub, status: 'active' } },
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
