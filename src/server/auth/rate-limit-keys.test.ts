import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { hashResetToken, RESET_TOKEN_TTL_MS } from './password-reset-routes';
import { CEILING_FACTOR } from './sign-in-failures';

// 3 attempts a minute per account from one address; the account-wide ceiling is 15 failures.
const PER_ACCOUNT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { authPerIpPerMinute: 100, authPerAccountPerMinute: PER_ACCOUNT },
  });
});
afterAll(() => t.close());

/** A request from a given client address (inject only: nothing leaves the process). */
const postFrom = (ip: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const signIn = (ip: string, username: string, password: string) =>
  postFrom(ip, '/api/login', { username, password });

describe('sign-in limits cannot lock the owner out', () => {
  it('an address failing for a victim blocks only itself', async () => {
    const { input } = await signUp(t.app);
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await signIn('127.0.1.1', input.username, 'wrong-guess')).statusCode).toBe(401);
    expect((await signIn('127.0.1.1', input.username, input.password)).statusCode).toBe(429);
    expect((await signIn('127.0.1.2', input.username, input.password)).statusCode).toBe(200);
  });

  it('past the account-wide ceiling, only addresses that failed are refused', async () => {
    const { input } = await signUp(t.app);
    const ceiling = PER_ACCOUNT * CEILING_FACTOR;
    // Spread over addresses, two a piece, by username and by email: one count for the account.
    for (let i = 0; i < ceiling; i++) {
      const name = i % 2 ? input.email : input.username;
      const res = await signIn(`127.0.2.${Math.floor(i / 2) + 1}`, name, 'wrong-guess');
      expect(res.statusCode).toBe(401);
    }
    // 127.0.2.1 has failed twice: within its own minute limit, but past the ceiling.
    const refused = await signIn('127.0.2.1', input.username, input.password);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringMatching(
        /^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
      ),
    ]);
    // A new address gets one wrong guess, then is refused too; the owner's address is not.
    expect((await signIn('127.0.2.100', input.username, 'wrong-guess')).statusCode).toBe(401);
    expect((await signIn('127.0.2.100', input.username, input.password)).statusCode).toBe(429);
    expect((await signIn('127.0.2.200', input.username, input.password)).statusCode).toBe(200);
  });
});

describe('IPv6 clients', () => {
  it('count as their /64: a fresh address in the same network is not a fresh allowance', async () => {
    const { input } = await signUp(t.app);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await signIn(`2001:db8:7:7::${i + 1}`, input.username, 'wrong-guess');
      expect(res.statusCode).toBe(401);
    }
    const next = await signIn('2001:db8:7:7:abcd::99', input.username, 'wrong-guess');
    expect(next.statusCode).toBe(429);
    // Another network (and the owner's) is untouched.
    expect((await signIn('2001:db8:7:8::1', input.username, input.password)).statusCode).toBe(200);
  });
});

describe('reset-password limits', () => {
  it('count per link: one person guessing does not use up another person’s attempts', async () => {
    const { user, input } = await signUp(t.app);
    const token = 'a-real-link-token-for-this-test';
    await t.context.db.insert(passwordResetTokens).values({
      userId: user.id,
      token: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const reset = (ip: string, tokenValue: string) =>
      postFrom(ip, '/api/reset-password', { token: tokenValue, newPassword: 'fresh-orchard-19' });
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await reset('127.0.3.1', 'a-wrong-token')).statusCode).toBe(400);
    expect((await reset('127.0.3.1', 'a-wrong-token')).statusCode).toBe(429);
    // The same wrong link from another address is still refused: the count is the link's.
    expect((await reset('127.0.3.2', 'a-wrong-token')).statusCode).toBe(429);
    const done = await reset('127.0.3.3', token);
    expect([done.statusCode, done.json().message]).toEqual([
      200,
      'Your password has been updated. You can now log in with your new password.',
    ]);
    expect((await signIn('127.0.3.3', input.username, 'fresh-orchard-19')).statusCode).toBe(200);
  });
});
