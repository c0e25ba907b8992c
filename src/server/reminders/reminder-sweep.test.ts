import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../domain/reminder-dates';
import type { RecordKindKey } from '../../domain/records';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { createRecord, readOutbox } from './reminder-test-kit';
import { sweepReminders } from './reminder-sweep';
import { dueUserIds } from './due-users';

// A faked clock: each sweep is given its `now`; mail lands in DATA_DIR/outbox.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const log = { error: vi.fn() };
const sweep = (now: Date) =>
  sweepReminders(
    {
      db: t.context.db,
      mailer: t.context.mailer,
      serverKey: t.context.serverKey,
      appUrl: 'https://vault.example',
      log,
    },
    now,
  );
/** 8:00 UTC on `date`. */
const at8 = (date: string, hour = 8) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

async function user(prefs: Record<string, unknown> = {}) {
  const who = await signUp(t.app);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/reminder-preferences',
    headers: { cookie: who.cookie },
    payload: { timeZone: 'UTC', ...prefs },
  });
  expect(res.statusCode).toBe(200);
  return who;
}

async function bell(cookie: string) {
  const res = await t.app.inject({ url: '/api/notifications', headers: { cookie } });
  return (res.json() as { items: Array<Record<string, string | null>> }).items;
}
/** Reminder mail to `email` (not the confirmation link every sign-up sends). */
const mailsTo = (email: string) =>
  readOutbox(t.dataDir).filter((m) => m.to === email && !m.text.includes('/confirm-email#'));

const EXPIRING: Array<[RecordKindKey, string, string]> = [
  ['documents', 'expirationDate', 'Document expires'],
  ['insurance-policies', 'expirationDate', 'Insurance policy expires'],
  ['bank-accounts', 'maturityDate', 'Bank account matures'],
  ['investment-accounts', 'maturityDate', 'Investment account matures'],
  ['debts-liabilities', 'dueDate', 'Debt payment is due'],
];

describe('expirations, maturities and due dates', () => {
  it('are reminded 30 and 7 days before and on the day, once each, with a link to the record', async () => {
    const me = await user();
    const today = '2031-03-01';
    const date = addDays(today, 30);
    const ids: string[] = [];
    for (const [kind, field] of EXPIRING)
      ids.push(await createRecord(t.app, me.cookie, kind, { [field]: date }));

    for (const [offset, words] of [
      [30, 'in 30 days'],
      [7, 'in 7 days'],
      [0, 'today'],
    ] as const) {
      const day = addDays(date, -offset);
      await sweep(at8(day));
      await sweep(at8(day, 15)); // later the same day: nothing twice
      const items = (await bell(me.cookie)).filter((n) => n.title?.endsWith(words));
      expect(items.map((n) => n.title).sort()).toEqual(
        EXPIRING.map(([, , w]) => `${w} ${words}`).sort(),
      );
      expect(items.map((n) => n.recordId).sort()).toEqual([...ids].sort());
    }
    expect(await bell(me.cookie)).toHaveLength(15);
    const doc = (await bell(me.cookie)).find((n) => n.title === 'Document expires today')!;
    expect(doc.link).toBe(`/documents?record=${ids[0]}`);
    expect(doc.recordKind).toBe('documents');
    expect(doc.message).toBe('Expiration Date: Mar 31, 2031');
    // Nothing between the offsets.
    await sweep(at8(addDays(date, -20)));
    expect(await bell(me.cookie)).toHaveLength(15);
  });

  it('follow the offsets chosen in Preferences', async () => {
    const me = await user({ expiryOffsets: [14] });
    await createRecord(t.app, me.cookie, 'documents', { expirationDate: '2031-05-15' });
    await sweep(at8('2031-04-15')); // 30 days before: not chosen
    expect(await bell(me.cookie)).toHaveLength(0);
    await sweep(at8('2031-05-01'));
    expect((await bell(me.cookie)).map((n) => n.title)).toEqual(['Document expires in 14 days']);
  });
});

