import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { NAV_ITEMS } from '../src/domain/navigation';
import type { RecordKindKey } from '../src/domain/records';
import { recordDisplay } from '../src/domain/records/display';
import type { TextSize } from '../src/domain/auth';
import { launchBrowser, newPerson, startApplication } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import {
  overflowingWidth,
  smallTouchTargets,
  wordsSplitAcrossLines,
} from './support/layout-checks';

/**
 * Pages that hold at every text size (issue 41): a family with records in every area, every
 * signed-in screen at Standard, Large and Larger on a laptop (1280 px) and a phone (390 px). No
 * word is split across two lines, nothing is wider than the window, and on the phone every
 * button, box and tab is a 44 px target. A trusted person's view of the family's records is
 * walked too, and its banner gives the screen back once the person scrolls.
 *
 * One page per width: each screen is opened inside the running application and the text size is
 * changed in place (the attribute the Preferences setting puts on <html>), so a screen is loaded
 * once for all three sizes. Screenshots of each go to SHOTS_DIR when it is set.
 */

const SIZES: TextSize[] = ['standard', 'large', 'larger'];
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

/** Every signed-in screen: the sidebar's list, then the screens reached from elsewhere. */
const OWNER_SCREENS = [
  ...NAV_ITEMS.map((item) => item.path),
  '/important-dates',
  '/estate-planning/assessment',
  '/upcoming',
  '/import',
  '/settings',
  '/preferences',
  '/security',
];

/** Areas whose "Add" form is walked too: sections, long choices, a letter's readers. */
const FORM_KINDS: RecordKindKey[] = [
  'family-members',
  'bank-accounts',
  'insurance-policies',
  'real-estate',
  'letters-and-wishes',
];

/** What the trusted person opens in the family's records (areas: all). */
const VISITOR_SCREENS = ['/', '/banking', '/insurance', '/documents', '/advanced-reporting'];

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#token=[A-Za-z0-9_-]+/;
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

const owner = { ...newPerson(), firstName: 'Margaret', lastName: 'Whitfield-Okonkwo' };
const visitor = { ...newPerson(), firstName: 'Christopher', lastName: 'Whitfield' };

let browser: Browser;
let ownerContext: BrowserContext;
let visitorContext: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  const open = () => browser.newContext({ baseURL: inject('baseUrl'), viewport: LAPTOP });
  ownerContext = await open();
  visitorContext = await open();
  await seedFamily(ownerContext);
  await shareWith(ownerContext, visitorContext);
}, 120_000);
afterAll(() => browser.close());

async function post(context: BrowserContext, url: string, data: object, status = 201) {
  const res = await context.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json().catch(() => null) as Promise<{ id: string } | null>;
}

/** Records in every area, with the long words a family writes ("Comprehensive", "Irrevocable"). */
async function seedFamily(context: BrowserContext) {
  await post(context, '/api/register', owner);
  const records: [string, object][] = [
    ['/api/family-members', { name: 'Elizabeth Whitfield', relationship: 'Child' }],
    ['/api/family-members', { name: 'Alexander Whitfield', relationship: 'Grandchild' }],
    [
      '/api/banking-accounts',
      {
        accountType: 'Savings',
        bankName: 'Navy Federal Credit Union',
        accountNumber: '1111',
        currentBalance: '82000.00',
      },
    ],
    [
      '/api/investment-accounts',
      {
        accountType: 'Brokerage Account',
        institution: 'Vanguard',
        accountNumber: '2222',
        currentValue: '460000.00',
      },
    ],
    [
      '/api/insurance-policies',
      {
        policyType: 'Life',
        company: 'Northwestern Mutual',
        policyNumber: 'L-19283746',
        coverageAmount: '1000000.00',
      },
    ],
    [
      '/api/real-estate',
      {
        propertyType: 'Primary Residence',
        address: '1427 Willowbrook Avenue',
        city: 'Springfield',
        state: 'IL',
        currentValue: '385000.00',
      },
    ],
    [
      '/api/documents',
      { title: 'Irrevocable Trust Agreement', category: 'Legal', location: 'Fireproof safe' },
    ],
    [
      '/api/estate-checklist-items',
      { title: 'Update beneficiary designations', category: 'Other', priority: 1 },
    ],
    [
      '/api/letters-and-wishes',
      { itemType: 'Final wishes', title: 'My memorial service', readers: 'all' },
    ],
    [
      '/api/professional-contacts',
      { name: 'Harold Brennan', profession: 'Attorney', phone: '5559876543' },
    ],
    [
      '/api/debts-liabilities',
      { debtType: 'Mortgage', creditorName: 'Wells Fargo', currentBalance: '120000.00' },
    ],
    ['/api/medical-information', { allergies: 'Penicillin', medications: 'Atorvastatin' }],
    [
      '/api/business-interests',
      { businessName: 'Whitfield Family Hardware', estimatedValue: '250000.00' },
    ],
    [
      '/api/charitable-gifts',
      { charityName: 'Springfield Community Foundation', giftMethod: 'Bequest in the will' },
    ],
    [
      '/api/important-dates',
      { title: 'Homeowners insurance renewal', eventDate: '2031-03-14', eventType: 'Other' },
    ],
  ];
  for (const [url, data] of records) await post(context, url, data);
}

