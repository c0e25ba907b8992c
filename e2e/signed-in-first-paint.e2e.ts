import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPerson } from './support/browser';
import { differencesFromWholeStylesheet, STYLE_COMPARISON_TIMEOUT } from './support/inline-styles';
import { startServer, type RunningServer } from './support/server';

// Issue 32: a signed-in screen opened cold arrives rendered with its records (the server renders
// it with the person's answers, docs/decisions/022), and nothing of it outlives the session in a
// cache.
// Its own server, so that its service worker and caches are its own.
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ name: 'first-paint' })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(_browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  return { context, page: await context.newPage() };
}

/** Every URL in the page's Cache Storage, with whether its body names `text`. */
function cachedCopies(page: Page, text: string) {
  return page.evaluate(async (needle) => {
    const found: Array<{ url: string; names: boolean }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))!.text();
        found.push({ url: request.url, names: body.includes(needle) });
      }
    }
    return found;
  }, text);
}

it('a reload of a record list shows its rows without a second request; sign-out leaves no copy', async () => {
  const { page, context } = await newPage(browser, { width: 390, height: 844 });
  const person = newPerson();
  expect((await page.request.post('/api/register', { data: person })).status()).toBe(201);
  const names = ['Nia Firstpaint', 'Omar Firstpaint'];
  for (const name of names)
    expect(
      (
        await page.request.post('/api/family-members', { data: { name, relationship: 'Child' } })
      ).status(),
    ).toBe(201);

  await page.goto('/family');
  await page.getByRole('heading', { name: names[0] }).waitFor();
  // The service worker installed: a later reload goes through it, as a returning person's does.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The list's own request never answers from here on: the rows must come with the page.
  const asked: string[] = [];
  await page.route('**/api/family-members*', (route) => {
    asked.push(route.request().url());
    // Left hanging: an answer the page waited for would never come.
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.reload({ waitUntil: 'commit' });
  expect(response!.headers()['cache-control']).toBe('no-store');
  for (const name of names) await page.getByRole('heading', { name }).waitFor();

  // The application starts by itself right after the first paint (nobody touches the page),
  // from the same answers: its entry is fetched, and the list is never asked for.
  await expect.poll(() => scripts.some((script) => /\/assets\/index-/.test(script))).toBe(true);
  // The button works as it looks.
  await page.getByRole('button', { name: `Edit ${names[1]}` }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  for (const name of names) await page.getByRole('heading', { name }).waitFor();
  expect(asked).toEqual([]);
  await page.unroute('**/api/family-members*');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('heading', { name: 'Your Financial Legacy Starts Here' }).waitFor();

  // No page of records in the HTTP cache (a lookup that may only use the cache finds nothing),
  // nor in the service worker's caches.
  const fromHttpCache = await page.evaluate(async () => {
    try {
      const res = await fetch('/family', { cache: 'only-if-cached', mode: 'same-origin' });
      return res.status === 200 ? await res.text() : `status ${res.status}`;
    } catch {
      return 'not cached';
    }
  });
  expect(fromHttpCache).not.toContain(names[0]);
  const copies = await cachedCopies(page, names[0]);
  expect(copies.length).toBeGreaterThan(0); // the worker's shell is there...
  expect(copies.filter((c) => c.names)).toEqual([]); // ...with nothing of the person's
  expect(copies.filter((c) => new URL(c.url).pathname === '/family')).toEqual([]);

  // Back to the list: the browser asks again and, signed out, gets no records.
  await page.goBack();
  await page.waitForLoadState('domcontentloaded');
  expect(await page.getByText(names[0]).count()).toBe(0);
  await context.close();
});

it(
  'a signed-in screen carries only the style rules it uses, and looks exactly as with them all',
  async () => {
    const context = await browser.newContext({ baseURL: server.url });
    expect((await context.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
    expect(
      (
        await context.request.post('/api/family-members', {
          data: { name: 'Ines Styles', relationship: 'Sibling', email: 'ines@example.com' },
        })
      ).status(),
    ).toBe(201);
    const storageState = await context.storageState();
    await context.close();
    for (const path of ['/', '/family']) {
      const differences = await differencesFromWholeStylesheet(browser, path, {
        baseURL: server.url,
        storageState,
      });
      expect(differences.slice(0, 10), path).toEqual([]);
    }
  },
  2 * STYLE_COMPARISON_TIMEOUT,
);
