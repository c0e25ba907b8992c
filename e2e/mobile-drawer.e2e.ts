import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('at 390 px the header menu opens the drawer, which closes on a link click', async () => {
  const { page, context } = await newPage(browser, { width: 390, height: 844 });
  const person = newPerson();
  const res = await page.request.post('/api/register', { data: person });
  expect(res.status()).toBe(201);
  await page.goto('/');
  // Signed up a moment ago: a first visit (issue 30), not "Welcome back".
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
  // The desktop sidebar is hidden at this width.
  expect(await page.getByText('Financial Account Information').isVisible()).toBe(false);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('PROFESSIONAL', { exact: true }).waitFor();
  // The drawer names each place as the sidebar does (decision 027): one name for each place.
  expect(await drawer.getByText('Banking & Accounts').count()).toBe(0);
  await page.screenshot({ path: '/tmp/places41-drawer-390.png' });
  await drawer.getByRole('link', { name: 'Financial Account Information' }).click();
  await page.waitForURL('**/banking');
  await drawer.waitFor({ state: 'detached' });
  await context.close();
});
