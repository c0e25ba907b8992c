import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { putSetting } from '../settings/system-settings';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { hashSessionId } from './session-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const HOUR = 3_600_000;
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

/** Moves the clock the server reads (Date only; timers and I/O keep running). */
function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('session lifetime', () => {
  it('slides while in use but ends at the absolute lifetime (24 h by default)', async () => {
    const { cookie } = await signUp(t.app);
    // Read after the sign-up: the session began no later than this, so 24 h and a second from
    // here is past its absolute lifetime however long the sign-up's hashing took.
    const start = Date.now();
    for (let hours = 3; hours <= 21; hours += 3) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + hours * HOUR });
      expect((await me(cookie)).statusCode, `after ${hours} h of use`).toBe(200);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: start + 24 * HOUR + 1000 });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends after four idle hours', async () => {
    const { cookie } = await signUp(t.app);
    travel(4 * HOUR + 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('takes its absolute lifetime from the session timeout setting', async () => {
    await putSetting(t.context.db, 'session_timeout_hours', '2');
    const { cookie } = await signUp(t.app);
    const [row] = await t.context.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashSessionId(cookie.split('=')[1])));
    expect(row.absoluteExpire.getTime() - row.createdAt.getTime()).toBeGreaterThan(2 * HOUR - 5000);
    expect(row.absoluteExpire.getTime() - row.createdAt.getTime()).toBeLessThan(2 * HOUR + 5000);
    travel(2 * HOUR + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
    vi.useRealTimers();
    await putSetting(t.context.db, 'session_timeout_hours', '24');
  });

  it('stores only a hash of the session id and prunes expired rows', async () => {
    const { cookie } = await signUp(t.app);
    const raw = cookie.split('=')[1];
    const stored = await t.context.db.select().from(sessions);
    expect(stored.some((s) => s.sid === raw)).toBe(false);
    expect(stored.some((s) => s.sid === hashSessionId(raw))).toBe(true);
    await t.context.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    const removed = await t.context.sessions.pruneExpired();
    expect(removed).toBe(stored.length);
    const [{ n }] = await t.context.db.select({ n: count() }).from(sessions);
    expect(n).toBe(0);
  });
});
