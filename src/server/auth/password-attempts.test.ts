import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretAttempts, systemLogs, users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { currentCode } from './two-factor/totp';
import { verifySecondFactor } from './two-factor/second-factor';
import { mailsTo } from '../testing/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const WRONG = 'not my password at all';

/** Mail to `email` other than the confirmation link every sign-up sends. */
const notices = (email: string) =>
  mailsTo(t.dataDir, email).filter((m) => !m.includes('/confirm-email#token='));

async function audited(userId: string, action: string) {
  return t.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.userId, userId), eq(systemLogs.action, action)));
}

/** Ends the running wait as if it had passed (the database's clock decides waits). */
async function waitIsOver(userId: string) {
  await t.context.db
    .update(secretAttempts)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(secretAttempts.userId, userId));
}

describe('wrong passwords for sensitive changes', () => {
  it('allows 5, then answers 429 with Retry-After even for the right one; audits; mails once', async () => {
    const { cookie, input, user } = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await request(t.app, cookie).post('/api/account/recovery-key', {
        password: WRONG,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Your password is not correct.');
    }
    const blocked = await request(t.app, cookie).post('/api/account/recovery-key', {
      password: input.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await audited(user.id, 'vault.recovery_key_refused')).toHaveLength(5);
    const [lockout] = await audited(user.id, 'auth.password_locked');
    expect(lockout.message).toBe(
      'Sensitive changes paused for 1 min after 5 wrong passwords in a row',
    );
    const mails = notices(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Wrong passwords entered in your Kinfolio account');
    expect(mails[0]).not.toContain(WRONG);
    expect(mails[0]).not.toContain(input.password);
  });

  it('doubles the wait after each further wrong password, mailing no more', async () => {
    const { cookie, input, user } = await signUp(t.app);
    for (let i = 0; i < 5; i++)
      await request(t.app, cookie).post('/api/account/rotate-key', { password: WRONG });
    await waitIsOver(user.id);
    expect(
      (await request(t.app, cookie).post('/api/account/rotate-key', { password: WRONG }))
        .statusCode,
    ).toBe(400);
    const blocked = await request(t.app, cookie).post('/api/account/rotate-key', {
      password: WRONG,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(await audited(user.id, 'vault.rotate_refused')).toHaveLength(6);
    expect(await audited(user.id, 'auth.password_locked')).toHaveLength(2);
    expect(notices(input.email)).toHaveLength(1);
  });

  it('starts afresh after a right password', async () => {
    const { cookie, input, user } = await signUp(t.app);
    for (let i = 0; i < 5; i++)
      await request(t.app, cookie).post('/api/account/recovery-key', { password: WRONG });
    await waitIsOver(user.id);
    const ok = await request(t.app, cookie).post('/api/account/recovery-key', {
      password: input.password,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Four wrong ones in a row are free again.
    for (let i = 0; i < 4; i++)
      expect(
        (await request(t.app, cookie).post('/api/account/recovery-key', { password: WRONG }))
          .statusCode,
      ).toBe(400);
  });

  it('counts every route that checks a password in one count, unlock included', async () => {
    const { cookie, input } = await signUp(t.app);
    const wrongKey = 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH';
    for (let i = 0; i < 2; i++)
      expect(
        (await request(t.app, cookie).post('/api/account/unlock', { recoveryKey: wrongKey }))
          .statusCode,
      ).toBe(400);
    expect(
      (await request(t.app, cookie).post('/api/account/unlock', { oldPassword: WRONG })).statusCode,
    ).toBe(400);
    expect(
      (
        await request(t.app, cookie).post('/api/user/password', {
          currentPassword: WRONG,
          newPassword: 'next-password',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await request(t.app, cookie).post('/api/account/2fa/setup', { password: WRONG })).statusCode,
    ).toBe(400);
    const blocked = await request(t.app, cookie).post('/api/account/unlock', {
      recoveryKey: wrongKey,
    });
    expect(blocked.statusCode).toBe(429);
    const setup = await request(t.app, cookie).post('/api/account/2fa/setup', {
      password: input.password,
    });
    expect(setup.statusCode).toBe(429);
  });

  it('lets 5 of 10 concurrent wrong passwords through, no more', async () => {
    const { cookie, user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.app, cookie).post('/api/account/recovery-key', { password: WRONG }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect(await audited(user.id, 'vault.recovery_key_refused')).toHaveLength(5);
  });
});

describe('the per-address limit on password checks', () => {
  it('refuses a network address past its limit, whichever accounts it uses', async () => {
    const limited = await createTestApp({
      rateLimits: { authPerIpPerMinute: 3, authPerAccountPerMinute: 10_000 },
    });
    try {
      const a = await signUp(limited.app);
      const b = await signUp(limited.app);
      const ask = (who: typeof a) =>
        request(limited.app, who.cookie).post('/api/account/recovery-key', {
          password: who.input.password,
        });
      expect((await ask(a)).statusCode).toBe(200);
      expect((await ask(b)).statusCode).toBe(200);
      expect((await ask(a)).statusCode).toBe(200);
      const blocked = await ask(b);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('wrong two-factor codes at once', () => {
  it('cannot exceed the 5 allowed however many arrive together', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const { password } = input;
    const { secret } = (
      await request(t.app, cookie).post('/api/account/2fa/setup', { password })
    ).json();
    expect(
      (
        await request(t.app, cookie).post('/api/account/2fa/enable', {
          password,
          code: currentCode(secret),
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    const req = { ip: '127.0.0.1', headers: {}, currentUser: row } as unknown as FastifyRequest;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => verifySecondFactor(t.context, req, row, '000000')),
    );
    const wrong = outcomes.filter((o) => o.status === 'fulfilled' && o.value === false);
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as { statusCode?: number }).statusCode === 429,
    );
    expect(wrong).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect(await audited(user.id, 'auth.2fa_failed')).toHaveLength(5);
    expect(await audited(user.id, 'auth.2fa_locked')).toHaveLength(1);
  });
});
