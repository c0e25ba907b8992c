import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from '../../domain/records';
import { users } from '../db/schema';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await signUp(t.app);
  const b = await signUp(t.app);
  alice = { cookie: a.cookie, id: a.user.id };
  bob = { cookie: b.cookie, id: b.user.id };
});
afterAll(() => t.close());

const LIST = '/api/family-members';
const list = (cookie: string, ifNoneMatch?: string) =>
  t.app.inject({
    method: 'GET',
    url: LIST,
    headers: { cookie, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });

const revisionOf = async (userId: string) =>
  (await t.context.db.select().from(users).where(eq(users.id, userId)))[0].recordsRevision;

describe('record lists answer ETag and 304', () => {
  it('tags a list with the user and their revision, and answers 304 to that tag', async () => {
    const first = await list(alice.cookie);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`W/"${alice.id}.${await revisionOf(alice.id)}"`);

    const again = await list(alice.cookie, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('answers 200 with a new tag after each write: create, update, delete', async () => {
    let etag = (await list(alice.cookie)).headers.etag as string;
    const expectChanged = async () => {
      const res = await list(alice.cookie, etag);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      etag = res.headers.etag as string;
      return res.json() as Array<{ id: string; name: string }>;
    };
    const created = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { cookie: alice.cookie },
      payload: { name: 'Ada Okafor', relationship: 'Child' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await expectChanged()).map((r) => r.id)).toContain(id);

    await t.app.inject({
      method: 'PATCH',
      url: `${LIST}/${id}`,
      headers: { cookie: alice.cookie },
      payload: { name: 'Ada O.' },
    });
    expect((await expectChanged()).find((r) => r.id === id)?.name).toBe('Ada O.');

    await t.app.inject({
      method: 'DELETE',
      url: `${LIST}/${id}`,
      headers: { cookie: alice.cookie },
    });
    expect((await expectChanged()).map((r) => r.id)).not.toContain(id);
  });

  it('never answers 304 to another user holding the same tag', async () => {
    const etag = (await list(alice.cookie)).headers.etag as string;
    const res = await list(bob.cookie, etag);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toContain(bob.id);
  });

  it('another user’s writes leave the tag alone', async () => {
    const etag = (await list(alice.cookie)).headers.etag as string;
    await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { cookie: bob.cookie },
      payload: { name: 'Someone else', relationship: 'Spouse' },
    });
    expect((await list(alice.cookie, etag)).statusCode).toBe(304);
  });
});

// Imports, re-encryption under a new data key and any later code write rows with SQL of their
// own: the database moves the revision on every record table, whoever writes.
describe.each(RECORD_KINDS.map((kind) => [kind.key, kind as RecordKind] as const))(
  'a write to %s by any code moves the owner’s revision',
  (_key, kind) => {
    it('on insert, update and delete', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: kind.apiPaths[0],
        headers: { cookie: alice.cookie },
        payload: sampleRecord(kind, 'rev'),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      const table = sql.identifier(kind.table);
      // A copy of the row under a new id, in one statement whatever the kind's columns.
      const copy = sql`INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table},
        to_jsonb(r) || jsonb_build_object('id', gen_random_uuid()))).* FROM ${table} r WHERE id = ${id}`;
      const steps = {
        update: sql`UPDATE ${table} SET updated_at = now() WHERE id = ${id}`,
        insert: copy,
        'delete the copy': sql`DELETE FROM ${table} WHERE user_id = ${alice.id} AND id <> ${id}`,
        delete: sql`DELETE FROM ${table} WHERE id = ${id}`,
      };
      for (const [name, step] of Object.entries(steps)) {
        const before = await revisionOf(alice.id);
        await t.context.db.execute(step);
        expect(await revisionOf(alice.id), name).toBeGreaterThan(before);
      }
    });
  },
);

describe('API answers are compressed above the threshold', () => {
  it('sends a list brotli-compressed to a client that accepts it, gzip to one that accepts only that', async () => {
    for (let i = 0; i < 20; i++)
      await t.app.inject({
        method: 'POST',
        url: LIST,
        headers: { cookie: alice.cookie },
        payload: { name: `Relative number ${i}`, relationship: 'Other' },
      });
    const plain = await list(alice.cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { cookie: alice.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { cookie: alice.cookie, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that refuses brotli with q=0, and nothing to one refusing both', async () => {
    const as = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: LIST,
        headers: { cookie: alice.cookie, 'accept-encoding': encoding },
      });
    expect((await as('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const none = await as('br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toBeInstanceOf(Array);
  });

  it('leaves a small answer (below 1 KB) uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: bob.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
