import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../db/schema';
import { seal } from '../crypto/aead';
import { signUpAdmin } from '../data-in-out/snapshot/snapshot-test-helpers';
import { cleanUpOrphanFiles } from '../documents/stored-files';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';
import type { StorageConfig } from '../config';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

// What a user and an operator notice of stored files, on local disk and on S3 alike.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3?.close());

const drivers: Array<[string, () => Promise<StorageConfig>]> = [
  ['disk', async () => ({ driver: 'disk' })],
  ['s3', async () => ({ driver: 's3', s3: await s3.newBucket() })],
];

describe.each(drivers)('documents on %s', (_name, storage) => {
  let t: TestApp;
  let cookie: string;
  let password: string;
  beforeAll(async () => {
    t = await createTestApp({ storage: await storage() });
    const me = await signUp(t.app);
    cookie = me.cookie;
    password = me.input.password;
  });
  afterAll(() => t?.close());

  const upload = async (filename: string, content: Buffer, as = cookie) => {
    const res = await request(t.app, as).upload({ filename, content });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { filePath: string; fileUrl: string; fileSize: number };
  };
  const attach = async (filePath: string, as = cookie) =>
    (
      await request(t.app, as).post('/api/documents', {
        title: 'Doc',
        category: 'Legal',
        filePath,
      })
    ).json() as { id: string };
  const held = () => t.context.files.list();

  it('streams a 9 MB upload in and out, sealed in the store under its id only', async () => {
    const text = Buffer.from(randomBytes(9 * 512 * 1024).toString('hex')); // 9 MB of text
    const up = await upload('ledger.txt', text);
    expect(up.fileSize).toBe(text.length);
    const res = await request(t.app, cookie).get(up.fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(text)).toBe(true);
    expect(await held()).toContain(up.filePath);
    const stored = await t.context.files.get(up.filePath);
    expect(stored.includes(text.subarray(0, 64))).toBe(false);
    expect(stored.includes(Buffer.from('ledger'))).toBe(false);
  });

  it('refuses a text file that turns binary past its first bytes, keeping nothing', async () => {
    const before = (await held()).length;
    const tricky = Buffer.concat([Buffer.alloc(100_000, 0x61), Buffer.from([0, 1, 2])]);
    const res = await request(t.app, cookie).upload({ filename: 'notes.txt', content: tricky });
    expect(res.statusCode).toBe(400);
    expect((await held()).length).toBe(before);
  });

  it('removes the bytes on replacement, on deletion forever, by the sweep and with the account', async () => {
    const first = await upload('a.txt', Buffer.from('first'));
    const doc = await attach(first.filePath);
    const second = await upload('b.txt', Buffer.from('second'));
    await request(t.app, cookie).patch(`/api/documents/${doc.id}`, { filePath: second.filePath });
    expect(await held()).not.toContain(first.filePath);
    await request(t.app, cookie).delete(`/api/documents/${doc.id}`);
    // Kept with the document in Recently deleted (issue 44) until it is deleted forever.
    expect(await held()).toContain(second.filePath);
    await request(t.app, cookie).delete(`/api/recently-deleted/${doc.id}`);
    expect(await held()).not.toContain(second.filePath);

    const never = await upload('orphan.csv', Buffer.from('a,b\n'));
    await t.context.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(storedFiles.id, never.filePath));
    expect(await cleanUpOrphanFiles(t.context, 86_400_000)).toBe(1);
    expect(await held()).not.toContain(never.filePath);

    const admin = await signUpAdmin(t);
    const leaving = await signUp(t.app);
    const theirs = await upload('will.txt', Buffer.from('my will'), leaving.cookie);
    await attach(theirs.filePath, leaving.cookie);
    const res = await request(t.app, admin.cookie).delete(`/api/admin/users/${leaving.user.id}`);
    expect(res.statusCode).toBe(204);
    expect(await held()).not.toContain(theirs.filePath);

    // Bytes whose row went with a user deleted in SQL are found by the sweep.
    const gone = await signUp(t.app);
    const left = await upload('left.txt', Buffer.from('left'), gone.cookie);
    await t.context.db.delete(users).where(eq(users.id, gone.user.id));
    expect(await cleanUpOrphanFiles(t.context, 86_400_000)).toBe(1);
    expect(await held()).not.toContain(left.filePath);
  });

  it('the sweep works through many orphans in small batches and keeps every attached file', async () => {
    const kept = await upload('kept.txt', Buffer.from('kept'));
    await attach(kept.filePath);
    const fresh = await upload('fresh.txt', Buffer.from('uploaded just now'));
    const stale: string[] = [];
    for (let i = 0; i < 5; i++)
      stale.push((await upload(`old${i}.txt`, Buffer.from('x'))).filePath);
    await t.context.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(storedFiles.id, stale));
    const gone = await signUp(t.app);
    const bytesOnly: string[] = [];
    for (let i = 0; i < 3; i++)
      bytesOnly.push((await upload(`left${i}.txt`, Buffer.from('y'), gone.cookie)).filePath);
    await t.context.db.delete(users).where(eq(users.id, gone.user.id));

    // Batches of 2: three rounds of unattached rows, and the store listed two ids at a time.
    expect(await cleanUpOrphanFiles(t.context, 86_400_000, 2)).toBe(8);
    const after = await held();
    for (const id of [...stale, ...bytesOnly]) expect(after).not.toContain(id);
    expect(after).toEqual(expect.arrayContaining([kept.filePath, fresh.filePath]));
    expect((await request(t.app, cookie).get(kept.fileUrl)).statusCode).toBe(200);
    expect(await cleanUpOrphanFiles(t.context, 86_400_000, 2)).toBe(0);
  });

  it('a new data key re-seals stored files of both formats, which still download', async () => {
    const current = await upload('current.txt', Buffer.from('sealed in chunks'));
    // A file stored whole by an earlier version, under the same key.
    const legacy = await upload('legacy.txt', Buffer.from('placeholder'));
    const [row] = await t.context.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, legacy.filePath));
    const key = await t.context.keys.dataKeyFor(row.userId);
    const aad = `stored_files:${row.id}:${row.userId}`;
    await t.context.files.put(
      row.id,
      Buffer.from(seal(key.key, key.id, Buffer.from('old format'), aad)),
    );
    await t.context.db.update(storedFiles).set({ size: 10 }).where(eq(storedFiles.id, row.id));
    const before = await t.context.files.get(current.filePath);

    const rotated = await request(t.app, cookie).post('/api/account/rotate-key', { password });
    expect(rotated.statusCode, rotated.body).toBe(200);
    cookie = sessionCookieOf(rotated);
    expect((await t.context.files.get(current.filePath)).equals(before)).toBe(false);
    expect((await t.context.files.get(legacy.filePath)).subarray(0, 3).toString()).not.toBe('v1.');
    expect((await request(t.app, cookie).get(current.fileUrl)).body).toBe('sealed in chunks');
    expect((await request(t.app, cookie).get(legacy.fileUrl)).body).toBe('old format');
  });
});
