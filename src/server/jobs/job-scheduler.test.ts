import os from 'node:os';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-app';
import { createJobScheduler, type JobScheduler } from './job-scheduler';

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

function scheduler(on = database) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const jobs = createJobScheduler({ database: on, log, pollingIntervalSeconds: 0.5 });
  schedulers.push(jobs);
  return { jobs, log };
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
  await new Promise((r) => setTimeout(r, 1500)); // a second copy would have run by now
  expect(ran).toHaveLength(1);
});

it('stops cleanly: a stopped scheduler runs nothing more', async () => {
  const { jobs } = scheduler();
  let runs = 0;
  jobs.define({ name: 'test.after-stop', handler: async () => void runs++ });
  await jobs.start();
  await jobs.runAt('test.after-stop', {}, new Date(Date.now() + 1500));
  await jobs.stop();
  await new Promise((r) => setTimeout(r, 2500));
  expect(runs).toBe(0);
});
