import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPerson, toastText } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

// The trusted person's side of issue 28, from both sides, with three people in three browser
// contexts: an owner, her son invited as a viewer, and her executor. Invitation, sign-up from
// the link, confirmation by the six words, a view-only vault, a request with a reason, its
// withdrawal, a second request approved from the emailed link, standby, a role change, and the
// owner's access history as visits. Each step is photographed at 1280 and 390 px
// (SHOTS_DIR, default /tmp/shots/trusted-side) and checked for horizontal overflow at 390.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/trusted-side';
let browser: Browser;
let server: RunningServer;
const consoleErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  server = await startServer({ name: 'trusted-side' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Person = ReturnType<typeof newPerson>;
const owner: Person = { ...newPerson(), firstName: 'Ann', lastName: 'Lee' };
const child: Person = { ...newPerson(), firstName: 'Sam', lastName: 'Lee' };
const executor: Person = { ...newPerson(), firstName: 'Eve', lastName: 'Stone' };
const ANN = 'Ann Lee';
const SAM = 'Sam Lee';
const EVE = 'Eve Stone';
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#[^\s"<>]+/;
const REQUEST_LINK = /https?:\/\/[^\s"<>]+\/trusted-people\/requests\/[0-9a-f-]{36}/;
const onServer = (link: string) => `${new URL(link).pathname}${new URL(link).hash}`;

async function newContext(who: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${who}: ${m.text()}`);
  });
  page.on('pageerror', (e) => consoleErrors.push(`${who}: ${e.message}`));
  return { context, page };
}

/** The step at 1280 and at 390 px; at 390 nothing may run off the side. */
async function shot(page: Page, step: string) {
  await page.screenshot({ path: `${SHOTS}/${step}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150); // layout settles (no assertion waits on it)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, `${step} at 390 px`).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${step}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const personCard = (page: Page, name: string) =>
  page.getByTestId('trusted-person').filter({ hasText: name });
const sharedCard = (page: Page, name: string) =>
  page.getByTestId('shared-vault').filter({ hasText: name });

/** The owner invites someone from the Trusted People page, with a personal note. */
async function invite(page: Page, person: Person, role: 'Viewer' | 'Executor') {
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(`${person.firstName} ${person.lastName}`);
  await dialog.getByLabel('Relationship').selectOption(role === 'Viewer' ? 'Child' : 'Other');
  await dialog.getByLabel('Email', { exact: true }).fill(person.email);
  await dialog
    .getByLabel('Personal note (optional)')
    .fill(`Dear ${person.firstName}, <b>please</b> keep this safe.`);
  await dialog.getByLabel(new RegExp(`^${role}`)).check();
  if (role === 'Executor')
    await dialog.getByLabel('Waiting period', { exact: true }).selectOption('7');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await toastText(page, `We emailed an invitation to ${person.email}.`);
  // Listed by the name and relationship just typed, the address beneath, before they accept.
  const card = personCard(page, `${person.firstName} ${person.lastName}`);
  await card.getByText(person.email).waitFor();
  expect(await card.innerText()).toContain(role === 'Viewer' ? 'Child' : 'Other');
}

/** The invitee opens the emailed link signed out and signs up from it: accepted, no second click. */
async function signUpFromLink(page: Page, person: Person, step: string) {
  const link = await linkFromOutbox(server.dataDir, person.email, INVITATION_LINK);
  await page.goto(onServer(link));
  await page.getByRole('heading', { name: `${ANN} invites you` }).waitFor();
  await page.getByText(`Dear ${person.firstName}, <b>please</b> keep this safe.`).waitFor();
  await shot(page, `${step}-invitation`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create your account' });
  expect(await form.getByLabel('Email').inputValue()).toBe(person.email);
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(person.password);
  await form.getByRole('button', { name: 'Create account and accept' }).click();
  await page.waitForURL((url) => url.pathname === '/save-recovery-key');
  await page.getByLabel('I have saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/invitations/accepted');
  await shot(page, `${step}-accepted`);
}

/** The owner compares the six words the person reads out, then confirms with the password. */
async function confirmByWords(ownerPage: Page, personPage: Page, name: string) {
  await personPage.goto('/trusted-people');
  const words = (await personPage.getByTestId('my-fingerprint').innerText()).trim();
  await ownerPage.reload();
  await personCard(ownerPage, name).getByRole('button', { name: 'Confirm' }).click();
  const dialog = ownerPage.getByRole('dialog');
  expect((await dialog.getByTestId('person-fingerprint').innerText()).trim()).toBe(words);
  await dialog.getByLabel('Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await toastText(ownerPage, `${name} is confirmed.`);
}

it('the whole path from both sides, at 1280 and 390 px', async () => {
  const ann = await newContext('owner');
  const sam = await newContext('child');
  const eve = await newContext('executor');
  const annApi = { headers: { origin: server.url } };

  // The owner, with a few records.
  expect(
    (await ann.context.request.post('/api/register', { ...annApi, data: owner })).status(),
  ).toBe(201);
  for (const [url, data] of [
    ['/api/family-members', { name: 'Ruth Lee', relationship: 'Child' }],
    ['/api/family-members', { name: 'Tom Lee', relationship: 'Spouse' }],
  ] as const)
    expect((await ann.context.request.post(url, { ...annApi, data })).status(), url).toBe(201);
  await ann.page.goto('/trusted-people');
  await invite(ann.page, child, 'Viewer');
  await invite(ann.page, executor, 'Executor');
  await shot(ann.page, '01-owner-invited');

  // Both sign up from their links and are confirmed by the six words.
  await signUpFromLink(sam.page, child, '02-child');
  await signUpFromLink(eve.page, executor, '03-executor');
  await confirmByWords(ann.page, sam.page, SAM);
  await confirmByWords(ann.page, eve.page, EVE);
  await shot(ann.page, '04-owner-confirmed');

  // The child opens the shared vault: view only, no owner actions.
  await sam.page.reload();
  await sharedCard(sam.page, ANN).getByRole('button', { name: 'Open' }).click();
  await sam.page.waitForURL((url) => url.pathname === '/');
  await sam.page.getByTestId('vault-banner').waitFor();
  for (const name of ['Add Member', 'Add Account', 'Demo Presentation'])
    expect(await sam.page.getByRole('button', { name }).count(), name).toBe(0);
  await shot(sam.page, '05-child-shared-home');

  // The executor asks, with a reason and a note; withdraws; asks again.
  await eve.page.reload();
  const ask = async (note: string) => {
    await sharedCard(eve.page, ANN).getByRole('button', { name: 'Request access' }).click();
    const dialog = eve.page.getByRole('dialog');
    await dialog.getByLabel(`${ANN} is ill or incapacitated`).check();
    await dialog.getByLabel(`A note to ${ANN} (optional)`).fill(note);
    await dialog.getByText('can approve your request at once or reject it').waitFor();
    return dialog;
  };
  let dialog = await ask('Ann is in hospital since Tuesday.');
  await shot(eve.page, '06-executor-request-dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await toastText(eve.page, `${ANN} has been told you asked for access.`);
  await sharedCard(eve.page, ANN)
    .getByText(/days left/)
    .waitFor();
  await shot(eve.page, '07-executor-waiting');
  await sharedCard(eve.page, ANN).getByRole('button', { name: 'Withdraw request' }).click();
  await toastText(eve.page, `Request withdrawn. ${ANN} has been told.`);
  dialog = await ask('Ann is in St Mary’s hospital; the bank needs the account numbers.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await toastText(eve.page, `${ANN} has been told you asked for access.`);

  // The owner approves from the emailed link: the reason and the note, the time left.
  const link = await linkFromOutbox(server.dataDir, owner.email, REQUEST_LINK);
  await ann.page.goto(onServer(link));
  const request = ann.page.getByTestId('access-request');
  await request.getByText(`${EVE} asked for emergency access to your records.`).waitFor();
  await request.getByText('You are ill or incapacitated').waitFor();
  expect(await request.getByTestId('request-note').innerText()).toContain('St Mary’s hospital');
  await request.getByText(/days left/).waitFor();
  await shot(ann.page, '08-owner-request-page');
  await request.getByRole('button', { name: 'Approve now' }).click();
  const approve = ann.page.getByRole('dialog');
  await approve.getByLabel('Password').fill(owner.password);
  await approve.getByRole('button', { name: 'Approve now' }).click();
  await toastText(ann.page, `${EVE} has access now.`);
  await request.getByText(`No request from ${EVE} is waiting now.`).waitFor();

  // The executor reads; then the owner returns her to standby.
  await eve.page.reload();
  await sharedCard(eve.page, ANN).getByRole('button', { name: 'Open' }).click();
  await eve.page.getByTestId('vault-banner').waitFor();
  await eve.page.getByText('Emergency access is open', { exact: false }).waitFor();
  await ann.page.goto('/trusted-people');
  await personCard(ann.page, EVE).getByRole('button', { name: 'Return to standby' }).click();
  await ann.page.getByRole('alertdialog').getByText('cannot be taken back').waitFor();
  await shot(ann.page, '09-owner-standby-dialog');
  await ann.page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Return to standby' })
    .click();
  await toastText(ann.page, `${EVE} is on standby again. Their access is closed.`);

  // A role change without a new invitation: the executor becomes a viewer (the password).
  await personCard(ann.page, EVE).getByRole('button', { name: 'Change' }).click();
  const change = ann.page.getByRole('dialog');
  await change.getByLabel('Role').selectOption('viewer');
  await change.getByText('This lets Eve Stone do more than before').waitFor();
  await shot(ann.page, '10-owner-change-dialog');
  await change.getByLabel('Password').fill(owner.password);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await toastText(ann.page, `${EVE}'s access is changed.`);
  await personCard(ann.page, EVE).getByText('Viewer', { exact: true }).waitFor();

  // The owner's access history: one line per visit, unfolding to each event.
  const visit = ann.page.getByTestId('access-visit').filter({ hasText: SAM }).first();
  await visit.getByText('opened your records:').waitFor();
  await visit.locator('summary').click();
  await visit.getByRole('listitem').filter({ hasText: 'Viewed' }).first().waitFor();
  await ann.page.getByTestId('access-visit').first().scrollIntoViewIfNeeded();
  await shot(ann.page, '11-owner-access-history');

  for (const side of [ann, sam, eve]) await side.context.close();
  expect(consoleErrors).toEqual([]);
}, 240_000);
