import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { S3Settings } from '../config';
import { signIn, signUpAdmin } from '../data-in-out/snapshot/snapshot-test-helpers';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import type { JobScheduler } from '../jobs/job-scheduler';
import { ORPHAN_FILES_JOB } from './orphan-files-job';
import { createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

// Two app instances behind one load balancer: one PostgreSQL, one bucket. PGlite is
// single-process by design, so this only runs when the tests run against PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let s3: S3TestServer;
let bucket: S3Settings;
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
let bDatabase: DatabaseHandle;
// B's own DATA_DIR, as on another machine: only the database, the bucket and MASTER_KEY are
// shared (without MASTER_KEY each instance would make its own key in its DATA_DIR/keys).
const bDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-instance-b-'));

beforeAll(async () => {
  if (!onPostgres) return;
  s3 = await startS3TestServer();
  bucket = await s3.newBucket();
  const masterKey = randomBytes(32).toString('hex');
  a = await createTestApp({ masterKey, storage: { driver: 's3', s3: bucket } });
  bDatabase = await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: bDataDir });
  b = await buildApp({ ...a.config, dataDir: bDataDir }, { database: bDatabase, logger: false });
  await b.app.ready();
});

afterAll(async () => {
  if (!onPostgres) return;
  await b?.app.close();
  await bDatabase?.close();
  await a?.close();
  await s3?.close();
  fs.rmSync(bDataDir, { recursive: true, force: true });
});

