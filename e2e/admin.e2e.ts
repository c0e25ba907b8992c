import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPerson, toastText } from './support/browser';
import { startServerWithAdmin } from './support/admin-server';

// The admin screen needs an administrator, so this file runs its own server where one was
// granted through the CLI (see support/admin-server.ts).

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerWithAdmin>>;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServerWithAdmin();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context signed in through the API, either as the admin or as a new user. */
async function signedIn(
  as: 'admin' | 'user',
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; username: string; firstName: string }> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const origin = { origin: server.url };
  let person = server.admin;
  if (as === 'admin') {
    const res = await context.request.post('/api/login', {
      data: { username: person.username, password: person.password },
      headers: origin,
    });
    expect(res.status()).toBe(200);
  } else {
    person = newPerson();
    const res = await context.request.post('/api/register', { data: person, headers: origin });
    expect(res.status()).toBe(201);
  }
  return { context, page: await context.newPage(), ...person };
}

const userRow = (page: Page, username: string) =>
  page.getByTestId('admin-user-row').filter({ hasText: username });

describe('admin dashboard', () => {
  it('shows a plain user the administrators-only card', async () => {
    const { context, page } = await signedIn('user');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expect(await page.getByRole('button', { name: 'Toggle Maintenance' }).count()).toBe(0);
    await context.close();
  });

  it('shows the status, stat cards and six tabs to an admin', async () => {
    const { context, page } = await signedIn('admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByTestId('maintenance-status').innerText()).toBe('Live');
    for (const label of ['Total Users', 'Monthly Revenue', 'Documents', 'Subscriptions']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await userRow(page, server.admin.username).waitFor();

    await page.getByRole('tab', { name: 'System' }).click();
    await page.getByRole('heading', { name: 'System Message' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
    await page.getByTestId('log-list').getByText('Signed in').first().waitFor();
    await page.getByLabel('Search logs').fill('rights granted');
    await page
      .getByTestId('log-list')
      .getByText('Signed in')
      .first()
      .waitFor({ state: 'detached' });
    await page
      .getByTestId('log-list')
      .getByText('Administrator rights granted from the command line')
      .waitFor();
    await page.getByLabel('Search logs').fill('');
    await page.getByLabel('Level').selectOption('error');
    await page.getByTestId('log-list').getByText('No log entries').waitFor();
    await page.getByLabel('Level').selectOption('');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^kinfolio-export-\d{4}-\d{2}-\d{2}\.json$/,
    );
    await toastText(page, 'Data export completed');

    await page.getByRole('tab', { name: 'Security' }).click();
    const twoFactor = page.getByRole('switch', { name: '2FA for all users' });
    expect(await twoFactor.isDisabled()).toBe(false);
    expect(await twoFactor.getAttribute('aria-checked')).toBe('false');
    expect(
      await page.getByRole('switch', { name: 'Strong passwords' }).getAttribute('aria-checked'),
    ).toBe('true');
    await page.getByRole('button', { name: 'View Access Logs' }).click();
    await page.getByRole('dialog').getByText('Signed in').first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByText('Coming soon.').waitFor();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Coming soon.').waitFor();

    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByLabel('Max File Size (MB)').inputValue()).toBe('10');
    expect(await page.getByLabel('Session Timeout (hours)').inputValue()).toBe('24');
    const name = page.getByLabel('Application Name');
    await name.fill('Family Vault');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastText(page, 'Settings saved');
    await page.getByText('Family Vault', { exact: true }).first().waitFor();
    await expect.poll(() => page.title()).toBe('Admin Dashboard · Family Vault');
    await name.fill('Kinfolio');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.title()).toBe('Admin Dashboard · Kinfolio');
    await context.close();
  });

  it('suspends a user, whose open session ends at once, then deletes the account', async () => {
    const target = await signedIn('user');
    expect((await target.context.request.get('/api/user')).status()).toBe(200);
    const { context, page } = await signedIn('admin');
    await page.goto('/admin');
    const row = userRow(page, target.username);
    await row.getByRole('button', { name: 'Suspend' }).click();
    expect(await toastText(page, 'User suspended successfully')).toContain('Success');
    await row.getByText('Suspended', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Suspend' }).isDisabled()).toBe(true);
    expect((await target.context.request.get('/api/user')).status()).toBe(401);

    await row.getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog').getByText('Family members').waitFor();
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete User Account' }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'User deleted successfully');
    await row.waitFor({ state: 'detached' });
    await context.close();
    await target.context.close();
  });

  it("delivers a broadcast to another user's bell, which they mark read", async () => {
    const reader = await signedIn('user');
    await reader.page.goto('/');
    await reader.page.getByRole('heading', { name: `Welcome back, ${reader.firstName}` }).waitFor();
    expect(await reader.page.getByTestId('notification-count').count()).toBe(0);

    const { context, page } = await signedIn('admin');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'System' }).click();
    await page.getByLabel('Message to all users').fill('Scheduled upkeep on Sunday at 2 am.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toastText(page, 'System message sent to all users');

    await reader.page.reload();
    const count = reader.page.getByTestId('notification-count');
    await count.waitFor();
    expect(await count.innerText()).toContain('1');
    await reader.page.getByRole('button', { name: /Notifications/ }).click();
    await reader.page.getByText('Scheduled upkeep on Sunday at 2 am.').waitFor();
    await reader.page.getByRole('button', { name: 'Mark as read' }).click();
    await count.waitFor({ state: 'detached' });
    await context.close();
    await reader.context.close();
  });

  it('switches maintenance mode on for everyone but admins, and off again', async () => {
    const visitor = await signedIn('user');
    await visitor.page.goto('/');
    await visitor.page
      .getByRole('heading', { name: `Welcome back, ${visitor.firstName}` })
      .waitFor();
    const { context, page } = await signedIn('admin');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Toggle Maintenance' }).click();
    await toastText(page, 'Maintenance mode enabled');
    await page.getByTestId('maintenance-status').getByText('Maintenance Mode').waitFor();

    // A screen not loaded yet asks the server and gets 503, which brings up the maintenance
    // page at once (well before the 30 s poll would).
    await visitor.page.getByRole('link', { name: 'Professional Contacts' }).first().click();
    await visitor.page
      .getByRole('heading', { name: /is down for maintenance/ })
      .waitFor({ timeout: 10_000 });
    expect((await visitor.context.request.get('/api/family-members')).status()).toBe(503);

    await page.getByRole('button', { name: 'Toggle Maintenance' }).click();
    await toastText(page, 'Maintenance mode disabled');
    await page.getByTestId('maintenance-status').getByText('Live').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'Professional Contacts' }).first().waitFor();
    await context.close();
    await visitor.context.close();
  });
});
