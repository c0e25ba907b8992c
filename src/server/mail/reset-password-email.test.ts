import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../settings/system-settings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { resetPasswordEmail } from './reset-password-email';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reset password email', () => {
  it("names the admin's application and support email", async () => {
    const before = await resetPasswordEmail(t.context.db, 'https://x.example/r');
    expect(before.subject).toBe('Reset your Kinfolio password');
    await putSetting(t.context.db, 'application_name', 'Family Vault');
    await putSetting(t.context.db, 'support_email', 'help@vault.example');
    const after = await resetPasswordEmail(t.context.db, 'https://x.example/r');
    expect(after.subject).toBe('Reset your Family Vault password');
    expect(after.text).toContain('your Family Vault account');
    expect(after.text).toContain('https://x.example/r');
    expect(after.text).toContain('Questions? Write to help@vault.example.');
  });
});
