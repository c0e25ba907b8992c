import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs, users } from '../../db/schema';
import { putSetting } from '../../settings/system-settings';
import { request } from '../../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app';
import { currentCode, TOTP_PERIOD_SECONDS } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** Signs up and turns two-factor sign-in on with the current code; the next step is free. */
async function enrolled() {
  const account = await signUp(t.app);
  const password = account.input.password;
  const setup = await request(t.app, account.cookie).post('/api/account/2fa/setup', { password });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const enable = await request(t.app, account.cookie).post('/api/account/2fa/enable', {
    password,
    code: currentCode(secret),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { ...account, secret, recoveryCodes };
}

const login = (username: string, password: string, code?: string) =>
  request(t.app).post('/api/login', { username, password, ...(code ? { code } : {}) });

async function auditActions(userId: string, action: string) {
  return t.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.userId, userId), eq(systemLogs.action, action)));
}

describe('two-factor sign-in', () => {
  it('enrols with a first code, gives 10 recovery codes and stores them only hashed', async () => {
    const { user, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    const stored = JSON.stringify(row);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect(await auditActions(user.id, 'auth.2fa_enabled')).toHaveLength(1);
  });

  it('refuses a wrong first code and leaves two-factor off', async () => {
    const { cookie, user, input } = await signUp(t.app);
    const { password } = input;
    await request(t.app, cookie).post('/api/account/2fa/setup', { password });
    const res = await request(t.app, cookie).post('/api/account/2fa/enable', {
      password,
      code: '000000',
    });
    expect(res.statusCode).toBe(400);
    expect((await request(t.app, cookie).get('/api/user')).json().twoFactorEnabled).toBe(false);
    expect(await auditActions(user.id, 'auth.2fa_failed')).toHaveLength(1);
  });

  it('asks for the code after the password, and signs in with it', async () => {
    const { input, secret } = await enrolled();
    const first = await login(input.username, input.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The enrolment used this step's code, so the next step's (accepted for clock drift) signs in.
    const res = await login(
      input.username,
      input.password,
      currentCode(secret, Date.now() + STEP_MS),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: input.username, twoFactorEnabled: true });
    const cookie = sessionCookieOf(res);
    expect((await request(t.app, cookie).get('/api/family-members')).statusCode).toBe(200);
  });

  it('refuses a code replayed within its window', async () => {
    const { input, secret } = await enrolled();
    const code = currentCode(secret, Date.now() + STEP_MS);
    expect((await login(input.username, input.password, code)).statusCode).toBe(200);
    const replay = await login(input.username, input.password, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'That code is not valid. Check your authenticator app and try again.',
    );
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it('signs in once with a recovery code, which then fails; the use is audited', async () => {
    const { input, user, recoveryCodes } = await enrolled();
    const [code] = recoveryCodes;
    const res = await login(input.username, input.password, code.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditActions(user.id, 'auth.2fa_recovery_code_used')).toHaveLength(1);
    expect((await login(input.username, input.password, code)).statusCode).toBe(401);
    // The other nine still work.
    expect((await login(input.username, input.password, recoveryCodes[1])).statusCode).toBe(200);
  });

  it('never checks the code of a wrong password', async () => {
    const { input, secret } = await enrolled();
    const res = await login(input.username, 'not my password at all', currentCode(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid username or password');
  });

  it('limits wrong codes to 5 per account, then answers 429 even for a right one', async () => {
    const { input, user, secret, recoveryCodes } = await enrolled();
    // Right codes do not count: signing in often locks nobody out.
    expect(
      (await login(input.username, input.password, currentCode(secret, Date.now() + STEP_MS)))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await login(input.username, input.password, '123456');
      expect(res.statusCode).toBe(401);
    }
    // A good recovery code is not even looked at (and so stays usable).
    const blocked = await login(input.username, input.password, recoveryCodes[0]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(await auditActions(user.id, 'auth.2fa_failed')).toHaveLength(5);
    expect(await auditActions(user.id, 'auth.2fa_recovery_code_used')).toHaveLength(0);
  });

  it('turns off with the password and a code, audited; then sign-in needs no code', async () => {
    const { cookie, input, user, secret } = await enrolled();
    const next = currentCode(secret, Date.now() + STEP_MS);
    const wrongPassword = await request(t.app, cookie).post('/api/account/2fa/disable', {
      password: 'not my password at all',
      code: next,
    });
    expect(wrongPassword.statusCode).toBe(400);
    const off = await request(t.app, cookie).post('/api/account/2fa/disable', {
      password: input.password,
      code: next,
    });
    expect(off.statusCode, off.body).toBe(204);
    expect(await auditActions(user.id, 'auth.2fa_disabled')).toHaveLength(1);
    const res = await login(input.username, input.password);
    expect(res.json()).toMatchObject({ username: input.username, twoFactorEnabled: false });
  });
});

describe('a lost phone', () => {
  it('turns two-factor off with the password and a recovery code, then sets it up again', async () => {
    const { cookie, input, user, recoveryCodes } = await enrolled();
    const off = await request(t.app, cookie).post('/api/account/2fa/disable', {
      password: input.password,
      code: recoveryCodes[3],
    });
    expect(off.statusCode, off.body).toBe(204);
    const [entry] = await auditActions(user.id, 'auth.2fa_recovery_code_used');
    expect(entry.message).toBe('Two-factor turn-off with a two-factor recovery code');
    expect(
      (await request(t.app, cookie).post('/api/account/2fa/setup', { password: input.password }))
        .statusCode,
    ).toBe(200);
  });
});

describe("the administrator's '2FA for all users'", () => {
  it('holds a user without 2FA at enrolment from their next sign-in until they enrol', async () => {
    const { input } = await signUp(t.app);
    await putSetting(t.context.db, 'require_two_factor', 'true');
    try {
      const res = await login(input.username, input.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mustEnrolTwoFactor: true });
      const cookie = sessionCookieOf(res);
      const blocked = await request(t.app, cookie).get('/api/family-members');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(
        'Your administrator requires two-factor sign-in. Set it up to continue.',
      );
      expect((await request(t.app, cookie).get('/api/user')).json().mustEnrolTwoFactor).toBe(true);

      const { password } = input;
      const { secret } = (
        await request(t.app, cookie).post('/api/account/2fa/setup', { password })
      ).json();
      const enable = await request(t.app, cookie).post('/api/account/2fa/enable', {
        password,
        code: currentCode(secret),
      });
      expect(enable.statusCode, enable.body).toBe(200);
      // The same session goes on, now past the enrolment.
      expect((await request(t.app, cookie).get('/api/family-members')).statusCode).toBe(200);
      expect((await request(t.app, cookie).get('/api/user')).json().mustEnrolTwoFactor).toBe(false);
    } finally {
      await putSetting(t.context.db, 'require_two_factor', 'false');
    }
  });

  it('holds admins too, and refuses turning 2FA off while it is required', async () => {
    const admin = await enrolled();
    await t.context.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const plain = await signUp(t.app);
    await t.context.db.update(users).set({ isAdmin: true }).where(eq(users.id, plain.user.id));
    await putSetting(t.context.db, 'require_two_factor', 'true');
    try {
      const adminLogin = await login(plain.input.username, plain.input.password);
      const cookie = sessionCookieOf(adminLogin);
      expect((await request(t.app, cookie).get('/api/admin/stats')).statusCode).toBe(403);

      const off = await request(t.app, admin.cookie).post('/api/account/2fa/disable', {
        password: admin.input.password,
        code: currentCode(admin.secret, Date.now() + STEP_MS),
      });
      expect(off.statusCode).toBe(403);
      expect((await request(t.app, admin.cookie).get('/api/user')).json().twoFactorEnabled).toBe(
        true,
      );
    } finally {
      await putSetting(t.context.db, 'require_two_factor', 'false');
    }
  });
});
