import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSET_SUPPORT_EMAIL } from '../../domain/admin';
import { emailChangedEmail } from '../account/email-changed-email';
import { confirmationEmail } from '../addresses/confirmation-email';
import { signUpAdmin } from '../admin/testing/admin-fixtures';
import { wrongPasswordsEmail } from '../auth/password-attempts-email';
import { dataDownloadedEmail } from '../data-in-out/download/export-email';
import { resetPasswordEmail } from '../mail/reset-password-email';
import { createTestApp, type TestApp } from '../testing/test-app';
import { putSetting } from './system-settings';

// Issue 27: the address a new installation starts with reaches nobody, so until an administrator
// sets a real one no page or email offers a support address, and the admin's settings say so.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const siteInfo = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/site-info' })).json<{
    supportEmail: string | null;
  }>();
const adminSettings = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    })
  ).json<{ supportEmail: string }>();
const putSupport = (supportEmail: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { supportEmail },
    headers: { cookie: admin.cookie },
  });

/** The text of every email that used to offer the support address. */
const emails = async () =>
  [
    await resetPasswordEmail(t.context.db, 'https://x.example/r'),
    await wrongPasswordsEmail(t.context.db),
    await emailChangedEmail(t.context.db),
    await dataDownloadedEmail(t.context.db, new Date('2026-01-02T03:04:00Z'), '192.0.2.1'),
    // Issue 41: the sign-up confirmation said "Questions? Write to ." on a new installation.
    await confirmationEmail(t.context.db, {
      username: 'ann',
      link: 'https://x.example/c',
      newAddress: false,
    }),
  ].map((mail) => mail.text);

describe('the support address', () => {
  it('is not set on a new installation: site info says null, the admin sees an empty field', async () => {
    expect((await siteInfo()).supportEmail).toBeNull();
    expect((await adminSettings()).supportEmail).toBe('');
    for (const text of await emails()) {
      expect(text).not.toContain('@');
      expect(text).not.toMatch(/questions\?|write to [^ ]*@|write to \./i);
    }
  });

  it('counts the old starting address, saved by an earlier version, as not set', async () => {
    await putSetting(t.context.db, 'support_email', UNSET_SUPPORT_EMAIL);
    await t.app.liveSettings.load();
    expect((await siteInfo()).supportEmail).toBeNull();
    expect((await adminSettings()).supportEmail).toBe('');
    for (const text of await emails()) expect(text).not.toContain(UNSET_SUPPORT_EMAIL);
  });

  it('once an administrator sets one, pages and every email offer it; emptied, none again', async () => {
    expect((await putSupport('help@vault.example')).statusCode).toBe(200);
    expect((await siteInfo()).supportEmail).toBe('help@vault.example');
    expect((await adminSettings()).supportEmail).toBe('help@vault.example');
    const [reset, wrong, changed, downloaded, confirmation] = await emails();
    expect(reset).toContain('Questions? Write to help@vault.example.');
    expect(wrong).toContain('Questions? Write to help@vault.example.');
    expect(changed).toContain('write to help@vault.example at once');
    expect(downloaded).toContain('and write to help@vault.example.');
    expect(confirmation).toContain('Questions? Write to help@vault.example.');

    expect((await putSupport('')).statusCode).toBe(200);
    expect((await siteInfo()).supportEmail).toBeNull();
    for (const text of await emails()) expect(text).not.toContain('help@vault.example');
  });

  it('still refuses an address that is not one', async () => {
    const bad = await putSupport('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('supportEmail: Support email must be a valid email address');
  });
});