/** Stored files an instance keeps in its own DATA_DIR (none when the bucket is in use). */
function localFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Repeats `probe` until it returns true (another instance's view may lag a few seconds). */
async function eventually(probe: () => Promise<boolean>, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

it.runIf(onPostgres)(
  'a file uploaded on A downloads on B; deleted on B, it is gone on A, and from the bucket once deleted forever',
  async () => {
    const { cookie } = await signUp(a.app);
    const up = (
      await request(a.app, cookie).upload({ filename: 'will.txt', content: 'shared bytes' })
    ).json();
    // The bytes are in the bucket (read with a client of its own), in neither DATA_DIR.
    const inBucket = createS3Storage(bucket);
    expect((await inBucket.stat(up.filePath))?.size).toBeGreaterThan(0);
    expect(localFiles(a.dataDir)).toEqual([]);
    expect(localFiles(bDataDir)).toEqual([]);
    const onB = await request(b.app, cookie).get(up.fileUrl);
    expect(onB.statusCode).toBe(200);
    expect(onB.body).toBe('shared bytes');

    const doc = await request(b.app, cookie).post('/api/documents', {
      title: 'Will',
      category: 'Legal',
      filePath: up.filePath,
    });
    expect(
      (await request(b.app, cookie).delete(`/api/documents/${doc.json().id}`)).statusCode,
    ).toBe(204);
    expect((await request(a.app, cookie).get(up.fileUrl)).statusCode).toBe(404);
    // Kept in Recently deleted for 30 days (decision 029): the bytes stay for a restore ...
    expect((await inBucket.stat(up.filePath))?.size).toBeGreaterThan(0);
    const trashed = (await request(a.app, cookie).get('/api/recently-deleted')).json() as {
      items: Array<{ id: string; title: string }>;
    };
    const will = trashed.items.find((item) => item.title === 'Will');
    expect(will).toBeDefined();
    // ... until deleted forever, on either instance.
    expect(
      (await request(b.app, cookie).delete(`/api/recently-deleted/${will!.id}`)).statusCode,
    ).toBe(204);
    expect(await inBucket.stat(up.filePath)).toBeNull();
  },
);

it.runIf(onPostgres)(
  'maintenance switched on A applies on B; a sign-out on A is refused on B',
  async () => {
    const admin = await signUpAdmin(a);
    const user = await signUp(a.app);
    const signedIn = await signIn(a.app, user.input.username, user.input.password);
    expect((await request(b.app, signedIn).get('/api/family-members')).statusCode).toBe(200);

    const on = await request(a.app, admin.cookie).post('/api/admin/maintenance', { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(
      await eventually(
        async () => (await request(b.app, signedIn).get('/api/family-members')).statusCode === 503,
      ),
    ).toBe(true);
    await request(a.app, admin.cookie).post('/api/admin/maintenance', { enabled: false });
    expect(
      await eventually(
        async () => (await request(b.app, signedIn).get('/api/family-members')).statusCode === 200,
      ),
    ).toBe(true);

    expect((await request(a.app, signedIn).post('/api/logout')).statusCode).toBe(204);
    expect((await request(b.app, signedIn).get('/api/user')).statusCode).toBe(401);
  },
);

/**
 * Defines a job kind on both instances at the same moment, as two instances starting together
 * do (pg-boss creating two queues at once deadlocked on PostgreSQL before the scheduler tried
 * again); each run is recorded as `<n>:<A|B>`.
 */
async function countingKind(name: string, runs: string[], oneWaitingPerKey = false) {
  const define = (jobs: JobScheduler, instance: string) =>
    jobs.define<{ n: number }>({
      name,
      oneWaitingPerKey,
      retryLimit: 0,
      async handler({ n }) {
        runs.push(`${n}:${instance}`);
      },
    });
  define(a.context.jobs, 'A');
  define(b.context.jobs, 'B');
  // Both instances' queues and workers are up before the test's own sends (a job already taken
  // by one worker no longer counts as waiting, so a later send would rightly queue another).
  expect(await a.context.jobs.runAndWait(name, { n: 0 })).toBe('completed');
  expect(await b.context.jobs.runAndWait(name, { n: 0 })).toBe('completed');
  runs.length = 0;
}

/** Waits until `runs` has `count` entries, then two more polling rounds for any extra run. */
async function settled(runs: string[], count: number) {
  // Each worker takes one job per 2-second poll: several jobs take a few rounds.
  expect(await eventually(async () => runs.length >= count, 300)).toBe(true);
  await new Promise((r) => setTimeout(r, 5_000)); // workers poll every 2 s
}

it.runIf(onPostgres)(
  'a job both instances queue at once runs once, on one of them',
  async () => {
    const runs: string[] = [];
    await countingKind('test.both-queue', runs, true);
    await Promise.all([
      a.context.jobs.runAt('test.both-queue', { n: 1 }, undefined, 'both'),
      b.context.jobs.runAt('test.both-queue', { n: 1 }, undefined, 'both'),
    ]);
    await settled(runs, 1);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(/^1:[AB]$/);

    // The sweep itself, queued by both, completes once.
    await Promise.all([
      a.context.jobs.runAt(ORPHAN_FILES_JOB, {}, undefined, 'both'),
      b.context.jobs.runAt(ORPHAN_FILES_JOB, {}, undefined, 'both'),
    ]);
    const states = async () =>
      (
        (await a.context.db.execute(
          sql`SELECT state FROM pgboss.job WHERE name = ${ORPHAN_FILES_JOB} AND singleton_key = 'both'`,
        )) as unknown as { rows: Array<{ state: string }> }
      ).rows.map((r) => r.state);
    expect(await eventually(async () => (await states()).includes('completed'))).toBe(true);
    expect(await states()).toEqual(['completed']);
  },
  60_000,
);

it.runIf(onPostgres)(
  'jobs queued on either instance each run exactly once, whichever instance takes them',
  async () => {
    const runs: string[] = [];
    await countingKind('test.each-once', runs);
    const sent = Array.from({ length: 6 }, (_, n) => n);
    await Promise.all(sent.map((n) => (n % 2 ? a : b).context.jobs.runAt('test.each-once', { n })));
    await settled(runs, sent.length);
    expect(runs.map((r) => Number(r.split(':')[0])).sort((x, y) => x - y)).toEqual(sent);
  },
  60_000,
);