describe('important dates', () => {
  it('are reminded at their own days before and on the day; a moved date is reminded again', async () => {
    const me = await user();
    const id = await createRecord(t.app, me.cookie, 'important-dates', {
      eventDate: '2031-06-10',
      reminderDays: 3,
    });
    await sweep(at8('2031-06-07'));
    expect((await bell(me.cookie)).map((n) => n.title)).toEqual(['Important date in 3 days']);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/important-dates/${id}`,
      headers: { cookie: me.cookie },
      payload: { eventDate: '2031-06-09' },
    });
    await sweep(at8('2031-06-07', 9));
    expect((await bell(me.cookie)).map((n) => n.title)).toEqual([
      'Important date in 2 days',
      'Important date in 3 days',
    ]);
    await sweep(at8('2031-06-09'));
    expect((await bell(me.cookie))[0].title).toBe('Important date today');
  });

  it('recurring: before each next occurrence, across a year end', async () => {
    const me = await user();
    await createRecord(t.app, me.cookie, 'important-dates', {
      eventDate: '2020-01-02',
      isRecurring: true,
      reminderDays: 7,
    });
    await sweep(at8('2031-12-26'));
    const [item] = await bell(me.cookie);
    expect(item.title).toBe('Important date in 7 days');
    expect(item.message).toBe('Date: Jan 2, 2032');
  });
});

it('waits for 8:00 in each user’s time zone, on both sides of midnight UTC', async () => {
  const tokyo = await user({ timeZone: 'Asia/Tokyo' });
  const honolulu = await user({ timeZone: 'Pacific/Honolulu' });
  for (const who of [tokyo, honolulu])
    await createRecord(t.app, who.cookie, 'important-dates', {
      eventDate: '2031-07-20',
      reminderDays: 0,
    });
  // July 19, 22:30 UTC: 7:30 on July 20 in Tokyo, 12:30 on July 19 in Honolulu.
  await sweep(new Date('2031-07-19T22:30:00Z'));
  expect(await bell(tokyo.cookie)).toHaveLength(0);
  expect(await bell(honolulu.cookie)).toHaveLength(0);
  await sweep(new Date('2031-07-19T23:00:00Z')); // 8:00 in Tokyo
  expect((await bell(tokyo.cookie)).map((n) => n.title)).toEqual(['Important date today']);
  await sweep(new Date('2031-07-20T17:59:00Z')); // 7:59 in Honolulu
  expect(await bell(honolulu.cookie)).toHaveLength(0);
  await sweep(new Date('2031-07-20T18:00:00Z'));
  expect((await bell(honolulu.cookie)).map((n) => n.title)).toEqual(['Important date today']);
});

it('mails at most once a day: areas, counts and dates, never titles, with one-click unsubscribe', async () => {
  const me = await user();
  await createRecord(t.app, me.cookie, 'documents', {
    title: 'Passport of Ada',
    expirationDate: '2031-09-08',
  });
  await createRecord(t.app, me.cookie, 'documents', {
    title: 'Car title',
    expirationDate: '2031-09-08',
  });
  await sweep(at8('2031-09-01'));
  // A date created later the same day reaches the bell, not a second email.
  await createRecord(t.app, me.cookie, 'important-dates', {
    title: 'Will review',
    eventDate: '2031-09-03',
    reminderDays: 2,
  });
  await sweep(at8('2031-09-01', 12));
  expect(await bell(me.cookie)).toHaveLength(3);
  const mails = mailsTo(me.input.email);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe('Kinfolio reminders: 2 dates coming up');
  expect(mail.text).toContain('- Documents: 2 (Sep 8, 2031, in 7 days; Sep 8, 2031, in 7 days)');
  expect(mail.text).toContain('Sign in to see each one: https://vault.example/upcoming');
  expect(mail.text).not.toMatch(/Passport|Car title|Will review/);
  expect(mail.headers).toMatch(
    /List-Unsubscribe: <https:\/\/vault\.example\/api\/unsubscribe\?token=[^>]+>/,
  );
  expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // The next day's reminders get the next day's email.
  await sweep(at8('2031-09-03'));
  expect(mailsTo(me.input.email)).toHaveLength(2);
  expect(mailsTo(me.input.email)[1].text).toContain('- Important dates: 1 (Sep 3, 2031, today)');
});

describe('preference switches', () => {
  it('a kind switched off is not reminded; email off keeps the bell only', async () => {
    const me = await user({ kinds: { expirations: false }, email: false });
    await createRecord(t.app, me.cookie, 'documents', { expirationDate: '2031-10-08' });
    await createRecord(t.app, me.cookie, 'important-dates', {
      eventDate: '2031-10-01',
      reminderDays: 0,
    });
    await sweep(at8('2031-10-01'));
    expect((await bell(me.cookie)).map((n) => n.title)).toEqual(['Important date today']);
    expect(mailsTo(me.input.email)).toHaveLength(0);
  });

  it('birthdays, anniversaries and the checklist nudge only when switched on (off by default)', async () => {
    const off = await user();
    const on = await user({ kinds: { familyDates: true, checklist: true } });
    for (const who of [off, on]) {
      await createRecord(t.app, who.cookie, 'family-members', {
        birthday: '1980-02-29',
        anniversary: '2005-11-03',
      });
      await createRecord(t.app, who.cookie, 'estate-checklist-items', { priority: 1 });
      await createRecord(t.app, who.cookie, 'estate-checklist-items', { priority: 1 });
      await createRecord(t.app, who.cookie, 'estate-checklist-items', { priority: 2 });
    }
    await sweep(at8('2031-02-28')); // a leap-day birthday falls on Feb 28 in a common year
    expect(await bell(off.cookie)).toHaveLength(0);
    expect((await bell(on.cookie)).map((n) => n.title).sort()).toEqual([
      '2 high-priority checklist items are unfinished',
      'Birthday today',
    ]);
    await sweep(at8('2031-02-28', 20));
    await sweep(at8('2031-03-01')); // a new month: a new nudge
    expect((await bell(on.cookie)).filter((n) => n.link === '/estate-planning')).toHaveLength(2);
    expect(mailsTo(on.input.email)[0].text).toContain('- Family: 1 (Feb 28, 2031, today)');
    expect(mailsTo(on.input.email)[0].text).toContain(
      '- Estate checklist: 2 high-priority items are unfinished',
    );
  });

  it('the weekly digest (off by default) lists the next 30 days once a week', async () => {
    const off = await user();
    const on = await user({ weeklyDigest: true, email: false });
    for (const who of [off, on])
      await createRecord(t.app, who.cookie, 'documents', { expirationDate: '2031-12-20' });
    await sweep(at8('2031-12-01')); // a Monday
    await sweep(at8('2031-12-03'));
    expect(mailsTo(off.input.email).filter((m) => m.subject.includes('digest'))).toHaveLength(0);
    const digests = mailsTo(on.input.email);
    expect(digests.map((m) => m.subject)).toEqual(['Kinfolio weekly digest: the next 30 days']);
    expect(digests[0].text).toContain('- Documents: 1 (Dec 20, 2031, in 19 days)');
    await sweep(at8('2031-12-08'));
    expect(mailsTo(on.input.email)).toHaveLength(2);
  });
});

describe('who a sweep opens (issue 33: 100,000 families)', () => {
  it('only the users with something due, and none again once their reminders are recorded', async () => {
    const due = await user();
    const idle = await user();
    await createRecord(t.app, due.cookie, 'documents', { expirationDate: '2045-06-15' });
    await createRecord(t.app, idle.cookie, 'documents', { expirationDate: '2046-01-10' });
    const now = at8('2045-06-08');
    const ids = await dueUserIds(t.context.db, now, null, 10_000);
    expect(ids).toContain(due.user.id);
    expect(ids).not.toContain(idle.user.id);
    // Every other user of this file has nothing due that day but the digest of a new week.
    expect((await sweep(now)).visited).toBe(ids.length);
    expect((await bell(due.cookie)).map((n) => n.title)).toEqual(['Document expires in 7 days']);
    expect(await dueUserIds(t.context.db, at8('2045-06-08', 14), null, 10_000)).toEqual([]);
    expect((await sweep(at8('2045-06-08', 14))).visited).toBe(0);
  });
});
