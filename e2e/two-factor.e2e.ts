import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerWithAdmin } from './support/admin-server';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';
import { resetLinkFromOutbox, resetTokenOf } from './support/outbox';

const PASSWORD = 'brisk-harbour-42';
const PERIOD_MS = 30_000;
const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * An authenticator app for `secret`. The server takes each 30 s time step once, and accepts a
 * code one step early or late, so `next()` gives this step's code, else the next step's, else
 * waits for a fresh step.
 */
function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  const codeAt = (step: number) => totp.generate({ timestamp: step * PERIOD_MS });
  let lastStep = -1;
  return {
    async next(): Promise<string> {
      for (;;) {
        const now = Math.floor(Date.now() / PERIOD_MS);
        const step = [now, now + 1].find((s) => s > lastStep);
        if (step !== undefined) {
          lastStep = step;
          return codeAt(step);
        }
        await new Promise((r) => setTimeout(r, lastStep * PERIOD_MS - Date.now() + 200));
      }
    },
    /** A 6-digit code that no step near now has. */
    wrong(): string {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const near = new Set([-2, -1, 0, 1, 2].map((d) => codeAt(now + d)));
      let n = 0;
      while (near.has(String(n).padStart(6, '0'))) n += 1;
      return String(n).padStart(6, '0');
    },
  };
}

