import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const OFFLINE_DB = 'kinfolio-offline-copy';
const BANNER = 'Offline — showing the copy saved on this device. Changes are disabled.';

/** What the browser's own storage holds: IndexedDB names, cached URLs, localStorage keys. */
function storage(page: Page) {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((d) => d.name);
    const cacheNames = await caches.keys();
    const cachedUrls: string[] = [];
    for (const name of cacheNames) {
      for (const request of await (await caches.open(name)).keys()) cachedUrls.push(request.url);
    }
    return { databases, cacheNames, cachedUrls, localStorageKeys: Object.keys(localStorage) };
  });
}

/** The query keys saved in the offline copy (opened read-only; empty when there is none). */
function savedKeys(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<{ hash: string }[]>((resolve) => {
      const get = db.transaction('queries').objectStore('queries').getAll();
      get.onsuccess = () => resolve(get.result);
    });
    db.close();
    return rows.map((r) => r.hash);
  }, OFFLINE_DB);
}

async function setOfflineCopy(page: Page, on: boolean) {
  await page.goto('/preferences');
  const toggle = page.getByRole('switch', { name: 'Keep an offline copy on this device' });
  expect(await toggle.getAttribute('aria-checked')).toBe(String(!on));
  await toggle.click();
  // This switch, by name: Preferences has the reminder switches too.
  await page
    .getByRole('switch', { name: 'Keep an offline copy on this device', checked: on })
    .waitFor();
}

/** Opens /family and waits until its list is both on screen and in the offline copy. */
async function loadFamily(page: Page, name: string) {
  await page.goto('/family');
  await page.getByRole('heading', { name }).waitFor();
  await expect
    .poll(() => savedKeys(page), { timeout: 5000 })
    .toEqual(expect.arrayContaining(['["/api/family-members"]', '["/api/user"]']));
}

it('keeps an offline copy when asked, shows it offline, and erases it at sign-out', async () => {
  const { page, context } = await newPage(browser, { width: 390, height: 844 });
  const person = newPerson();
  expect((await page.request.post('/api/register', { data: person })).status()).toBe(201);
  const member = { name: 'Nia Offline', relationship: 'Child' };
  expect((await page.request.post('/api/family-members', { data: member })).status()).toBe(201);

  // Off by default: loading a screen stores nothing of the user's.
  await page.goto('/family');
  await page.getByRole('heading', { name: member.name }).waitFor();
  expect((await storage(page)).databases).not.toContain(OFFLINE_DB);

  await setOfflineCopy(page, true);
  // The installed worker precaches the shell: it answers offline reloads.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await loadFamily(page, member.name);

  await context.setOffline(true);
  await page.reload();
  await page.getByText(BANNER).waitFor();
  await page.getByRole('heading', { name: member.name }).waitFor();
  expect(page.url()).toMatch(/\/family$/);
  expect(await page.getByRole('button', { name: `Edit ${member.name}` }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Add Family Member' }).first().isDisabled()).toBe(
    true,
  );
  // Nothing of the user's went into Cache Storage: the worker never caches /api answers.
  const offline = await storage(page);
  expect(offline.cacheNames.some((n) => n.startsWith('kinfolio-shell-'))).toBe(true);
  expect(offline.cachedUrls.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([]);

  await context.setOffline(false);
  await page.getByText(BANNER).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('heading', { name: 'Your Financial Legacy Starts Here' }).waitFor();

  const after = await storage(page);
  expect(after.databases).not.toContain(OFFLINE_DB);
  expect(after.cachedUrls.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([]);
  expect(after.localStorageKeys).not.toContain('kinfolio.offline-copy');

  // Signed out and offline: the shell still opens, but no record and no sign-in redirect loop.
  await context.setOffline(true);
  await page.goto('/family');
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  expect(await page.getByText(member.name).count()).toBe(0);
  await context.close();
});

it('erases the copy when the option is turned off', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  expect((await page.request.post('/api/register', { data: person })).status()).toBe(201);
  const member = { name: 'Omar Switch', relationship: 'Spouse' };
  expect((await page.request.post('/api/family-members', { data: member })).status()).toBe(201);

  await setOfflineCopy(page, true);
  await loadFamily(page, member.name);
  expect((await storage(page)).databases).toContain(OFFLINE_DB);

  await setOfflineCopy(page, false);
  expect((await storage(page)).databases).not.toContain(OFFLINE_DB);
  expect(await savedKeys(page)).toEqual([]);

  // Offline now shows the plain banner (no copy) and nothing is restored after a reload.
  await context.setOffline(true);
  await page.goto('/family');
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  expect(await page.getByText(member.name).count()).toBe(0);
  await context.close();
});
