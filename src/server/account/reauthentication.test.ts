import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, systemLogs } from '../db/schema';
import { currentCode, TOTP_PERIOD_SECONDS } from '../auth/two-factor/totp';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';
import { confirmAddress } from '../testing/confirm-address';
import { mailsTo } from '../testing/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app or a recovery code.';
const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.';

/** A second session of the same account (another device). */
async function otherDevice(input: { username: string; password: string }, code?: string) {
  const res = await request(t.app).post('/api/login', {
    username: input.username,
    password: input.password,
    code,
  });
  return sessionCookieOf(res);
}

/** An unused reset link of the user, as the reset route stores one (hash only). */
async function pendingResetToken(userId: string) {
  const [row] = await t.context.db
    .insert(passwordResetTokens)
    .values({ userId, token: `hash-${userId}`, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  return row.id;
}

async function resetTokenUsed(id: string) {
  const [row] = await t.context.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, id));
  return row.usedAt !== null;
}

/** Signs up and turns two-factor on; `nextCode()` gives a code the server has not used yet. */
async function withTwoFactor() {
  const account = await signUp(t.app);
  const { password } = account.input;
  const { secret } = (
    await request(t.app, account.cookie).post('/api/account/2fa/setup', { password })
  ).json();
  const on = await request(t.app, account.cookie).post('/api/account/2fa/enable', {
    password,
    code: currentCode(secret),
  });
  expect(on.statusCode, on.body).toBe(200);
  // Enabling used this step's code; the next step's is accepted once (clock drift).
  const nextCode = () => currentCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);
  return { ...account, nextCode, recoveryCodes: on.json().recoveryCodes as string[] };
}

describe('changing the email', () => {
  it('needs the current password; a name change does not', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const bare = await request(t.app, cookie).patch('/api/user', { email: 'thief@example.com' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Enter your current password to change your email.');
    const wrong = await request(t.app, cookie).patch('/api/user', {
      email: 'thief@example.com',
      currentPassword: 'not my password at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    expect((await request(t.app, cookie).get('/api/user')).json().email).toBe(input.email);
    const refused = await t.context.db
      .select()
      .from(systemLogs)
      .where(
        and(eq(systemLogs.userId, user.id), eq(systemLogs.action, 'account.email_change_refused')),
      );
    expect(refused).toHaveLength(1);
    // The profile form sends the unchanged email along with the names.
    const names = await request(t.app, cookie).patch('/api/user', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: input.email,
    });
    expect(names.statusCode, names.body).toBe(200);
    expect(names.json()).toMatchObject({ firstName: 'Grace', email: input.email });
  });

  it('ends other sessions and reset links when asked; tells the old address once the new one is proven', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const laptop = await otherDevice(input);
    const token = await pendingResetToken(user.id);
    const res = await request(t.app, cookie).patch('/api/user', {
      email: `new-${input.email}`,
      currentPassword: input.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Asked for, not yet in effect: the new address must open its link first.
    expect(res.json()).toMatchObject({ email: input.email, pendingEmail: `new-${input.email}` });
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    expect((await request(t.app, laptop).get('/api/user')).statusCode).toBe(401);
    expect(await resetTokenUsed(token)).toBe(true);
    expect(mailsTo(t.dataDir, input.email).join('\n')).not.toContain('was changed');
    await confirmAddress(t.app, t.dataDir, `new-${input.email}`);
    expect((await request(t.app, cookie).get('/api/user')).json().email).toBe(`new-${input.email}`);
    const notice = mailsTo(t.dataDir, input.email).find((m) => m.includes('was changed'))!;
    expect(notice).toContain('Subject: The email address of your Kinfolio account was changed');
    expect(notice).not.toContain(`new-${input.email}`);
    expect(notice).not.toContain(input.password);
  });

  it('needs a two-factor code when two-factor sign-in is on', async () => {
    const { cookie, input, nextCode } = await withTwoFactor();
    const body = { email: `2fa-${input.email}`, currentPassword: input.password };
    const noCode = await request(t.app, cookie).patch('/api/user', body);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(CODE_REQUIRED);
    const wrongCode = await request(t.app, cookie).patch('/api/user', { ...body, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(WRONG_CODE);
    expect((await request(t.app, cookie).get('/api/user')).json().email).toBe(input.email);
    const ok = await request(t.app, cookie).patch('/api/user', { ...body, code: nextCode() });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('other sensitive changes with two-factor sign-in on', () => {
  it('a new password, recovery key or data key needs a code as well; a new password ends reset links', async () => {
    const { cookie, input, user, nextCode, recoveryCodes } = await withTwoFactor();
    const token = await pendingResetToken(user.id);
    const password = await request(t.app, cookie).post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'next-password',
    });
    expect(password.statusCode).toBe(400);
    expect(password.json().message).toBe(CODE_REQUIRED);
    const key = await request(t.app, cookie).post('/api/account/recovery-key', {
      password: input.password,
    });
    expect(key.json().message).toBe(CODE_REQUIRED);
    const dataKey = await request(t.app, cookie).post('/api/account/rotate-key', {
      password: input.password,
      code: '000000',
    });
    expect(dataKey.json().message).toBe(WRONG_CODE);
    const changed = await request(t.app, cookie).post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'next-password',
      code: nextCode(),
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await resetTokenUsed(token)).toBe(true);
    // A recovery code does for someone who lost their phone.
    const newKey = await request(t.app, cookie).post('/api/account/recovery-key', {
      password: 'next-password',
      code: recoveryCodes[0],
    });
    expect(newKey.statusCode, newKey.body).toBe(200);
  });
});

describe('two-factor changes', () => {
  it('setup and enable need the password; enabling ends other sessions and reset links', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const { password } = input;
    const bare = await request(t.app, cookie).post('/api/account/2fa/setup');
    expect(bare.statusCode).toBe(400);
    const wrong = await request(t.app, cookie).post('/api/account/2fa/setup', {
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your password is not correct.');
    const { secret } = (
      await request(t.app, cookie).post('/api/account/2fa/setup', { password })
    ).json();
    const noPassword = await request(t.app, cookie).post('/api/account/2fa/enable', {
      code: currentCode(secret),
    });
    expect(noPassword.statusCode).toBe(400);
    expect((await request(t.app, cookie).get('/api/user')).json().twoFactorEnabled).toBe(false);

    const phone = await otherDevice(input);
    const token = await pendingResetToken(user.id);
    const on = await request(t.app, cookie).post('/api/account/2fa/enable', {
      password,
      code: currentCode(secret),
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await request(t.app, cookie).get('/api/user')).json().twoFactorEnabled).toBe(true);
    expect((await request(t.app, phone).get('/api/user')).statusCode).toBe(401);
    expect(await resetTokenUsed(token)).toBe(true);
  });

  it('turning it off ends other sessions and reset links too', async () => {
    const { cookie, input, user, nextCode, recoveryCodes } = await withTwoFactor();
    const phone = await otherDevice(input, recoveryCodes[0]);
    const token = await pendingResetToken(user.id);
    const off = await request(t.app, cookie).post('/api/account/2fa/disable', {
      password: input.password,
      code: nextCode(),
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    expect((await request(t.app, phone).get('/api/user')).statusCode).toBe(401);
    expect(await resetTokenUsed(token)).toBe(true);
  });
});
