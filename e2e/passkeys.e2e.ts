import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD_ONCE_REASONS, SIGNED_OUT_WITH_PASSKEY } from '../src/domain/passkeys';
import { launchBrowser, newPage, newPerson, startApplication, toastText } from './support/browser';
import { pdfTextOf } from './support/pdf-text';

const PASSWORD = 'brisk-harbour-42';
const NEW_PASSWORD = 'quiet-lantern-77';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A virtual authenticator in this page, through the DevTools protocol: built in (internal),
 * holding resident keys, verifying the person, with or without PRF. Returns its id.
 */
async function virtualAuthenticator(cdp: CDPSession, hasPrf: boolean): Promise<string> {
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf,
    },
  });
  return authenticatorId;
}

async function post(context: BrowserContext, path: string, data: unknown) {
  const res = await context.request.post(path, { data, headers: { origin: inject('baseUrl') } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res;
}

async function signOut(context: BrowserContext) {
  await post(context, '/api/logout', {});
}

async function addPasskey(page: Page, name: string) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Passkey name').fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await toastText(page, 'Passkey added');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The button, or the browser's own suggestion in the username field (conditional mediation):
 * the virtual authenticator answers that one by itself, sometimes before the button is pressed.
 * Either way the page then leaves /auth, or asks for the password once in place of the form
 * (the button gone): the button is pressed only while it is there to press.
 */
async function signInWithPasskey(page: Page) {
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  const passwordOnce = page.getByRole('button', { name: 'Open my records' });
  const shown = await Promise.race([
    page
      .waitForURL((url) => !url.pathname.startsWith('/auth'))
      .then(
        () => false,
        () => false,
      ),
    button
      .or(passwordOnce)
      .first()
      .waitFor()
      .then(
        () => true,
        () => false,
      ),
  ]);
  if (shown && (await button.isVisible()))
    await button.click({ timeout: 5_000 }).catch(() => undefined);
}

/** The sealed record's name, which only an opened vault can show. */
async function seesSealedRecord(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/family');
  await page.getByText('Sealed Sister').first().waitFor();
}

describe('passkeys', () => {
  it('sign in and open the vault with a passkey, confirm an export, remove it; one without PRF asks for the password once', async () => {
    const { context, page } = await newPage(browser);
    const person = { ...newPerson(), password: PASSWORD };
    await post(context, '/api/register', person);
    await post(context, '/api/family-members', { name: 'Sealed Sister', relationship: 'Sibling' });
    await post(context, '/api/banking-accounts', {
      accountName: 'Rainy day savings',
      accountType: 'Savings',
      bankName: 'Chase',
      accountNumber: '000987654321',
      currentBalance: '25000',
    });
    const cdp = await context.newCDPSession(page);
    const withPrf = await virtualAuthenticator(cdp, true);

    // Add a passkey in Account Settings: after the password, named by the device.
    await addPasskey(page, "Maria's laptop");
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await list.getByText("Maria's laptop").waitFor();
    await list.getByText('Signs you in and opens your records.').waitFor();

    // Signed out, the passkey signs in and opens the records: no password typed.
    await signOut(context);
    await signInWithPasskey(page);
    await seesSealedRecord(page);

    // A new password re-wraps the same payload: the passkey still opens the records.
    await post(context, '/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    await signOut(context);
    await signInWithPasskey(page);
    await seesSealedRecord(page);

    // The export's confirmation takes the passkey instead of the password.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Use a passkey instead' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await toastText(page, 'Download complete');

    // So does every other step that asks for the password again: here, full account numbers.
    await page.goto('/advanced-reporting');
    await startApplication(page);
    const binder = page.getByTestId('report-emergency-binder');
    await binder.getByLabel('Include full account numbers').check();
    await binder.getByRole('button', { name: 'Generate Report' }).click();
    const ask = page.getByRole('dialog', { name: 'Include full account numbers' });
    const fullReport = page.waitForEvent('download');
    await ask.getByRole('button', { name: 'Use a passkey instead' }).click();
    expect(await pdfTextOf(await (await fullReport).path())).toContain('000987654321');

    // Someone with a passkey needs no reset: the reset page offers it first, and it opens the
    // records as the sign-in page's does.
    await signOut(context);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await seesSealedRecord(page);

    // Removed (with the password), it is refused at the next sign-in.
    await page.goto('/settings');
    await page.getByRole('button', { name: "Remove Maria's laptop" }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel('Password').fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await confirm.waitFor({ state: 'detached' });
    // This session was one it started, so it ends too: the app signs out and says why on the
    // sign-in page, never a bare "Unauthorized" (a page.goto racing that navigation was aborted).
    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
    expect(await toastText(page, 'Passkey removed')).toContain(SIGNED_OUT_WITH_PASSKEY);
    await expect.poll(() => page.getByText('Unauthorized').count()).toBe(0);
    await signInWithPasskey(page);
    const refusal = await toastText(page, 'Login failed');
    expect(refusal).toContain('This passkey is not registered here.');
    expect(await page.evaluate(() => fetch('/api/user').then((r) => r.status))).toBe(401);

    // An authenticator without PRF signs in, then the password is asked once, saying why.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: withPrf });
    await virtualAuthenticator(cdp, false);
    await post(context, '/api/login', { username: person.username, password: NEW_PASSWORD });
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Passkey name').fill('Old security key');
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await toastText(page, 'Passkey added');
    await list
      .getByText('Signs you in; your password is then asked once to open your records.')
      .waitFor();
    await signOut(context);
    await signInWithPasskey(page);
    await page.getByText(PASSWORD_ONCE_REASONS['no-prf']).waitFor();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Open my records' }).click();
    await seesSealedRecord(page);
    await context.close();
    // Five sign-ins, two passkeys made, a password change and an export: one journey, given
    // the time a whole journey gets on two busy cores (public-pages.e2e.ts) rather than 60 s.
  }, 120_000);
});
