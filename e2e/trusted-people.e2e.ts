import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vaultBannerText } from '../src/domain/trusted-people';
import { launchBrowser, newPerson, submitInvitationSignUp, toastText } from './support/browser';
import { wordsSplitAcrossLines } from './support/layout-checks';
import { startServer, type RunningServer } from './support/server';
import { linkFromOutbox } from './support/outbox';

// Trusted people, end to end: an owner invites an executor, who signs up from the emailed link;
// fingerprints are compared, access is requested, rejected, requested again, and opens by itself
// once the waiting period has passed. That takes days, so this file runs its own server and
// restarts it on the same data directory with the clock two days ahead (support/shift-clock.mjs);
// the sweep at start opens the request. An editor's change, read by the owner, is checked too.

const DAY_MS = 24 * 3600 * 1000;
const SHIFT_CLOCK = path.resolve('e2e/support/shift-clock.mjs');

let browser: Browser;
let server: RunningServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-e2e-trusted-'));
const willBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% the will\n%%EOF\n');

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ dataDir });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Person = ReturnType<typeof newPerson>;
const owner: Person = { ...newPerson(), firstName: 'Ann', lastName: 'Lee' };
const grantee: Person = { ...newPerson(), firstName: 'Ben', lastName: 'Carter' };

async function newContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

