import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpWithId } from '../admin/testing/admin-fixtures';
import { buildApp } from '../app';
import { VaultLockedError } from '../crypto/key-ring';
import { holdsOpenedRowsOf } from '../crypto/opened-rows';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../testing/test-app';

// Decrypted rows and unlocked keys must leave memory when the reason to hold them ends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A user with one family member listed, so its plaintext sits in the opened-row cache. */
async function userWithOpenedRecord() {
  const person = await signUpWithId(t);
  const headers = { cookie: person.cookie };
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/family-members',
    headers,
    payload: { name: 'Grace Hopper', relationship: 'Child' },
  });
  expect(made.statusCode).toBe(201);
  const list = await t.app.inject({ method: 'GET', url: '/api/family-members', headers });
  expect(list.json()[0].name).toBe('Grace Hopper');
  expect(holdsOpenedRowsOf(person.id)).toBe(true);
  return person;
}

describe('forgetting keys and plaintext', () => {
  it('signing out drops the user key and their decrypted rows', async () => {
    const person = await userWithOpenedRecord();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: person.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(holdsOpenedRowsOf(person.id)).toBe(false);
    await expect(t.context.keys.dataKeyFor(person.id)).rejects.toBeInstanceOf(VaultLockedError);
  });

  it('deleting an account drops its key and decrypted rows', async () => {
    const person = await userWithOpenedRecord();
    const admin = await signUpAdmin(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${person.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(holdsOpenedRowsOf(person.id)).toBe(false);
    await expect(t.context.keys.dataKeyFor(person.id)).rejects.toBeInstanceOf(VaultLockedError);
  });
});

// Several app instances share one PostgreSQL server; PGlite is single-process by design.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('keys changed on one instance', () => {
  let b: Awaited<ReturnType<typeof buildApp>>;
  let bDatabase: DatabaseHandle;
  beforeAll(async () => {
    bDatabase = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir });
    b = await buildApp(t.config, { database: bDatabase, logger: false });
    await b.app.ready();
  });
  afterAll(async () => {
    await b.app.close();
    await bDatabase.close();
  });

  it('a sign-out on one instance drops the key held by another', async () => {
    const person = await signUpWithId(t);
    const onB = await b.app.inject({
      method: 'GET',
      url: '/api/family-members',
      headers: { cookie: person.cookie },
    });
    expect(onB.statusCode).toBe(200);
    await expect(b.context.keys.dataKeyFor(person.id)).resolves.toBeTruthy();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: person.cookie } });
    await expect(b.context.keys.dataKeyFor(person.id)).rejects.toBeInstanceOf(VaultLockedError);
  });
});
