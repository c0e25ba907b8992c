import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';

// Several app instances share one PostgreSQL server; PGlite is single-process by design, so
// this only applies (and only runs) when the tests run against PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
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

it.runIf(onPostgres)(
  'a sign-out on one instance is seen by another on its very next request',
  async () => {
    const { input } = await signUp(a.app);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: input.username, password: input.password },
    });
    const cookie = sessionCookieOf(login);
    const onB = () => b.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect((await onB()).statusCode).toBe(200); // B now holds the session in its cache
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await onB()).statusCode).toBe(401);
  },
);

it.runIf(onPostgres)('a profile change on one instance is seen by another at once', async () => {
  const { cookie } = await signUp(a.app);
  await b.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  await a.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: { cookie },
    payload: { firstName: 'Changed' },
  });
  expect(
    (await b.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().firstName,
  ).toBe('Changed');
});