/** The owner shares every area with a viewer, who proves his address and accepts. */
async function shareWith(ownerSide: BrowserContext, visitorSide: BrowserContext) {
  const dataDir = inject('dataDir');
  await post(visitorSide, '/api/register', visitor);
  const proof = tokenOf(await linkFromOutbox(dataDir, visitor.email, CONFIRM_LINK));
  await post(visitorSide, '/api/email-confirmation/confirm', { token: proof }, 200);
  const grant = (await post(ownerSide, '/api/trusted-people', {
    email: visitor.email,
    role: 'viewer',
    areas: 'all',
  }))!;
  const invitation = tokenOf(await linkFromOutbox(dataDir, visitor.email, INVITATION_LINK));
  await post(visitorSide, '/api/invitations/accept', { token: invitation }, 200);
  await post(
    ownerSide,
    `/api/trusted-people/${grant.id}/confirm`,
    { password: owner.password },
    200,
  );
  const ownerId = ((await (await ownerSide.request.get('/api/user')).json()) as { id: string }).id;
  const chosen = await visitorSide.request.put('/api/vaults/choice', { data: { ownerId } });
  expect(chosen.status(), await chosen.text()).toBeLessThan(300);
}

/** Opens `path` inside the running application (no reload) and waits for its content. */
async function goTo(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return settled(page);
  const before = await headingOf(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, before);
}

const headingOf = (page: Page) =>
  page.evaluate(() => document.querySelector('#main h1')?.textContent ?? '');

/** The page has its heading (not the last screen's) and nothing in it still loading. */
async function settled(page: Page, lastHeading = '') {
  await page.waitForFunction(
    (last) => {
      const main = document.getElementById('main');
      const heading = main?.querySelector('h1')?.textContent;
      return (
        !!heading &&
        heading !== last &&
        !main.querySelector('.animate-pulse, .animate-spin, [data-slot="skeleton"]')
      );
    },
    lastHeading,
    { polling: 100 },
  );
}

/** What the Text size preference does (lib/text-size.ts), without saving it each time. */
async function showAtSize(page: Page, size: TextSize) {
  await page.evaluate((s) => {
    if (s === 'standard') delete document.documentElement.dataset.textSize;
    else document.documentElement.dataset.textSize = s;
  }, size);
  // Two frames: the new root size is laid out before anything is measured.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

/** Every problem a person would see on this screen at this size and width. */
async function problemsOn(page: Page, label: string, phone: boolean): Promise<string[]> {
  const problems = (await wordsSplitAcrossLines(page)).map((w) => `${label}: split ${w}`);
  const wider = await overflowingWidth(page);
  if (wider > 0) problems.push(`${label}: ${wider} px wider than the window`);
  if (phone)
    problems.push(...(await smallTouchTargets(page)).map((t) => `${label}: small target ${t}`));
  return problems;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Walks `screens` at every size; returns every problem found (none expected). */
async function walk(page: Page, screens: string[], width: string, phone: boolean) {
  const problems: string[] = [];
  for (const screen of screens) {
    await goTo(page, screen);
    for (const size of SIZES) {
      await showAtSize(page, size);
      problems.push(...(await problemsOn(page, `${screen} ${size} ${width}`, phone)));
      if (size !== 'standard')
        await shot(page, `${width}-${size}${screen.replaceAll('/', '-') || '-home'}`);
    }
  }
  await showAtSize(page, 'standard');
  return problems;
}

/** Opens the phone's menu at every size: its labels stay whole too. */
async function drawerProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await showAtSize(page, size);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    problems.push(
      ...(await wordsSplitAcrossLines(page, '[role="dialog"]')).map((w) => `menu ${size}: ${w}`),
      ...(await smallTouchTargets(page, '[role="dialog"]')).map((t) => `menu ${size}: ${t}`),
    );
    if (size !== 'standard') await shot(page, `390-${size}-menu`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  }
  await showAtSize(page, 'standard');
  return problems;
}

/** Problems inside the open dialog (`label` names it): words whole, and on a phone 44 px targets. */
async function dialogProblems(page: Page, label: string, phone: boolean): Promise<string[]> {
  const problems = (await wordsSplitAcrossLines(page, '[role="dialog"]')).map(
    (w) => `${label}: split ${w}`,
  );
  const wider = await overflowingWidth(page);
  if (wider > 0) problems.push(`${label}: ${wider} px wider than the window`);
  if (phone)
    problems.push(
      ...(await smallTouchTargets(page, '[role="dialog"]')).map((t) => `${label}: small ${t}`),
    );
  return problems;
}

/** Opens each FORM_KINDS area's "Add" form and looks at it at every size. */
async function formProblems(page: Page, width: string, phone: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const kind of FORM_KINDS) {
    const { route, addLabel } = recordDisplay(kind);
    await goTo(page, route);
    await page.locator('#main').getByRole('button', { name: addLabel }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const size of SIZES) {
      await showAtSize(page, size);
      problems.push(...(await dialogProblems(page, `${addLabel} ${size} ${width}`, phone)));
      if (size !== 'standard') await shot(page, `${width}-${size}-form-${kind}`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await showAtSize(page, 'standard');
  }
  return problems;
}

/**
 * A delete on a phone at the largest size: its confirmation and the toast's Undo are 44 px
 * targets; Undo puts the contact back.
 */
async function undoToastProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await goTo(page, recordDisplay('professional-contacts').route);
  await showAtSize(page, 'larger');
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete Harold Brennan' }).click();
  const confirmDialog = page.getByRole('alertdialog');
  if (await confirmDialog.isVisible()) {
    problems.push(
      ...(await smallTouchTargets(page, '[role="alertdialog"]')).map((t) => `confirm: ${t}`),
    );
    await confirmDialog.getByRole('button', { name: 'Delete' }).click();
  }
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.waitFor();
  problems.push(
    ...(await smallTouchTargets(page, '[data-slot="toast-viewport"]')).map((t) => `toast: ${t}`),
  );
  await shot(page, '390-larger-undo-toast');
  await undo.click();
  await page.locator('#main').getByText('Harold Brennan').first().waitFor();
  await showAtSize(page, 'standard');
  return problems;
}

async function openSignedIn(context: BrowserContext, viewport: typeof LAPTOP) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto('/');
  await startApplication(page);
  await settled(page);
  return page;
}

