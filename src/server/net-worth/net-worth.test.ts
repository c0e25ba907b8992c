import { and, count, eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { netWorthSnapshots, reminderPreferences, users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';
import { netWorthJob } from './net-worth-job';
import { fillMissingSnapshots } from './net-worth-snapshots';
import { pdfText } from '../testing/pdf-text';
import { sampleRecord } from '../testing/record-samples';
import { sendImport } from '../data-in-out/import/testing/import-requests';
import { bankAccountsKind, debtsLiabilitiesKind, realEstateKind } from '../../domain/records';

const bankAccount = (currentBalance: string) => ({
  ...sampleRecord(bankAccountsKind),
  currentBalance,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Fakes the clock (Date only: timers and the database keep running). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** Signs in again (a faked day later, yesterday's session may have run out). */
async function signIn(input: { username: string; password: string }) {
  return sessionCookieOf(await request(t.app).post('/api/login', input));
}

const history = async (cookie: string, range = 'ALL') =>
  (await request(t.app, cookie).get(`/api/net-worth/history?range=${range}`)).json();

async function rowsOf(userId: string) {
  return t.context.db
    .select()
    .from(netWorthSnapshots)
    .where(eq(netWorthSnapshots.userId, userId))
    .orderBy(netWorthSnapshots.day);
}

const snapshot = (userId: string, day: string, netWorth: string) => ({
  userId,
  day,
  bank: netWorth,
  investments: '0',
  realEstate: '0',
  businessInterests: '0',
  debts: '0',
  netWorth,
});

describe('snapshots on record changes', () => {
  it('writes the day’s snapshot at its first change and keeps it current the same day', async () => {
    clockAt('2026-03-10T09:00:00Z');
    const { cookie, input, user } = await signUp(t.app);
    expect(await history(cookie)).toMatchObject({ today: '2026-03-10', points: [], change: null });

    const me = request(t.app, cookie);
    const bank = await me.post('/api/bank-accounts', bankAccount('1000.50'));
    expect(bank.statusCode, bank.body).toBe(201);
    expect((await history(cookie)).points).toEqual([
      {
        day: '2026-03-10',
        bank: '1000.50',
        investments: '0.00',
        realEstate: '0.00',
        businessInterests: '0.00',
        debts: '0.00',
        netWorth: '1000.50',
        assets: '1000.50',
      },
    ]);
    const debt = await me.post('/api/debts-liabilities', {
      ...sampleRecord(debtsLiabilitiesKind),
      currentBalance: '200',
    });
    expect(debt.statusCode, debt.body).toBe(201);
    const sameDay = await history(cookie);
    expect(sameDay.points).toHaveLength(1);
    expect(sameDay.points[0]).toMatchObject({ debts: '200.00', netWorth: '800.50' });
    expect(sameDay.change).toBeNull(); // one point: nothing to compare yet

    // The next day, a change adds a second point and the change over the range.
    clockAt('2026-03-11T09:00:00Z');
    const next = request(t.app, await signIn(input));
    const patched = await next.patch(`/api/bank-accounts/${bank.json().id}`, {
      currentBalance: '1200.50',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const later = await history(await signIn(input));
    expect(later.points.map((p: { day: string }) => p.day)).toEqual(['2026-03-10', '2026-03-11']);
    // 200 / 800.50 = 24.984…%
    expect(later.change).toEqual({ amount: '200.00', percent: '24.98' });

    // Deleting the debt counts too.
    await next.delete(`/api/debts-liabilities/${debt.json().id}`);
    expect((await rowsOf(user.id)).at(-1)).toMatchObject({
      day: '2026-03-11',
      netWorth: '1200.50',
    });
  });

  it('does not write a snapshot for changes that cannot move net worth', async () => {
    clockAt('2026-03-10T09:00:00Z');
    const { cookie, user } = await signUp(t.app);
    const res = await request(t.app, cookie).post('/api/family-members', {
      name: 'Ann',
      relationship: 'Child',
    });
    expect(res.statusCode).toBe(201);
    expect(await rowsOf(user.id)).toEqual([]);
    const refused = await request(t.app, cookie).post('/api/bank-accounts', {
      currentBalance: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('dates a snapshot in the user’s reminder time zone', async () => {
    // 13:00 UTC on March 10 is already March 11 in Auckland (UTC+13).
    clockAt('2026-03-10T13:00:00Z');
    const { cookie, user } = await signUp(t.app);
    await t.context.db.insert(reminderPreferences).values({
      userId: user.id,
      timeZone: 'Pacific/Auckland',
    });
    const res = await request(t.app, cookie).post('/api/bank-accounts', bankAccount('5'));
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowsOf(user.id)).map((r) => r.day)).toEqual(['2026-03-11']);
    expect((await history(cookie)).today).toBe('2026-03-11');
  });
});

describe('snapshots on imports', () => {
  it('an import writes today’s snapshot; its preview, which stores nothing, does not', async () => {
    clockAt('2026-03-12T09:00:00Z');
    const { cookie, user } = await signUp(t.app);
    const me = request(t.app, cookie);
    const csv =
      'Bank Name,Account Type,Account Number,Balance\nChase,Checking,1234,1000.25\nAlly,Savings,5678,500\n';
    const file = { area: 'bank-accounts', content: csv };
    expect((await sendImport(me, 'preview', file)).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
    const res = await sendImport(me, 'commit', file);
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(user.id)).map((r) => [r.day, r.bank, r.netWorth])).toEqual([
      ['2026-03-12', '1500.25', '1500.25'],
    ]);
  });
});

describe('the daily job', () => {
  it('fills today for users without a row and leaves the others alone', async () => {
    clockAt('2026-04-01T09:00:00Z');
    const quiet = await signUp(t.app);
    const house = await request(t.app, quiet.cookie).post('/api/real-estate', {
      ...sampleRecord(realEstateKind),
      currentValue: '300000',
      mortgageBalance: null,
    });
    expect(house.statusCode, house.body).toBe(201);
    const busy = await signUp(t.app);

    clockAt('2026-04-02T09:00:00Z');
    const busyCookie = await signIn(busy.input);
    await request(t.app, busyCookie).post('/api/bank-accounts', bankAccount('10'));
    const before = await rowsOf(busy.user.id);

    const job = netWorthJob(t.context.db, { info: () => {} });
    await job.handler({});
    expect((await rowsOf(quiet.user.id)).map((r) => [r.day, r.realEstate, r.netWorth])).toEqual([
      ['2026-04-01', '300000.00', '300000.00'],
      ['2026-04-02', '300000.00', '300000.00'],
    ]);
    expect(await rowsOf(busy.user.id)).toEqual(before);
    // A second run the same day writes nothing new.
    await job.handler({});
    expect(await rowsOf(quiet.user.id)).toHaveLength(2);
  });

  it('fills a day in pages of users, and a second run computes nothing (issue 33)', async () => {
    // The users the tests above signed up (more sign-ups would meet the sign-up rate limit).
    const [{ n }] = await t.context.db.select({ n: count() }).from(users);
    expect(n).toBeGreaterThanOrEqual(4);
    const inserts = () =>
      execute.mock.calls.filter(([q]) =>
        new PgDialect().sqlToQuery(q as SQL).sql.startsWith('insert into "net_worth_snapshots"'),
      ).length;
    const execute = vi.spyOn(t.context.db, 'execute');
    try {
      const now = new Date('2026-05-10T12:00:00Z');
      expect(await fillMissingSnapshots(t.context.db, now, 2)).toBe(n);
      // Every user without a row, two per statement (zones on another date make their own pages).
      expect(inserts()).toBeGreaterThanOrEqual(Math.ceil(n / 2));
      execute.mockClear();
      expect(await fillMissingSnapshots(t.context.db, now, 2)).toBe(0);
      expect(inserts()).toBe(0);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('GET /api/net-worth/history', () => {
  it('answers the range’s points and the change in dollars and percent', async () => {
    clockAt('2026-03-10T12:00:00Z');
    const { cookie, user } = await signUp(t.app);
    await t.context.db
      .insert(netWorthSnapshots)
      .values([
        snapshot(user.id, '2025-01-01', '0'),
        snapshot(user.id, '2025-03-10', '100.00'),
        snapshot(user.id, '2025-09-10', '150.10'),
        snapshot(user.id, '2026-02-10', '200.20'),
        snapshot(user.id, '2026-03-10', '100.10'),
      ]);
    const days = async (range: string) =>
      (await history(cookie, range)).points.map((p: { day: string }) => p.day);
    expect(await days('1M')).toEqual(['2026-02-10', '2026-03-10']);
    expect(await days('6M')).toEqual(['2025-09-10', '2026-02-10', '2026-03-10']);
    expect(await days('1Y')).toEqual(['2025-03-10', '2025-09-10', '2026-02-10', '2026-03-10']);
    expect(await days('ALL')).toHaveLength(5);
    expect((await history(cookie, '1M')).change).toEqual({ amount: '-100.10', percent: '-50.00' });
    expect((await history(cookie, '1Y')).change).toEqual({ amount: '0.10', percent: '0.10' });
    // From 0 there is no percent.
    expect((await history(cookie, 'ALL')).change).toEqual({ amount: '100.10', percent: null });
  });

  it('shows only the user’s own history and checks the range', async () => {
    const { cookie, user } = await signUp(t.app);
    const other = await signUp(t.app);
    await t.context.db
      .insert(netWorthSnapshots)
      .values([snapshot(other.user.id, '2026-03-01', '999')]);
    expect((await history(cookie)).points).toEqual([]);
    const bad = await request(t.app, cookie).get('/api/net-worth/history?range=2W');
    expect(bad.statusCode).toBe(400);
    expect((await request(t.app).get('/api/net-worth/history')).statusCode).toBe(401);
    expect(
      await t.context.db
        .select()
        .from(netWorthSnapshots)
        .where(and(eq(netWorthSnapshots.userId, user.id))),
    ).toEqual([]);
  });
});

describe('the financial report', () => {
  it('has a "Net worth over time" section with each month’s last day and the change', async () => {
    const { cookie, user } = await signUp(t.app);
    const report = async () =>
      pdfText((await request(t.app, cookie).get('/api/reports/financial-dashboard')).rawPayload);
    expect(await report()).toContain('No history yet');
    await t.context.db
      .insert(netWorthSnapshots)
      .values([
        snapshot(user.id, '2026-01-05', '900.00'),
        snapshot(user.id, '2026-01-31', '1000.00'),
        snapshot(user.id, '2026-02-27', '1500.00'),
      ]);
    const text = await report();
    expect(text).toContain('Net worth over time');
    expect(text).toContain('Jan 31, 2026');
    expect(text).toContain('Feb 27, 2026');
    expect(text).not.toContain('Jan 5, 2026');
    expect(text).toContain('Change from Jan 31, 2026: $500 (50.00%)');
  });
});
