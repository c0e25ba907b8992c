import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, localClock } from '../../domain/reminder-dates';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { REMINDERS_JOB } from './reminder-jobs';
import { createRecord, readOutbox, zoneWhereRemindersAreDue } from './reminder-test-kit';

// Two app instances on one database: with TEST_DATABASE_URL two pools on one PostgreSQL (as
// behind a load balancer); on PGlite two apps sharing the one embedded handle. Real clock.
let t: TestApp;
const extra: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const e of extra.reverse()) await e.close();
  await t?.close();
});

async function secondInstance() {
  const database: DatabaseHandle = t.config.databaseUrl
    ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir })
    : { db: t.context.db, engine: 'pglite', close: async () => {} };
  const { app, context } = await buildApp(t.config, { database, logger: false });
  await app.ready();
  let closed = false;
  const instance = {
    app,
    context,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
  extra.push(instance);
  return instance;
}

it('two instances send each reminder exactly once, including across a restart', async () => {
  const zone = zoneWhereRemindersAreDue();
  const today = localClock(new Date(), zone).date;
  const me = await signUp(t.app);
  await t.app.inject({
    method: 'PUT',
    url: '/api/reminder-preferences',
    headers: { cookie: me.cookie },
    payload: { timeZone: zone },
  });
  await createRecord(t.app, me.cookie, 'important-dates', { eventDate: today, reminderDays: 0 });
  await createRecord(t.app, me.cookie, 'documents', { expirationDate: addDays(today, 7) });
  await createRecord(t.app, me.cookie, 'debts-liabilities', { dueDate: addDays(today, 30) });

  const b = await secondInstance();
  // Both instances run the job at the same moment.
  expect(
    await Promise.all([
      t.context.jobs.runAndWait(REMINDERS_JOB, {}),
      b.context.jobs.runAndWait(REMINDERS_JOB, {}),
    ]),
  ).toEqual(['completed', 'completed']);

  // B is stopped with a job queued, then started again; both run the job again.
  await b.context.jobs.runAt(REMINDERS_JOB, {});
  await b.close();
  const b2 = await secondInstance();
  expect(
    await Promise.all([
      t.context.jobs.runAndWait(REMINDERS_JOB, {}),
      b2.context.jobs.runAndWait(REMINDERS_JOB, {}),
    ]),
  ).toEqual(['completed', 'completed']);

  const bell = await t.app.inject({ url: '/api/notifications', headers: { cookie: me.cookie } });
  expect(
    (bell.json() as { items: Array<{ title: string }> }).items.map((n) => n.title).sort(),
  ).toEqual([
    'Debt payment is due in 30 days',
    'Document expires in 7 days',
    'Important date today',
  ]);
  const reminders = readOutbox(t.dataDir).filter(
    (m) => m.to === me.input.email && !m.text.includes('/confirm-email#'),
  );
  expect(reminders).toHaveLength(1);
});