/** The executor's "Request access": a reason, then the confirmation step. */
async function requestAccess(page: Page, ownerName: string) {
  await sharedCard(page, ownerName).getByRole('button', { name: 'Request access' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${ownerName} is ill or incapacitated`).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await toastText(page, `${ownerName} has been told you asked for access.`);
}

/** A same-origin API call from a signed-in context (the CSRF check reads Origin). */
function api(context: BrowserContext) {
  const headers = { origin: server.url };
  return {
    get: (url: string) => context.request.get(url, { headers }),
    post: (url: string, data?: unknown) => context.request.post(url, { headers, data }),
    upload: (url: string, name: string, buffer: Buffer) =>
      context.request.post(url, {
        headers,
        multipart: { file: { name, mimeType: 'application/pdf', buffer } },
      }),
  };
}

// The token travels in the fragment, out of request logs (docs/decisions/018).
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#token=[A-Za-z0-9_-]+&email=[^\s"<>&]+/;
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/;
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
/** The path and fragment of a mailed link, opened on the test server. */
const onServer = (link: string) => `${new URL(link).pathname}${new URL(link).hash}`;

/** Signs in through the sign-in page and lands on `returnTo`. */
async function signIn(page: Page, person: Person, returnTo: string) {
  await page.goto(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.getByRole('tabpanel');
  // A session that outlived the jump goes straight on; an expired one shows the form.
  await Promise.race([
    page.waitForURL((url) => url.pathname === returnTo),
    form.getByLabel('Username').waitFor(),
  ]);
  if (new URL(page.url()).pathname === returnTo) return;
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

/** The card of `name` in a list of the Trusted People page. */
const personCard = (page: Page, name: string) =>
  page.getByTestId('trusted-person').filter({ hasText: name });
const sharedCard = (page: Page, name: string) =>
  page.getByTestId('shared-vault').filter({ hasText: name });

// Two people through a whole grant, a dozen reloads: 39 s on a quiet host, past the default
// 60 s at the end of CI's full browser run on 2 cores.
it('an executor is invited, confirmed by fingerprint, rejected, then let in after the wait', async () => {
  const ownerSide = await newContext();
  const granteeSide = await newContext();
  const ownerApi = api(ownerSide.context);
  const granteeApi = api(granteeSide.context);
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  const granteeName = `${grantee.firstName} ${grantee.lastName}`;

  // The owner signs up and records a family member and a document with a file.
  expect((await ownerApi.post('/api/register', owner)).status()).toBe(201);
  expect(
    (
      await ownerApi.post('/api/family-members', { name: 'Ruth Lee', relationship: 'Child' })
    ).status(),
  ).toBe(201);
  const upload = await ownerApi.upload('/api/documents/upload', 'will.pdf', willBytes);
  expect(upload.status()).toBe(201);
  const file = await upload.json();
  const doc = await ownerApi.post('/api/documents', {
    title: 'Last will',
    category: 'Legal',
    fileName: file.fileName,
    filePath: file.filePath,
    fileSize: file.fileSize,
    mimeType: file.mimeType,
  });
  expect(doc.status()).toBe(201);

  // The owner invites the executor: all areas, a 1-day wait.
  const { page: ownerPage } = ownerSide;
  await ownerPage.goto('/trusted-people');
  await ownerPage.getByText('You have not invited anyone yet.', { exact: false }).waitFor();
  await ownerPage.getByRole('button', { name: 'Invite someone' }).click();
  const invite = ownerPage.getByRole('dialog');
  await invite.getByLabel('Name', { exact: true }).fill(granteeName);
  await invite.getByLabel('Email', { exact: true }).fill(grantee.email);
  await invite.getByLabel(/^Executor/).check();
  await invite.getByLabel('Waiting period', { exact: true }).selectOption('1');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await toastText(ownerPage, `We emailed an invitation to ${grantee.email}.`);
  await personCard(ownerPage, grantee.email).getByText('Invited', { exact: true }).waitFor();

  // The grantee opens the emailed link signed out and signs up from it: that accepts it.
  const { page: granteePage } = granteeSide;
  const link = await linkFromOutbox(dataDir, grantee.email, INVITATION_LINK);
  await granteePage.goto(onServer(link));
  // The page takes the token out of the address bar once read.
  await granteePage.waitForURL((url) => url.pathname === '/invitations' && !url.hash);
  await granteePage.getByRole('heading', { name: `${ownerName} invites you` }).waitFor();
  await granteePage.getByText('their executor (emergency access)', { exact: false }).waitFor();
  await granteePage.getByRole('button', { name: 'Create an account' }).click();
  await submitInvitationSignUp(granteePage, grantee);
  await granteePage.waitForURL((url) => url.pathname === '/save-recovery-key');
  await granteePage.getByLabel('I have saved my recovery key').check();
  await granteePage.getByRole('button', { name: 'Continue' }).click();
  await granteePage.waitForURL((url) => url.pathname === '/invitations/accepted');
  await granteePage.getByTestId('my-six-words').waitFor();
  // The six words are read out word for word: none is ever broken across two lines.
  for (const width of [1280, 390]) {
    await granteePage.setViewportSize({ width, height: 844 });
    expect(await wordsSplitAcrossLines(granteePage, '[data-testid="my-six-words"]')).toEqual([]);
  }
  await granteePage.setViewportSize({ width: 1280, height: 800 });
  await granteePage.getByRole('link', { name: 'Go to Trusted People' }).click();
  await granteePage.waitForURL((url) => url.pathname === '/trusted-people');
  await sharedCard(granteePage, ownerName)
    .getByText(`Waiting for ${ownerName} to confirm`)
    .waitFor();
  // Signing up from the link proved the address: no banner asks to confirm it.
  expect(await granteePage.getByTestId('address-banner').count()).toBe(0);
  const granteeSees = (await granteePage.getByTestId('my-fingerprint').innerText()).trim();
  expect(granteeSees.length).toBeGreaterThan(10);

  // The owner compares the fingerprints, then confirms with the password.
  await ownerPage.reload();
  const card = personCard(ownerPage, granteeName);
  await card.getByText('Waiting for you to confirm').waitFor();
  await card.getByRole('button', { name: 'Confirm' }).click();
  const confirm = ownerPage.getByRole('dialog');
  await confirm
    .getByText(
      `Ask ${granteeName} to read you the words under 'Your six words' on their Trusted People page: six words to read out to each other, by phone or in person, so you both know the invitation was not intercepted. Confirm only if they match.`,
    )
    .waitFor();
  expect((await confirm.getByTestId('person-fingerprint').innerText()).trim()).toBe(granteeSees);
  await confirm.getByLabel('Password').fill(owner.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await toastText(ownerPage, `${granteeName} is confirmed.`);
  await card.getByText('Confirmed', { exact: true }).waitFor();

  // The executor asks for access; the owner rejects; the executor asks again.
  await granteePage.reload();
  await requestAccess(granteePage, ownerName);
  await sharedCard(granteePage, ownerName).getByText('Access requested').waitFor();
  await ownerPage.reload();
  await card.getByText('Requested access').waitFor();
  await card.getByRole('button', { name: 'Reject' }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Reject' }).click();
  await toastText(ownerPage, `Request rejected. ${granteeName} can ask again.`);
  await card.getByText('Confirmed', { exact: true }).waitFor();
  await granteePage.reload();
  await requestAccess(granteePage, ownerName);
  // Not open yet: the waiting period runs.
  expect(
    (
      await granteeApi.get(
        `/api/shared-vaults/${(await ownerApi.get('/api/user').then((r) => r.json())).id}`,
      )
    ).status(),
  ).toBe(404);

  // Two days later (the wait is one): the server starts again and its sweep opens the request.
  await server.stop();
  server = await startServer({
    dataDir,
    port: server.port,
    env: {
      NODE_OPTIONS: `--import=${SHIFT_CLOCK}`,
      E2E_CLOCK_SHIFT_MS: String(2 * DAY_MS),
    },
  });
  // Sessions last a day, so both sign in again.
  // With no records of their own and the owner's vault now open, the executor lands in it.
  await signIn(granteePage, grantee, '/');
  await granteePage.getByRole('heading', { name: `${ownerName}'s records` }).waitFor();
  const banner = granteePage.getByTestId('vault-banner');
  expect((await banner.innerText()).split('\n')[0].trim()).toBe(vaultBannerText(ownerName, false));
  expect(vaultBannerText(ownerName, false)).toBe(`Viewing ${ownerName}'s records · view only`);

  // The family list, view only: the owner's member, no Add, Edit or Delete.
  await granteePage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Family Members' })
    .click();
  await granteePage.getByText('Ruth Lee', { exact: true }).waitFor();
  expect(await granteePage.getByRole('button', { name: 'Add Family Member' }).count()).toBe(0);
  expect(await granteePage.getByRole('button', { name: 'Edit Ruth Lee' }).count()).toBe(0);
  expect(await granteePage.getByRole('button', { name: 'Delete Ruth Lee' }).count()).toBe(0);

  // The document's file opens in the in-app viewer, fetched with the vault's header; its
  // Download button saves the same bytes.
  await granteePage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await granteePage.getByText('Last will', { exact: true }).waitFor();
  await granteePage.getByRole('button', { name: 'View File' }).click();
  const viewer = granteePage.getByRole('dialog', { name: 'will.pdf' });
  const [download] = await Promise.all([
    granteePage.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('will.pdf');
  expect(fs.readFileSync((await download.path())!)).toEqual(willBytes);
  await granteePage.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });

  // Back to one's own records: the banner goes, and so do the owner's records.
  await banner.getByRole('button', { name: 'Back to my records' }).click();
  await banner.waitFor({ state: 'detached' });
  await granteePage.getByText('No documents yet', { exact: true }).waitFor();

  // The owner's access history lists those views and the download.
  await signIn(ownerPage, owner, '/trusted-people');
  const visit = ownerPage.getByTestId('access-visit').first();
  await visit.getByText(`${granteeName} opened your records:`).waitFor();
  await visit.locator('summary').click();
  const rows = visit.getByRole('listitem');
  await rows.filter({ hasText: 'Downloaded' }).filter({ hasText: 'Documents' }).first().waitFor();
  await rows.filter({ hasText: 'Viewed' }).filter({ hasText: 'Family Members' }).first().waitFor();
  await ownerPage.getByText(/^Showing \d+ of \d+ events?$/).waitFor();

  await ownerSide.context.close();
  await granteeSide.context.close();
}, 180_000);

it('an editor adds a record to the vault shared with them, and the owner sees it', async () => {
  // Cheapest: the executor above (Ben) shares his family members with Ann as an editor.
  const benSide = await newContext();
  const annSide = await newContext();
  const benApi = api(benSide.context);
  const annApi = api(annSide.context);
  const login = (p: Person) => ({ username: p.username, password: p.password });
  expect((await benApi.post('/api/login', login(grantee))).status()).toBe(200);
  expect((await annApi.post('/api/login', login(owner))).status()).toBe(200);

  const invited = await benApi.post('/api/trusted-people', {
    email: owner.email,
    role: 'editor',
    areas: ['family-members'],
  });
  expect(invited.status()).toBe(201);
  const grant = await invited.json();
  const token = tokenOf(await linkFromOutbox(dataDir, owner.email, INVITATION_LINK));
  // Ann signed up through the API, so her address is not confirmed yet: no acceptance until it is.
  expect((await annApi.post('/api/invitations/accept', { token })).status()).toBe(403);
  // Her sign-up's link is two days old (the clock jumped): past its 48 hours, so she asks again.
  expect((await annApi.post('/api/email-confirmation/send')).status()).toBe(200);
  const confirmLink = await linkFromOutbox(dataDir, owner.email, CONFIRM_LINK);
  expect(
    (
      await annApi.post('/api/email-confirmation/confirm', { token: tokenOf(confirmLink) })
    ).status(),
  ).toBe(200);
  expect((await annApi.post('/api/invitations/accept', { token })).status()).toBe(200);
  const confirmed = await benApi.post(`/api/trusted-people/${grant.id}/confirm`, {
    password: grantee.password,
  });
  expect(confirmed.status()).toBe(200);

  // Ann opens Ben's vault: can edit, and only his family members are in the menu.
  const { page } = annSide;
  const benName = `${grantee.firstName} ${grantee.lastName}`;
  await page.goto('/trusted-people');
  await sharedCard(page, benName).getByRole('button', { name: 'Open' }).click();
  const banner = page.getByTestId('vault-banner');
  expect((await banner.innerText()).split('\n')[0].trim()).toBe(vaultBannerText(benName, true));
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.getByRole('link', { name: 'Documents' }).count()).toBe(0);
  // The visitor's home: whose records, and nothing that fails to load.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: `${benName}'s records` }).waitFor();
  await page.getByRole('heading', { name: 'Who to call' }).waitFor();
  expect(await page.getByText(/^Could not load/).count()).toBe(0);
  await nav.getByRole('link', { name: 'Family Members' }).click();
  await page.getByRole('button', { name: 'Add Family Member' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name', { exact: true }).fill('Cleo Carter');
  await dialog.getByLabel('Relationship', { exact: true }).selectOption('Child');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Cleo Carter', { exact: true }).waitFor();

  // Ben, the owner, sees the record among his own, on his family screen.
  await benSide.page.goto('/family');
  await benSide.page.getByText('Cleo Carter', { exact: true }).waitFor();
  expect(await benSide.page.getByTestId('vault-banner').count()).toBe(0);
  await benSide.context.close();
  await annSide.context.close();
});
