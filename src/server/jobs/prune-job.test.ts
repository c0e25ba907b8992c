import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordResetTokens, rateLimitHits, sessions } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { PRUNE_JOB } from './prune-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('the pruning job removes expired sessions, spent reset tokens and ended rate-limit windows', async () => {
  const me = await signUp(t.app);
  const { db } = t.context;
  const long = new Date(Date.now() - 3 * 24 * 60 * 60_000);
  await db
    .insert(sessions)
    .values({ sid: 'old', expire: long, absoluteExpire: long, userId: me.user.id });
  await db.insert(passwordResetTokens).values([
    { userId: me.user.id, token: 'expired', expiresAt: long },
    { userId: me.user.id, token: 'used', expiresAt: new Date(Date.now() + 3600_000), usedAt: long },
    { userId: me.user.id, token: 'live', expiresAt: new Date(Date.now() + 3600_000) },
  ]);
  await db.insert(rateLimitHits).values([
    { key: 'ended', count: 3, resetAt: long },
    { key: 'current', count: 1, resetAt: new Date(Date.now() + 60_000) },
  ]);
  expect(await t.context.jobs.runAndWait(PRUNE_JOB, {})).toBe('completed');
  const sids = (await db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid);
  expect(sids).not.toContain('old');
  expect(sids).toHaveLength(1); // the sign-up's own session stays
  const tokens = await db.select({ token: passwordResetTokens.token }).from(passwordResetTokens);
  expect(tokens.map((r) => r.token)).toEqual(['live']);
  const keys = (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
  expect(keys).toContain('current'); // the sign-up's own windows are current too
  expect(keys).not.toContain('ended');
});
