import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, submitSignUpForm, toastText } from './support/browser';
import { resetLinkFromOutbox } from './support/outbox';
import { pdfTextOf } from './support/pdf-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NEW_PASSWORD = 'brisk-harbour-42';
const KEY_SHAPE = /^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/;

type Person = ReturnType<typeof newPerson>;

/** The key on screen, as one string (it is laid out as two lines of four groups). */
async function shownKey(page: Page): Promise<string> {
  const key = (await page.getByTestId('recovery-key').textContent())?.trim() ?? '';
  expect(key).toMatch(KEY_SHAPE);
  return key;
}

/** Signs up through the API with one family member; answers the recovery key. */
async function accountWithMember(page: Page, person: Person, member: string): Promise<string> {
  const res = await page.request.post('/api/register', { data: person });
  expect(res.status(), await res.text()).toBe(201);
  const { recoveryKey } = await res.json();
  const added = await page.request.post('/api/family-members', {
    data: { name: member, relationship: 'Child' },
  });
  expect(added.status(), await added.text()).toBe(201);
  expect((await page.request.post('/api/logout')).ok()).toBe(true);
  return recoveryKey;
}

/**
 * Asks for a reset link, opens it (as mailed, `#token=`, or in the `?token=` form of links mailed
 * before) and fills the two password fields. Either way the page takes the token out of the URL.
 */
async function openResetLink(page: Page, person: Person, form: 'fragment' | 'query' = 'fragment') {
  const asked = await page.request.post('/api/request-password-reset', {
    data: { email: person.email },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const link = await resetLinkFromOutbox(person.email);
  await page.goto(form === 'query' ? link.replace('#token=', '?token=') : link);
  await page.waitForURL((url) => url.pathname === '/reset-password' && !url.href.includes('token'));
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
}

async function signIn(page: Page, person: Person, password: string) {
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: `Welcome back, ${person.firstName}` }).waitFor();
}

it('sign-up shows the recovery key once, with the Emergency Kit, before the dashboard', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  await page.goto('/auth');
  await submitSignUpForm(page, person);

  await page.waitForURL((url) => url.pathname === '/save-recovery-key');
  await page.getByRole('heading', { name: 'Save Your Recovery Key' }).waitFor();
  await page
    .getByText('Your recovery key is the only way to open your encrypted details')
    .waitFor();
  const key = await shownKey(page);
  // The key is not kept with the signed-in user (which the offline copy may store).
  expect(await page.evaluate(() => fetch('/api/user').then((r) => r.text()))).not.toContain(key);

  const proceed = page.getByRole('button', { name: 'Continue' });
  expect(await proceed.isDisabled()).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Emergency Kit' }).click();
  const kit = await download;
  expect(kit.suggestedFilename()).toBe('kinfolio-emergency-kit.pdf');
  const file = path.join(os.tmpdir(), `kit-${person.username}.pdf`);
  await kit.saveAs(file);
  const text = await pdfTextOf(file);
  expect(text).toContain(key);
  expect(text).toContain(person.username);

  await page.getByLabel('I have saved my recovery key').check();
  expect(await proceed.isDisabled()).toBe(false);
  await proceed.click();
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  // Shown once: opening the page again, without the key in hand, goes home.
  await page.goto('/save-recovery-key');
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
  await context.close();
});

it('a reset with the recovery key keeps every detail readable', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  const key = await accountWithMember(page, person, 'Iris Kept');
  await openResetLink(page, person);

  // A key that does not open the account is refused, and the link still works.
  const wrong = key.replace(/^.{4}/, key.startsWith('AAAA') ? 'BBBB' : 'AAAA');
  const keyField = page.getByLabel('Recovery Key');
  await keyField.fill(wrong);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect(await toastText(page, 'Reset Failed')).toContain('does not open this account');
  await page.getByRole('alert').filter({ hasText: 'does not open this account' }).waitFor();

  await keyField.fill(key.toLowerCase());
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await toastText(page, 'Password Reset Successful');
  await page.waitForURL((url) => url.pathname === '/auth');
  await signIn(page, person, NEW_PASSWORD);
  await page.goto('/family');
  await page.getByText('Iris Kept').waitFor();
  expect((await page.request.get('/api/account/vault').then((r) => r.json())).lockedItems).toBe(0);
  await context.close();
});

