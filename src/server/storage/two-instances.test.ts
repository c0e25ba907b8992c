import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signIn, signUpAdmin } from '../data-transfer/transfer-test-helpers';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { ORPHAN_FILES_JOB } from './orphan-files-job';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

// Two app instances behind one load balancer: one PostgreSQL, one bucket. PGlite is
// single-process by design, so this only runs when the tests run against PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let s3: S3TestServer;
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
let bDatabase: DatabaseHandle;

beforeAll(async () => {
  if (!onPostgres) return;
  s3 = await startS3TestServer();
  a = await createTestApp({ storage: { driver: 's3', s3: await s3.newBucket() } });
  bDatabase = await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: a.dataDir });
  b = await buildApp(a.config, { database: bDatabase, logger: false });
  await b.app.ready();
});

afterAll(async () => {
  if (!onPostgres) return;
  await b?.app.close();
  await bDatabase?.close();
  await a?.close();
  await s3?.close();
});

/** Repeats `probe` until it returns true (another instance's view may lag a few seconds). */
async function eventually(probe: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

it.runIf(onPostgres)(
  'a file uploaded on A downloads on B; deleted on B, it is gone on A',
  async () => {
    const { cookie } = await signUp(a.app);
    const up = (
      await request(a.app, cookie).upload({ filename: 'will.txt', content: 'shared bytes' })
    ).json();
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
    expect(await a.context.files.list()).not.toContain(up.filePath);
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

it.runIf(onPostgres)('a job both instances queue at once runs once, on one of them', async () => {
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
});