it('the Text size preference is what the walk changes: an attribute on <html>', async () => {
  const page = await openSignedIn(ownerContext, LAPTOP);
  await goTo(page, '/preferences');
  await page.getByRole('radio', { name: /^Larger/ }).check();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.textSize))
    .toBe('larger');
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.textSize ?? 'standard'))
    .toBe('standard');
  await page.close();
});

it('every signed-in screen at every text size on a laptop: words whole, nothing wider', async () => {
  const page = await openSignedIn(ownerContext, LAPTOP);
  const problems = await walk(page, OWNER_SCREENS, '1280', false);
  problems.push(...(await formProblems(page, '1280', false)));
  expect(problems).toEqual([]);
  await page.close();
}, 180_000);

it('every signed-in screen at every text size on a phone: words whole, 44 px targets', async () => {
  const page = await openSignedIn(ownerContext, PHONE);
  const problems = await walk(page, OWNER_SCREENS, '390', true);
  problems.push(...(await drawerProblems(page)));
  problems.push(...(await formProblems(page, '390', true)));
  problems.push(...(await undoToastProblems(page)));
  expect(problems).toEqual([]);
  await page.close();
}, 180_000);

it("a trusted person's view at every size; its banner shrinks to one line once scrolled", async () => {
  const laptop = await openSignedIn(visitorContext, LAPTOP);
  const problems = await walk(laptop, VISITOR_SCREENS, 'visitor-1280', false);
  await laptop.close();
  const phone = await openSignedIn(visitorContext, PHONE);
  problems.push(...(await walk(phone, VISITOR_SCREENS, 'visitor-390', true)));
  expect(problems).toEqual([]);

  // The first screen says whose records these are in full; after a scroll, one line.
  await phone.goto('/');
  // A finger on the screen starts the application (page-loader.ts); a wheel does not.
  await startApplication(phone);
  await settled(phone);
  const banner = phone.getByTestId('vault-banner');
  const words = banner.getByText(/^Viewing Margaret/);
  const lineHeight = await words.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await words.boundingBox())!.height).toBeGreaterThan(lineHeight * 1.5);
  const fullHeight = (await banner.boundingBox())!.height;
  await phone.evaluate(() => window.scrollBy({ top: 400, behavior: 'instant' }));
  await expect.poll(async () => (await words.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect((await banner.boundingBox())!.height).toBeLessThan(fullHeight);
  // It stays one line on the next screen, and its way back is still a 44 px target.
  await goTo(phone, '/banking');
  expect((await words.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect(await smallTouchTargets(phone, '[data-testid="vault-banner"]')).toEqual([]);
  await phone.close();
}, 180_000);
