import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-app';
import { createJobScheduler, type JobScheduler } from './job-scheduler';
import { sqlExecutorFor } from './sql-executor';

// A job queued before a restart runs after it, once. The data outlives the process: PGlite on
// disk in a data directory (as the server keeps it), or with TEST_DATABASE_URL one PostgreSQL
// database that each "process" opens a pool of its own on.
let dataDir: string;
let url: string | undefined;
let drop: () => Promise<void>;
const open: Array<{ jobs: JobScheduler; database: DatabaseHandle }> = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-restart-'));
  ({ url, drop } = await createTestDatabase());
});
afterAll(async () => {
  for (const instance of open) await close(instance);
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the scheduler of one "process" on the lasting data, with the kind `who` runs. */
async function startInstance(who: string, ran: string[]) {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const jobs = createJobScheduler({
    database,
    log: { error: vi.fn(), warn: vi.fn() },
    pollingIntervalSeconds: 0.5,
  });
  jobs.define<{ note: string }>({
    name: 'test.restart',
    handler: async ({ note }) => void ran.push(`${who}: ${note}`),
  });
  await jobs.start();
  const instance = { jobs, database };
  open.push(instance);
  return instance;
}

/** Stops the scheduler and closes the database, as the server does on SIGTERM. */
async function close(instance: { jobs: JobScheduler; database: DatabaseHandle }) {
  const at = open.indexOf(instance);
  if (at === -1) return;
  open.splice(at, 1);
  await instance.jobs.stop();
  await instance.database.close();
}

it('runs a job queued before a restart after it, exactly once', async () => {
  const ran: string[] = [];
  const before = await startInstance('before', ran);
  await before.jobs.runAt(
    'test.restart',
    { note: 'send the reminder' },
    new Date(Date.now() + 2000),
  );
  await close(before);
  // Closed before the job was due: it did not run here.
  expect(ran).toEqual([]);

  const after = await startInstance('after', ran);
  await vi.waitFor(() => expect(ran).not.toEqual([]), { timeout: 15_000 });
  // Once every job of the kind has finished, none is left to run a second time.
  const states = async () => {
    const { rows } = await sqlExecutorFor(after.database).executeSql(
      'SELECT state FROM pgboss.job WHERE name = $1',
      ['test.restart'],
    );
    return (rows as Array<{ state: string }>).map((r) => r.state);
  };
  await vi.waitFor(async () => expect(await states()).toEqual(['completed']), { timeout: 10_000 });
  expect(ran).toEqual(['after: send the reminder']);

  // And a finished job stays finished across the next restart.
  await close(after);
  const again = await startInstance('again', ran);
  expect(await again.jobs.runAndWait('test.restart', { note: 'a new one' })).toBe('completed');
  expect(ran).toEqual(['after: send the reminder', 'again: a new one']);
});