it('a reset without the recovery key warns, gives a new key, and the old key unlocks the old details', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  const oldKey = await accountWithMember(page, person, 'Noor Locked');
  await openResetLink(page, person, 'query');

  const submit = page.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  const warning = page.getByRole('alertdialog');
  await warning
    .getByText(
      'Without your recovery key, the details you stored before (names, numbers, notes and files) will stay locked.',
    )
    .waitFor();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await warning.waitFor({ state: 'detached' });
  await submit.click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Reset without recovery key' })
    .click();

  await toastText(page, 'Password Reset Successful');
  await page.getByRole('heading', { name: 'Save Your New Recovery Key' }).waitFor();
  const newKey = await shownKey(page);
  expect(newKey).not.toBe(oldKey);
  const proceed = page.getByRole('button', { name: 'Continue to Sign In' });
  expect(await proceed.isDisabled()).toBe(true);
  await page.getByLabel('I have saved my recovery key').check();
  await proceed.click();
  await page.waitForURL((url) => url.pathname === '/auth');

  await signIn(page, person, NEW_PASSWORD);
  const [locked] = await (await page.request.get('/api/family-members')).json();
  expect(locked).toMatchObject({ locked: true });

  await page.goto('/settings');
  const card = page.locator('[data-slot="card"]').filter({ hasText: 'Locked details' });
  await card.getByText('1 item you stored before your password reset is locked').waitFor();
  await card.getByLabel('Recovery key', { exact: true }).fill(newKey);
  await card.getByRole('button', { name: 'Unlock Details' }).click();
  expect(await toastText(page, 'Unlock failed')).toContain(
    'That recovery key does not unlock your earlier details.',
  );
  await card.getByLabel('Recovery key', { exact: true }).fill(oldKey);
  await card.getByRole('button', { name: 'Unlock Details' }).click();
  expect(await toastText(page, 'Details unlocked')).toContain('1 item can be read again.');
  await card.waitFor({ state: 'detached' });

  await page.goto('/family');
  await page.getByText('Noor Locked').waitFor();
  const [member] = await (await page.request.get('/api/family-members')).json();
  expect(member.locked).toBeFalsy();
  await context.close();
});

it('Account Settings makes a new recovery key and a new data key', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  const firstKey = await accountWithMember(page, person, 'Omar Rotated');
  const other = await newPage(browser);
  for (const p of [page, other.page]) {
    const res = await p.request.post('/api/login', {
      data: { username: person.username, password: person.password },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Make a new recovery key' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Make New Key' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Your password is not correct.' }).waitFor();
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Make New Key' }).click();
  await toastText(page, 'New recovery key made');
  const secondKey = await shownKey(page);
  expect(secondKey).not.toBe(firstKey);
  // The key is shown once: Escape does not close the dialog before it is saved.
  await page.keyboard.press('Escape');
  await dialog.getByLabel('I have saved my recovery key').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Make a new data key' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Make New Data Key' }).click();
  expect(await toastText(page, 'New data key made')).toContain(
    'your other sessions were signed out',
  );
  const thirdKey = await shownKey(page);
  expect(thirdKey).not.toBe(secondKey);
  await dialog.getByLabel('I have saved my recovery key').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });

  // This session goes on; the other one was signed out.
  expect((await page.request.get('/api/family-members')).status()).toBe(200);
  expect((await other.page.request.get('/api/user')).status()).toBe(401);
  await page.goto('/family');
  await page.getByText('Omar Rotated').waitFor();
  await other.context.close();
  await context.close();
});