/** Signs up through the API in `context` (which is then signed in), with a strong password. */
async function signUpViaApi(context: BrowserContext, baseUrl: string) {
  const person = { ...newPerson(), password: PASSWORD };
  const res = await context.request.post('/api/register', {
    data: person,
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(201);
  return { person, answer: (await res.json()) as { recoveryKey: string } };
}

async function submitPassword(page: Page, username: string, password = PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('heading', { name: 'Your Financial Legacy Starts Here' }).waitFor();
}

/** Gives the password, which turning two-factor on asks for first, however fresh the session. */
async function confirmPassword(page: Page) {
  const step = page.locator('form').filter({ hasText: 'enter your password to confirm it is you' });
  await step.getByLabel('Current password').fill('not my password');
  await step.getByRole('button', { name: 'Continue' }).click();
  await step.getByRole('alert').getByText('Your password is not correct.').waitFor();
  await step.getByLabel('Current password').fill(PASSWORD);
  await step.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Confirms the password, scans (reads the key), confirms with a first code and reads the ten
 * recovery codes.
 */
async function enrol(page: Page) {
  await confirmPassword(page);
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  const app = authenticator(secret);
  await page.getByLabel('Authentication code').fill(await app.next());
  await page.getByRole('button', { name: 'Turn On' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  return { app, codes };
}

const codeStep = (page: Page) =>
  page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();

describe('two-factor sign-in', () => {
  it('turns on in Account Settings, then asks for an app code or a recovery code at sign-in', async () => {
    const { context, page } = await newPage(browser);
    const { person } = await signUpViaApi(context, inject('baseUrl'));

    await page.goto('/settings');
    expect(await page.getByTestId('two-factor-status').innerText()).toBe('Off');
    await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
    const { app, codes } = await enrol(page);
    await page.getByTestId('two-factor-status').getByText('On', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Turn Off' }).waitFor();
    // With two-factor on, a new recovery key asks for a code as well as the password.
    await page.getByRole('button', { name: 'Make a new recovery key' }).click();
    const keyDialog = page.getByRole('dialog');
    await keyDialog.getByLabel('Authentication code').waitFor();
    await keyDialog.getByRole('button', { name: 'Cancel' }).click();
    await keyDialog.waitFor({ state: 'detached' });
    await signOut(page);

    // Password first, then the code step; a wrong code is refused with the server's words.
    await submitPassword(page, person.username);
    await codeStep(page);
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    expect(await page.evaluate(() => fetch('/api/user').then((r) => r.status))).toBe(401);
    await page.getByLabel('Authentication code').fill(app.wrong());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText(WRONG_CODE).waitFor();
    await page.getByLabel('Authentication code').fill(await app.next());
    await page.getByRole('button', { name: 'Verify' }).click();
    await toastText(page, 'Welcome back!');
    await page.getByRole('heading', { name: `Welcome back, ${person.firstName}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signOut(page);

    // Back returns to the password form; a recovery code signs in once.
    await submitPassword(page, person.username);
    await codeStep(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click();
    await codeStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${person.firstName}` }).waitFor();
    await signOut(page);

    await submitPassword(page, person.username);
    await codeStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText(WRONG_CODE).waitFor();
    await page.getByLabel('Recovery code').fill(codes[1]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${person.firstName}` }).waitFor();

    // Turning it off takes the password and a fresh app code.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn Off' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByLabel('Authentication code').fill(await app.next());
    await dialog.getByRole('button', { name: 'Turn Off' }).click();
    await toastText(page, 'Two-factor sign-in is off');
    await page.getByTestId('two-factor-status').getByText('Off', { exact: true }).waitFor();
    await context.close();
  }, 120_000);
});

describe('two-factor sign-in required by the administrator', () => {
  let server: Awaited<ReturnType<typeof startServerWithAdmin>>;
  beforeAll(async () => {
    server = await startServerWithAdmin();
    const admin = await browser.newContext({ baseURL: server.url });
    const headers = { origin: server.url };
    const { username, password } = server.admin;
    const login = await admin.request.post('/api/login', { data: { username, password }, headers });
    expect(login.status()).toBe(200);
    const saved = await admin.request.put('/api/admin/settings', {
      data: { requireTwoFactor: true },
      headers,
    });
    expect(saved.status()).toBe(200);
    await admin.close();
  });
  afterAll(() => server?.stop());

  it('sends a user without it to /setup-two-factor until they enrol', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const setup = await browser.newContext({ baseURL: server.url });
    const { person } = await signUpViaApi(setup, server.url);
    await setup.close();

    await submitPassword(page, person.username);
    await page.waitForURL((url) => url.pathname === '/setup-two-factor');
    await page.getByRole('heading', { name: 'Set Up Two-Factor Sign-In' }).waitFor();
    await page.goto('/family');
    await page.waitForURL((url) => url.pathname === '/setup-two-factor');
    expect(await page.evaluate(() => fetch('/api/family-members').then((r) => r.status))).toBe(403);

    await enrol(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${person.firstName}` }).waitFor();
    await page.goto('/family');
    await page.getByRole('heading', { name: 'Family Members' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/family');
    await context.close();
  });

  it('lets a user leave the setup with Sign Out', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signUpViaApi(context, server.url);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/setup-two-factor');
    await page.getByLabel('Current password').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Your Financial Legacy Starts Here' }).waitFor();
    await context.close();
  });
});

describe('locked records', () => {
  it('shows a record sealed before a reset without the recovery key as Locked', async () => {
    const { context, page } = await newPage(browser);
    const baseUrl = inject('baseUrl');
    const headers = { origin: baseUrl };
    const { person, answer } = await signUpViaApi(context, baseUrl);
    expect(answer.recoveryKey).toBeTruthy();
    const added = await context.request.post('/api/family-members', {
      data: { name: 'Ann Lee', relationship: 'Spouse', dateOfBirth: '1950-03-14' },
      headers,
    });
    expect(added.status()).toBe(201);

    await context.request.post('/api/request-password-reset', {
      data: { email: person.email },
      headers,
    });
    const token = resetTokenOf(await resetLinkFromOutbox(person.email));
    const newPassword = 'quiet-meadow-77';
    const reset = await context.request.post('/api/reset-password', {
      data: { token, newPassword },
      headers,
    });
    expect(reset.status()).toBe(200);

    await submitPassword(page, person.username, newPassword);
    await page.getByRole('heading', { name: `Welcome back, ${person.firstName}` }).waitFor();
    await page.goto('/family');
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Locked family member' });
    await card.getByText('Locked', { exact: true }).waitFor();
    await card.getByText('Encrypted details locked since a password reset.').waitFor();
    expect(await card.getByRole('link', { name: 'Account Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    // Plain fields still show; the sealed name does not, and editing is not offered.
    await card.getByText('Spouse').waitFor();
    await card.getByText('Mar 14, 1950').waitFor();
    expect(await page.getByText('Ann Lee').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Edit/ }).count()).toBe(0);

    await card.getByRole('button', { name: 'Delete Locked family member' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Family member deleted successfully');
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});
