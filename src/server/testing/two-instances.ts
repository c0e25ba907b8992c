import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from './test-app';

/**
 * Several app instances share one PostgreSQL server; PGlite is single-process by design, so a
 * test of two instances only applies (and only runs) when the tests run against PostgreSQL.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export type SecondInstance = Awaited<ReturnType<typeof buildApp>>;

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: `a`, a test app, and
 * `b`, another app with its own pool on a's database. Opened before the file's tests and closed
 * after them; off PostgreSQL nothing is opened (the tests are skipped with `it.runIf(onPostgres)`).
 */
export function twoInstancesOnPostgres(): { readonly a: TestApp; readonly b: SecondInstance } {
  let a: TestApp;
  let b: SecondInstance;
  let bDatabase: DatabaseHandle;

  beforeAll(async () => {
    if (!onPostgres) return;
    a = await createTestApp();
    bDatabase = await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: a.dataDir });
    b = await buildApp(a.config, { database: bDatabase, logger: false });
    await b.app.ready();
  });

  afterAll(async () => {
    if (!onPostgres) return;
    await b.app.close();
    await bDatabase.close();
    await a.close();
  });

  // Getters: the instances exist only once beforeAll has run.
  return {
    get a() {
      return a;
    },
    get b() {
      return b;
    },
  };
}
