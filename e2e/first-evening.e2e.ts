import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPerson, toastText } from './support/browser';
import { linkFromOutbox } from './support/outbox';

/**
 * A new owner's first evening (issue 30), on a phone and a laptop: sign-up with errors beside the
 * fields, the recovery key never covered, a first visit greeted as one, the assessment filling
 * the checklist, a few records, search and sort, the largest text size, and the guided start
 * fully ticked. Set E2E_SHOTS_DIR to keep a screenshot of each step.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SHOTS = process.env.E2E_SHOTS_DIR;
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#token=[A-Za-z0-9_-]+/;
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

/** Serious or critical accessibility problems axe finds in the page (or inside `scope`). */
async function axeProblems(page: Page, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (c: unknown) => Promise<AxeResult> } }).axe;
    type AxeResult = {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    const result = await axe.run(selector ? { include: [selector] } : document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, scope);
}

/** Nothing wider than the screen: no sideways scrolling, nothing cut off at the right edge. */
async function fitsTheScreen(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements past the right edge, to name in a failure.
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const past = (e: Element) => e.getBoundingClientRect().right > width + 0.5;
        return past(el) && ![...el.children].some(past);
      })
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, `the page scrolls sideways: ${culprits.join(' ')}`).toBe(0);
}

async function shot(page: Page, width: number, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${width}-${name}.png`), fullPage: true });
}

/** The toasts on screen (Radix's region items). */
const toasts = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications \(/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });

/** The step rows of the Getting started card that are ticked. */
async function stepsDone(page: Page): Promise<string[]> {
  const rows = page.locator('[data-testid^="getting-started-"][data-done="true"]');
  return (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).map(
    (id) => String(id).replace('getting-started-', ''),
  );
}

/** Someone the owner trusts, confirmed: an executor who can reach the records in an emergency. */
async function confirmExecutor(owner: APIRequestContext, ownerPassword: string) {
  const dataDir = inject('dataDir');
  const side = await browser.newContext({ baseURL: inject('baseUrl') });
  const grantee = newPerson();
  expect((await side.request.post('/api/register', { data: grantee })).status()).toBe(201);
  const confirm = tokenOf(await linkFromOutbox(dataDir, grantee.email, CONFIRM_LINK));
  const proved = await side.request.post('/api/email-confirmation/confirm', {
    data: { token: confirm },
  });
  expect(proved.status()).toBe(200);
  const invited = await owner.post('/api/trusted-people', {
    data: { email: grantee.email, role: 'executor', areas: 'all' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const grant = (await invited.json()) as { id: string };
  const token = tokenOf(await linkFromOutbox(dataDir, grantee.email, INVITATION_LINK));
  expect((await side.request.post('/api/invitations/accept', { data: { token } })).status()).toBe(
    200,
  );
  const confirmed = await owner.post(`/api/trusted-people/${grant.id}/confirm`, {
    data: { password: ownerPassword },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await side.close();
}

async function firstEvening(width: number) {
  const phone = width < 640;
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width, height: phone ? 844 : 900 },
    // axe is injected as a script tag; the app's CSP rightly refuses inline scripts.
    bypassCSP: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const person = newPerson();
  const taken = newPerson();
  expect((await context.request.post('/api/register', { data: taken })).status()).toBe(201);
  await context.clearCookies();

  // Sign-in: the field says it takes the email too; a wrong password is said beside the field.
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel');
  await signIn.getByLabel('Username or email').fill(taken.email);
  await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  const wrong = signIn.locator('#login-password-error');
  await wrong.getByText('Invalid username or password').waitFor();
  await shot(page, width, '01-sign-in-error');
  expect(await axeProblems(page, 'main, form')).toEqual([]);

  // Sign-up: a taken username is said beside Username, not only in a corner toast.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel');
  await signUp.getByLabel('First Name').fill(person.firstName);
  await signUp.getByLabel('Last Name').fill(person.lastName);
  await signUp.getByLabel('Username').fill(taken.username);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Password', { exact: true }).fill(person.password);
  await signUp.getByLabel('Confirm Password').fill(person.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await signUp
    .locator('#register-username-error')
    .getByText('This username is taken. Please choose another.')
    .waitFor();
  await shot(page, width, '02-sign-up-error');
  await signUp.getByLabel('Username').fill(person.username);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // The recovery key screen: no toast covers it, at any width; the kit is saved from here.
  await page.waitForURL((url) => url.pathname === '/save-recovery-key');
  await page.getByRole('button', { name: 'Download Emergency Kit' }).waitFor();
  await page.waitForTimeout(300); // a toast raised at sign-up would show by now
  expect(await toasts(page).count()).toBe(0);
  await shot(page, width, '03-recovery-key');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Emergency Kit' }).click();
  await download;
  expect(await toasts(page).count()).toBe(0);
  await page.getByLabel('I have saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Home: a first visit, the welcome toast now, the plain notice, the guided start.
  await toastText(page, 'Welcome to Kinfolio!');
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
  const notice = page.getByRole('region', {
    name: 'Nobody can reach your records in an emergency',
  });
  await notice.waitFor();
  expect(
    await notice.getByRole('link', { name: 'Go to Trusted People' }).getAttribute('href'),
  ).toBe('/trusted-people');
  await page.getByRole('heading', { name: 'Getting started' }).waitFor();
  await page.getByText('1 of 5 steps done.').waitFor();
  expect(await stepsDone(page)).toEqual(['kit']);
  await shot(page, width, '04-home-first-visit');
  await fitsTheScreen(page);
  expect(await axeProblems(page, 'main')).toEqual([]);

  // The assessment: answers suggest checklist items; she adds some, then answers again.
  await page.getByRole('link', { name: 'Complete Estate Planning Assessment' }).click();
  await page.getByRole('heading', { name: 'Estate Planning Assessment' }).waitFor();
  const question = (text: string) => page.getByRole('group', { name: text });
  await question('Do you have a signed will?').getByLabel('No', { exact: true }).check();
  await question('Do you have a healthcare directive (a living will) saying what care you want?')
    .getByLabel('No', { exact: true })
    .check();
  await question('If you have children under 18, have you named guardians for them?')
    .getByLabel('No children under 18')
    .check();
  await question('Where are the signed originals of these documents kept?')
    .getByLabel('In a safe deposit box')
    .check();
  await page.getByRole('button', { name: 'See suggestions' }).click();
  const suggestions = page.getByRole('region', { name: 'Suggested for your checklist' });
  await suggestions.getByLabel('Make a will').waitFor();
  await shot(page, width, '05-assessment');
  expect(await axeProblems(page, 'main')).toEqual([]);
  await suggestions
    .getByLabel('Make sure someone you trust can open the safe deposit box')
    .uncheck();
  await suggestions.getByRole('button', { name: 'Add the 3 chosen' }).click();
  await toastText(page, '3 checklist items added');
  await suggestions.getByText('On your checklist').first().waitFor();
  // Answering again: the will is signed now. Nothing is added twice.
  await question('Do you have a signed will?').getByLabel('Yes', { exact: true }).check();
  await page.getByRole('button', { name: 'See suggestions' }).click();
  await suggestions.getByLabel('Review your will').waitFor();
  expect(await suggestions.getByLabel('Make a will').count()).toBe(0);
  await suggestions.getByRole('button', { name: 'Add all to checklist' }).click();
  await toastText(page, '2 checklist items added');
  const items = (await (await context.request.get('/api/estate-checklist-items')).json()) as {
    title: string;
    category: string;
    priority: number;
  }[];
  expect(items.map((i) => i.title).sort()).toEqual([
    'Make a will',
    'Make sure someone you trust can open the safe deposit box',
    'Record where each signed original is kept',
    'Review your will',
    'Write a healthcare directive',
  ]);
  expect(items.find((i) => i.title === 'Make a will')).toMatchObject({
    category: 'Wills and Trusts',
    priority: 1,
  });

  // A few records: two family members, an account, the attorney.
  const api = context.request;
  for (const data of [
    { name: 'Anna Okafor', relationship: 'Child' },
    { name: 'Zed Okafor', relationship: 'Spouse' },
  ])
    expect((await api.post('/api/family-members', { data })).status()).toBe(201);
  expect(
    (
      await api.post('/api/banking-accounts', {
        data: { accountType: 'Savings', bankName: 'Chase', accountNumber: '4321' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await api.post('/api/professional-contacts', {
        data: { name: 'Ruth Bader', profession: 'Attorney' },
      })
    ).status(),
  ).toBe(201);

  // Sort: newest first by default; by name when chosen, remembered on this device.
  await page.goto('/family');
  // The cards' order, read from their Edit buttons ("Edit Zed Okafor").
  const names = async () =>
    (await page
      .getByRole('button', { name: /^Edit / })
      .evaluateAll((els) =>
        els.map((e) => e.getAttribute('aria-label')!.replace(/^Edit /, '')),
      )) as string[];
  await page.getByRole('button', { name: 'Edit Zed Okafor' }).waitFor();
  expect((await names()).filter((n) => n.includes('Okafor'))).toEqual([
    'Zed Okafor',
    'Anna Okafor',
  ]);
  // Chosen before the application has the page, the order is made once it has.
  await page.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' });
  await expect
    .poll(async () => (await names()).filter((n) => n.includes('Okafor')))
    .toEqual(['Anna Okafor', 'Zed Okafor']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.reload();
  await page.getByRole('button', { name: 'Edit Zed Okafor' }).waitFor();
  // The server renders the list newest first (the order is this device's choice, which it
  // cannot know); the application puts it in the chosen order as it takes the page over,
  // after hydrating the page as the server sent it (reading the choice sooner broke the
  // hydration: React #418, and the whole screen rendered again).
  await expect
    .poll(async () => (await names()).filter((n) => n.includes('Okafor')))
    .toEqual(['Anna Okafor', 'Zed Okafor']);
  expect(pageErrors).toEqual([]);
  await shot(page, width, '06-family-sorted');
  await fitsTheScreen(page);
  expect(await axeProblems(page, 'main')).toEqual([]);

  // Where the original is: the will names Zed as executor, with the attorney holding a copy.
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Add Document' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Last will and testament');
  await dialog.getByLabel('Category').selectOption('Legal');
  expect(await dialog.getByLabel('Date Signed').count()).toBe(0); // asked only for such papers
  await dialog.getByLabel('Document Type').selectOption('Will');
  await dialog.getByLabel('Physical Location').fill('Safe deposit box, First Bank');
  await dialog.getByLabel('Named As').selectOption('Executor');
  await dialog.getByLabel('Named Family Member').selectOption({ label: 'Zed Okafor' });
  await dialog.getByLabel('Date Signed').fill('2023-03-14');
  await dialog.getByLabel('Attorney Holding a Copy').selectOption({ label: 'Ruth Bader' });
  await shot(page, width, '07-will-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Document added successfully');
  await page.getByText('Zed Okafor as Executor').waitFor();
  await page.getByText('Mar 14, 2023').waitFor();
  await page.getByText('Ruth Bader').first().waitFor();

  // Search: one field over everything; `/` on a laptop, the header's button on a phone.
  if (phone) await page.getByRole('button', { name: 'Search', exact: true }).click();
  else await page.keyboard.press('/');
  const field = page.getByRole('searchbox', { name: 'Search your records' });
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await field.fill('zed okafor');
  const results = page.getByRole('search');
  await results.getByRole('heading', { name: 'Family Members' }).waitFor();
  await results.getByRole('heading', { name: 'Documents' }).waitFor();
  await results.getByText('Named Family Member: Zed Okafor').waitFor();
  await shot(page, width, '08-search');
  await fitsTheScreen(page);
  expect(await axeProblems(page, '[role="search"]')).toEqual([]);
  await results.getByRole('link', { name: /^Zed Okafor/ }).click();
  await page.waitForURL((url) => url.pathname === '/family');
  await page.getByRole('dialog').getByRole('heading', { name: 'Edit Family Member' }).waitFor();
  expect(await page.getByRole('dialog').getByLabel('Full Name').inputValue()).toBe('Zed Okafor');
  await page.keyboard.press('Escape');

  // Someone confirmed can now reach the records: the notice goes, every step is ticked.
  await confirmExecutor(api, person.password);
  await page.goto('/');
  await page.getByText('All done: your family can find what they need.').waitFor();
  expect(await stepsDone(page)).toEqual(['family', 'accounts', 'will', 'trusted', 'kit']);
  expect(await notice.count()).toBe(0);
  await shot(page, width, '09-home-all-done');

  // The largest text size, at once and everywhere: page, dialog, phone drawer.
  await page.goto('/preferences');
  // Clicked, not check(): the choice shows once the save starts, a moment after the click.
  await page.getByRole('radio', { name: /Larger/ }).click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('20px');
  await toastText(page, 'Your text size has been updated.');
  await shot(page, width, '10-preferences-larger');
  await fitsTheScreen(page);
  expect(await axeProblems(page, 'main')).toEqual([]);
  // Helper text is never under 14 px (it is 17.5 px here).
  const helper = await page
    .getByText('Largest, for easy reading.')
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(helper).toBeGreaterThanOrEqual(14);
  await page.goto('/');
  await page.getByText('All done: your family can find what they need.').waitFor();
  await shot(page, width, '11-home-larger');
  await fitsTheScreen(page);
  await page.goto('/family');
  await page.getByRole('button', { name: 'Add Family Member' }).first().click();
  await page.getByRole('dialog').getByLabel('Full Name').waitFor();
  await shot(page, width, '12-dialog-larger');
  await fitsTheScreen(page);
  await page.keyboard.press('Escape');
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('PROFESSIONAL', { exact: true }).waitFor();
    // Once it has slid in.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    // The tag stays clear of the close button.
    const tag = await drawer.getByText('PROFESSIONAL', { exact: true }).boundingBox();
    const close = await drawer.getByRole('button', { name: 'Close' }).boundingBox();
    expect(tag!.x + tag!.width <= close!.x || tag!.y >= close!.y + close!.height).toBe(true);
    await shot(page, width, '13-drawer-larger');
    await page.keyboard.press('Escape');
  }

  // The guided start hides from home, and Preferences brings it back.
  await page.goto('/');
  await page.getByRole('button', { name: 'Hide' }).click();
  await page.getByRole('heading', { name: 'Getting started' }).waitFor({ state: 'detached' });
  await page.goto('/preferences');
  await page.getByRole('switch', { name: 'Show the Getting started card' }).click();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Getting started' }).waitFor();
  await context.close();
}

it('a new owner’s first evening on a phone (390 px)', () => firstEvening(390), 240_000);
it('a new owner’s first evening on a laptop (1280 px)', () => firstEvening(1280), 240_000);
