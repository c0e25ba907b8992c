import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, localClock } from '../src/domain/reminder-dates';
import { launchBrowser, newPage, newPerson, startApplication } from './support/browser';

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

// Issue 41: the picker offers the US zones by their everyday names first, this browser's zone
// preselected, and a search over the rest; at a laptop's width and a phone's.
for (const width of [1280, 390]) {
  it(`picks a time zone by its everyday name or by searching, at ${width} px`, async () => {
    const { page, context } = await newPage(
      browser,
      { width, height: width > 500 ? 900 : 844 },
      'America/Phoenix',
    );
    expect((await page.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
    await page.goto('/preferences');
    await startApplication(page);
    const zone = page.getByLabel('Time zone', { exact: true });
    // This browser's zone, by the name a family uses for it.
    await expect
      .poll(() => zone.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text))
      .toBe('Mountain Time – Arizona');
    const usNames = await zone
      .locator('optgroup[label="United States"] option')
      .evaluateAll((options) => options.map((o) => o.textContent));
    expect(usNames.slice(0, 7)).toEqual([
      'Eastern Time',
      'Central Time',
      'Mountain Time',
      'Mountain Time – Arizona',
      'Pacific Time',
      'Alaska Time',
      'Hawaii Time',
    ]);
    expect(await zone.locator('option', { hasText: 'America/' }).count()).toBe(0);

    // Search narrows the other zones; the choice is saved by its real name.
    await page.getByRole('searchbox', { name: 'Search other time zones' }).fill('la rioja');
    await page.getByText('1 other time zone matches.').waitFor();
    await zone.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/places41-tz-${width}.png` });
    await zone.selectOption({ label: 'La Rioja, Argentina (America)' });
    await page.getByText('Days are counted in La Rioja, Argentina (America).').waitFor();
    expect((await (await page.request.get('/api/reminder-preferences')).json()).timeZone).toBe(
      'America/Argentina/La_Rioja',
    );

    // The US zones stay first whatever the search.
    await zone.selectOption({ label: 'Eastern Time' });
    await page.getByText('Days are counted in Eastern Time.').waitFor();
    expect((await (await page.request.get('/api/reminder-preferences')).json()).timeZone).toBe(
      'America/New_York',
    );
    await context.close();
  });
}
