import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-app';
import { createJobScheduler, type JobScheduler } from './job-scheduler';
import { sqlExecutorFor } from './sql-executor';

// On PGlite by default; with TEST_DATABASE_URL on PostgreSQL, two schedulers share one database.
let database: DatabaseHandle;
let second: DatabaseHandle | undefined;
let drop: () => Promise<void>;
const schedulers: JobScheduler[] = [];

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  database = await openDatabase({ databaseUrl: test.url, dataDir: os.tmpdir(), inMemory: true });
  if (test.url) second = await openDatabase({ databaseUrl: test.url, dataDir: os.tmpdir() });
});
afterAll(async () => {
  for (const s of schedulers) await s.stop();
  await database?.close();
  await second?.close();
  await drop?.();
});

function scheduler(on = database, pollingIntervalSeconds = 0.5) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const jobs = createJobScheduler({ database: on, log, pollingIntervalSeconds });
  schedulers.push(jobs);
  return { jobs, log };
}

/** The state of every job of a kind the database holds (pg-boss's own table), oldest first. */
async function jobStates(name: string): Promise<string[]> {
  const { rows } = await sqlExecutorFor(database).executeSql(
    'SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    [name],
  );
  return (rows as Array<{ state: string }>).map((r) => r.state);
}

it('runs a job, retries a failing one with backoff and logs the failure without its data', async () => {
  const { jobs, log } = scheduler();
  const seen: string[] = [];
  let failures = 0;
  jobs.define<{ secret: string }>({
    name: 'test.flaky',
    retryLimit: 2,
    retryDelaySeconds: 1,
    async handler(data) {
      seen.push(data.secret);
      if (failures++ === 0) throw new Error('the mail server said no');
    },
  });
  await jobs.start();
  await jobs.runAt('test.flaky', { secret: 'hunter2' });
  await vi.waitFor(() => expect(seen).toEqual(['hunter2', 'hunter2']), { timeout: 15_000 });
  expect(log.error).toHaveBeenCalledTimes(1);
  const [fields, message] = log.error.mock.calls[0];
  expect(message).toBe('job failed');
  expect(fields).toMatchObject({ job: 'test.flaky', err: { message: 'the mail server said no' } });
  expect(JSON.stringify(fields)).not.toContain('hunter2');
});

it('a job failing on a query logs and keeps its query text, never its parameters', async () => {
  const { jobs, log } = scheduler();
  const canary = 'canary-not-a-uuid-5f1e';
  jobs.define({
    name: 'test.bad-query',
    retryLimit: 0,
    async handler() {
      await database.db.execute(sql`SELECT ${canary}::uuid`);
    },
  });
  await jobs.start();
  expect(await jobs.runAndWait('test.bad-query', {})).toBe('failed');
  const logged = JSON.stringify(log.error.mock.calls);
  expect(logged).toContain('SELECT $1::uuid');
  expect(logged).not.toContain(canary);
  // pg-boss keeps the thrown error with the job: the parameter is not there either.
  const { rows } = await sqlExecutorFor(database).executeSql(
    'SELECT output FROM pgboss.job WHERE name = $1',
    ['test.bad-query'],
  );
  expect(JSON.stringify(rows)).toContain('SELECT $1::uuid');
  expect(JSON.stringify(rows)).not.toContain(canary);
});

it('runs a job and waits for it; a job that throws is reported failed', async () => {
  const { jobs } = scheduler();
  let runs = 0;
  jobs.define({ name: 'test.ok', handler: async () => void runs++ });
  jobs.define({
    name: 'test.broken',
    retryLimit: 0,
    handler: async () => Promise.reject(new Error('x')),
  });
  await jobs.start();
  expect(await jobs.runAndWait('test.ok', {})).toBe('completed');
  expect(runs).toBe(1);
  expect(await jobs.runAndWait('test.broken', {})).toBe('failed');
});

it('runs a job keyed twice once, whichever instance takes it', async () => {
  const a = scheduler();
  const b = scheduler(second ?? database);
  const ran: string[] = [];
  const kind = (who: string) => ({
    name: 'test.keyed',
    oneWaitingPerKey: true,
    handler: async () => void ran.push(who),
  });
  a.jobs.define(kind('a'));
  b.jobs.define(kind('b'));
  await Promise.all([a.jobs.start(), b.jobs.start()]);
  const soon = new Date(Date.now() + 500);
  await Promise.all([
    a.jobs.runAt('test.keyed', {}, soon, 'only-once'),
    b.jobs.runAt('test.keyed', {}, soon, 'only-once'),
  ]);
  await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 10_000 });
  // No second copy can run later: the database holds one job of this kind, and it is finished
  // (a second request that had been queued would show here as waiting, then run).
  await vi.waitFor(async () => expect(await jobStates('test.keyed')).toEqual(['completed']), {
    timeout: 10_000,
  });
  expect(ran).toHaveLength(1);
});

it('stops cleanly: a stopped scheduler runs nothing more; its queued job waits for the next', async () => {
  const ran: string[] = [];
  const first = scheduler();
  first.jobs.define({ name: 'test.after-stop', handler: async () => void ran.push('stopped') });
  await first.jobs.start();
  await first.jobs.runAt('test.after-stop', {}, new Date(Date.now() + 1500));
  await first.jobs.stop();
  expect(ran).toEqual([]);
  // A scheduler started after the stop looks for due jobs every 2 s (once at start, before the
  // job is due; next ~2 s later). Had the stopped one kept looking every 0.5 s, it would have
  // taken the job as soon as it was due, before this one.
  const next = scheduler(database, 2);
  next.jobs.define({ name: 'test.after-stop', handler: async () => void ran.push('next') });
  await next.jobs.start();
  await vi.waitFor(() => expect(ran).not.toEqual([]), { timeout: 10_000 });
  expect(ran).toEqual(['next']);
});
