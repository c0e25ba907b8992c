import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, localClock } from '../src/domain/reminder-dates';
import { launchBrowser, newPage, newPerson } from './support/browser';

// The browser is in Kiritimati (UTC+14) while Preferences say Pago Pago (UTC-11): the browser's
// calendar is always a day or two ahead. Days count in the chosen zone, as the bell and the
// reminder email count them.
const BROWSER_ZONE = 'Pacific/Kiritimati';
const CHOSEN_ZONE = 'Pacific/Pago_Pago';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('counts Upcoming and the home card’s days in the zone chosen in Preferences', async () => {
  const { page, context } = await newPage(browser, { width: 1280, height: 900 }, BROWSER_ZONE);
  expect((await page.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
  const prefs = await page.request.put('/api/reminder-preferences', {
    data: { timeZone: CHOSEN_ZONE },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  const today = localClock(new Date(), CHOSEN_ZONE).date;
  const added = await page.request.post('/api/important-dates', {
    data: {
      title: 'Review the will with Ruth',
      eventDate: addDays(today, 3),
      eventType: 'Will Review',
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/upcoming');
  const entry = page.getByRole('listitem').filter({ hasText: 'Review the will with Ruth' });
  await entry.getByText(/Important date in 3 days/).waitFor();

  await page.goto('/');
  const card = page.locator('li').filter({ hasText: 'Review the will with Ruth' });
  await card.getByText('3 days', { exact: true }).waitFor();
  // The first signed-in page leaves a chosen zone alone.
  const after = await page.request.get('/api/reminder-preferences');
  expect((await after.json()).timeZone).toBe(CHOSEN_ZONE);
  await context.close();
});
