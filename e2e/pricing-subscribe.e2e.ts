import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANNUAL_PLAN_TERMS } from '../src/domain/pricing';
import { launchBrowser, newPage, newPerson, submitSignUpForm } from './support/browser';

// The shared e2e server runs without Stripe: the self-hosted state, where the subscribe page
// says plainly that online payment is not set up (pricing-subscribe-stripe.e2e.ts covers Stripe).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signUpHere(page: Page, person: ReturnType<typeof newPerson>) {
  await submitSignUpForm(page, person);
  // The recovery key page comes first, then returnTo (e2e/recovery-key.e2e.ts tests it).
  await page.getByLabel('I have saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

it('goes from pricing through sign-up back to the subscribe page with the chosen plan', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/pricing');
  await page.getByRole('heading', { name: 'Estate Planning That Fits Your Budget' }).waitFor();
  const familyComplete = page.getByRole('article', { name: 'Family Complete' });
  expect(await familyComplete.innerText()).toContain('$45');
  expect(await familyComplete.innerText()).toContain('Recommended');
  expect(await familyComplete.innerText()).toContain('Up to 15 family members');
  // Plans differ by limits and AI allowance only; no support nothing backs is promised.
  expect(await familyComplete.innerText()).toContain('150 AI assistant messages a day');
  const essential = page.getByRole('article', { name: 'Individual Essential' });
  expect(await essential.innerText()).toContain(
    'All 12 planning areas, business interests included',
  );
  const everything = await page.locator('body').innerText();
  for (const unbacked of ['Chat support', 'Phone support', 'success manager', 'Quarterly reviews'])
    expect(everything).not.toContain(unbacked);
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
  // Beside the spec's words, for an annual plan: what they mean for a year paid up front.
  await page.getByText(ANNUAL_PLAN_TERMS).waitFor();
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
  // Only account types the Banking screen offers (there is no credit account type).
  expect(await areas.filter({ hasText: 'Banking' }).innerText()).toContain(
    'Checking, savings, money market, CDs and trust accounts',
  );
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
  ).toBe('/auth?tab=register');
  await context.close();
});
