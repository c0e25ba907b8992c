import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, systemLogs } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { hashResetToken, RESET_EMAILS_PER_DAY } from './password-reset-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const outbox = () => path.join(t.dataDir, 'outbox');
const outboxFiles = () =>
  fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : [];

/** Mail goes out in the background: how long a test waits for it before failing. */
const MAIL_WAIT = { timeout: 5_000, interval: 20 };

/** Waits for the reset email (sent in the background) and returns the token from its link. */
async function tokenFromOutbox(email: string, before: number): Promise<string> {
  const mail = await vi.waitUntil(() => {
    const files = outboxFiles();
    if (files.length <= before) return null;
    const raw = fs.readFileSync(path.join(outbox(), files.sort().at(-1)!), 'utf8');
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='); // undo quoted-printable
    return text.includes('reset-password#token=') ? text : null; // written in full
  }, MAIL_WAIT);
  expect(mail).toContain(`To: ${email}`);
  const match = mail.match(/https:\/\/vault\.example\/reset-password#token=([A-Za-z0-9_-]+)/);
  expect(match, 'the reset link').not.toBeNull();
  return match![1];
}

async function requestReset(email: string) {
  const before = outboxFiles().length;
  const res = await request(t.app).post('/api/request-password-reset', { email });
  expect(res.statusCode).toBe(200);
  return tokenFromOutbox(email, before);
}

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const { input } = await signUp(t.app);
    const before = outboxFiles().length;
    const unknown = await request(t.app).post('/api/request-password-reset', {
      email: 'nobody@example.com',
    });
    const known = await request(t.app).post('/api/request-password-reset', {
      email: input.email.toUpperCase(),
    });
    expect(known.json()).toEqual(unknown.json());
    expect(await tokenFromOutbox(input.email, before)).toBeTruthy();
    // The real account's mail, asked for second, is in: the unknown address got none.
    expect(outboxFiles().length).toBe(before + 1);
  });

  it('stores only a hash of a 256-bit token that expires in one hour', async () => {
    const { input, user } = await signUp(t.app);
    const token = await requestReset(input.email);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const [row] = await t.context.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row.token).toBe(hashResetToken(token));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(3_590_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThan(3_610_000);
  });

  it('sets the new password, ends every session and works once', async () => {
    const { input, cookie } = await signUp(t.app);
    const token = await requestReset(input.email);
    const res = await request(t.app).post('/api/reset-password', {
      token,
      newPassword: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(401);
    expect(
      (
        await request(t.app).post('/api/login', {
          username: input.username,
          password: input.password,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await request(t.app).post('/api/login', {
          username: input.username,
          password: 'brand-new-secret',
        })
      ).statusCode,
    ).toBe(200);
    const again = await request(t.app).post('/api/reset-password', {
      token,
      newPassword: 'another-secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('lets only one of two concurrent requests use a token', async () => {
    const { input } = await signUp(t.app);
    const token = await requestReset(input.email);
    const results = await Promise.all([
      request(t.app).post('/api/reset-password', { token, newPassword: 'first-password' }),
      request(t.app).post('/api/reset-password', { token, newPassword: 'second-password' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token and revokes older links on use', async () => {
    const { input, user } = await signUp(t.app);
    const older = await requestReset(input.email);
    const expired = await requestReset(input.email);
    await t.context.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token, hashResetToken(expired)));
    // Strong passwords, so only the token can be what is refused.
    const refused = await request(t.app).post('/api/reset-password', {
      token: expired,
      newPassword: 'quiet-lantern-81',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'This reset link is invalid or has expired. Please request a new one.',
    ]);
    const newest = await requestReset(input.email);
    const done = await request(t.app).post('/api/reset-password', {
      token: newest,
      newPassword: 'brisk-harbour-42',
    });
    expect([done.statusCode, done.json().message]).toEqual([200, expect.any(String)]);
    const revoked = await request(t.app).post('/api/reset-password', {
      token: older,
      newPassword: 'amber-meadow-57',
    });
    expect([revoked.statusCode, revoked.json().message]).toEqual([
      400,
      'This reset link is invalid or has expired. Please request a new one.',
    ]);
    const logs = await t.context.db.select().from(systemLogs).where(eq(systemLogs.userId, user.id));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['auth.reset_requested', 'auth.password_reset']),
    );
    expect(JSON.stringify(logs)).not.toContain(newest);
  });

  it('sends at most 3 reset emails a day to one address, answering every request the same', async () => {
    const { input, user } = await signUp(t.app);
    // Reset emails only: the sign-up's confirmation link went to the same address.
    const mailsTo = () =>
      outboxFiles().filter((f) => {
        const mail = fs.readFileSync(path.join(outbox(), f), 'utf8');
        return mail.includes(`To: ${input.email}`) && mail.includes('Subject: Reset your');
      }).length;
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await request(t.app).post('/api/request-password-reset', { email: input.email }),
      );
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(4).fill([
        200,
        'If an account exists for that email, we have sent a link to reset its password.',
      ]),
    );
    // Mail goes out in the background: wait for the three emails and the audited refusal.
    const capped = async () =>
      t.context.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.userId, user.id))
        .then((rows) => rows.filter((r) => r.action === 'auth.reset_email_capped'));
    await vi.waitUntil(async () => mailsTo() >= 3 && (await capped()).length > 0, MAIL_WAIT);
    expect(RESET_EMAILS_PER_DAY).toBe(3);
    expect(mailsTo()).toBe(3);
    expect((await capped()).map((r) => [r.level, r.message])).toEqual([
      ['warning', 'Password reset email not sent: 3 already sent to this address today'],
    ]);
  });

  it('validates the new password', async () => {
    const res = await request(t.app).post('/api/reset-password', {
      token: 'abc',
      newPassword: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 6 characters' },
    ]);
  });
});
