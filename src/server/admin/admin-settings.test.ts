import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemLogs } from '../db/schema';
import { createTestApp, newUserInput, type TestApp } from '../testing/test-app';
import { signUpAdmin } from './testing/admin-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const put = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload,
    remoteAddress,
    headers: { cookie: admin.cookie },
  });
const register = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: newUserInput({ password }) });

describe('admin settings', () => {
  it('starts at the defaults; two-factor for all users switches on and off', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toMatchObject({
      applicationName: 'Kinfolio',
      maxFileSizeMb: 10,
      maxLetterFileSizeMb: 100,
      sessionTimeoutHours: 24,
      strongPasswords: true,
      shortSessionTimeout: false,
      requireTwoFactor: false,
      adminIpAllowlist: '',
      yourIpAddress: '127.0.0.1',
    });
    const on = await put({ requireTwoFactor: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ requireTwoFactor: true });
    expect((await put({ requireTwoFactor: false })).json()).toMatchObject({
      requireTwoFactor: false,
    });
  });

  it('validates, saves and audits; the name reaches the public site info', async () => {
    const bad = await put({ supportEmail: 'not-an-email', applicationName: 'Family Vault' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('supportEmail: Support email must be a valid email address');
    const tooBig = await put({ maxFileSizeMb: 0 });
    expect(tooBig.json().message).toBe('maxFileSizeMb: Max file size must be at least 1 MB');

    const ok = await put({
      applicationName: 'Family Vault',
      supportEmail: 'help@vault.example',
      maxFileSizeMb: 3,
      maxLetterFileSizeMb: 250,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ applicationName: 'Family Vault' });
    const info = await t.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(info.json()).toEqual({
      applicationName: 'Family Vault',
      supportEmail: 'help@vault.example',
      maintenance: false,
      strongPasswords: true,
      maxUploadMb: 3,
      maxLetterUploadMb: 250,
    });
    const entries = await t.context.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.action, 'admin.settings_update'));
    const entry = entries.find((e) => e.message.includes('application_name'));
    expect(entry).toMatchObject({ userId: admin.id, ipAddress: '127.0.0.1' });
    expect(entry?.message).toBe(
      'Settings changed: application_name, support_email, max_file_size_mb, max_letter_file_size_mb',
    );
  });

  it('enforces strong passwords at registration unless switched off', async () => {
    const short = await register('Tr0ub4dor');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 10 characters.');
    const common = await register('Password123!');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain('commonly used passwords');
    expect((await register('plum-harbor-ledger')).statusCode).toBe(201);

    await put({ strongPasswords: false });
    expect((await register('Tr0ub4dor')).statusCode).toBe(201);
    await put({ strongPasswords: true });
  });

  it('applies the same rule to password change and reset', async () => {
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: admin.cookie },
      payload: { currentPassword: admin.input.password, newPassword: 'qwerty12345' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toContain('commonly used passwords');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'any-token', newPassword: 'short-one' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('Password must be at least 10 characters.');
  });

  it('gives new sessions 1 hour with short session timeout, else the hours setting', async () => {
    const lifetime = async () => {
      expect((await register('plum-harbor-ledger')).statusCode).toBe(201);
      const [newest] = await t.context.db
        .select({ expire: sessions.absoluteExpire, created: sessions.createdAt })
        .from(sessions)
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return (newest!.expire.getTime() - newest!.created.getTime()) / 3_600_000;
    };
    await put({ sessionTimeoutHours: 8 });
    expect(await lifetime()).toBeCloseTo(8, 1);
    await put({ shortSessionTimeout: true });
    expect(await lifetime()).toBeCloseTo(1, 1);
    await put({ shortSessionTimeout: false, sessionTimeoutHours: 24 });
  });

  it('checks the admin IP allowlist and refuses one that would lock the admin out', async () => {
    const invalid = await put({ adminIpAllowlist: '10.0.0.0/8\nlocalhost' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      'IP allowlist: "localhost" is not an IP address or CIDR range (e.g. 203.0.113.0/24)',
    );
    const lockout = await put({ adminIpAllowlist: '10.0.0.0/8' });
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().message).toContain('your current address 127.0.0.1 is not in the list');

    expect((await put({ adminIpAllowlist: '10.0.0.0/8, 127.0.0.1' })).statusCode).toBe(200);
    const stats = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        remoteAddress,
        headers: { cookie: admin.cookie },
      });
    expect((await stats('127.0.0.1')).statusCode).toBe(200);
    expect((await stats('10.20.30.40')).statusCode).toBe(200);
    const outside = await stats('192.0.2.7');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(
      'Administrator access is not allowed from this IP address.',
    );
    // From an allowed address the list can be emptied again, which opens it to any address.
    expect((await put({ adminIpAllowlist: '' }, '10.1.1.1')).statusCode).toBe(200);
    expect((await stats('192.0.2.7')).statusCode).toBe(200);
  });
});
