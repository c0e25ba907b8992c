import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedFiles, systemSettings } from '../db/schema';
import { putSetting } from '../settings/system-settings';
import { request, type FilePart } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { sendImport } from '../data-in-out/import/testing/import-requests';
import { formatBytes, storageRoom } from './storage-quota';

// Issue 40, finding 7: one 208 KB ZIP stored 200 MB, as often as anyone liked. Each account's
// stored bytes are held to the administrator's quota (default 5 GB): documents, letters' files
// and imports alike.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await putSetting(t.context.db, 'storage_quota_gb', String(1 / 1024)); // 1 MB
});
afterAll(async () => t?.close());

const KB = 1024;
const text = (name: string, kb: number): FilePart => ({
  filename: name,
  content: 'a'.repeat(kb * KB),
  type: 'text/plain',
});
const pdf = (kb: number): FilePart => ({
  filename: 'scan.pdf',
  content: Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(kb * KB, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]),
});
const FULL =
  'Your storage is full: 1 MB allowed, 600 KB used. Delete files you no longer need, or ask your administrator for more room.';

async function filesOf(userId: string) {
  return t.context.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));
}

it('refuses an upload past the quota with a 413 naming the quota and what is used, keeping nothing of it', async () => {
  const me = await signUp(t.app);
  const client = request(t.app, me.cookie);
  expect((await client.upload(text('first.txt', 600))).statusCode).toBe(201);
  const over = await client.upload(text('second.txt', 600));
  expect(over.statusCode).toBe(413);
  expect(over.json().message).toBe(FULL);
  // A letter's file counts against the same bytes.
  const letter = await client.upload(pdf(500), '/api/letters-and-wishes/upload');
  expect(letter.statusCode).toBe(413);
  expect(letter.json().message).toBe(FULL);
  expect((await filesOf(me.user.id)).map((f) => f.size)).toEqual([600 * KB]);
  // Another account has its own room.
  const other = await signUp(t.app);
  expect((await request(t.app, other.cookie).upload(text('theirs.txt', 600))).statusCode).toBe(201);
});

it('refuses any upload once the quota is used up, before reading the file', async () => {
  const me = await signUp(t.app);
  const client = request(t.app, me.cookie);
  expect((await client.upload(text('a.txt', 600))).statusCode).toBe(201);
  expect((await client.upload(text('b.txt', 400))).statusCode).toBe(201); // 1,000 KB of 1,024
  const tiny = await client.upload(text('c.txt', 30));
  expect(tiny.statusCode).toBe(413);
  expect(tiny.json().message).toBe(
    'Your storage is full: 1 MB allowed, 1000 KB used. Delete files you no longer need, or ask your administrator for more room.',
  );
  expect(await filesOf(me.user.id)).toHaveLength(2);
});

it('is the administrator’s setting: 5 GB by default, changed on the Settings tab', async () => {
  const { signUpAdmin } = await import('../admin/testing/admin-fixtures');
  const admin = await signUpAdmin(t);
  const settings = (payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/admin/settings',
      ...(payload ? { payload } : {}),
      headers: { cookie: admin.cookie },
    });
  await t.context.db.delete(systemSettings).where(eq(systemSettings.key, 'storage_quota_gb'));
  const me = await signUp(t.app);
  expect(await storageRoom(t.context.db, me.user.id)).toEqual({ quota: 5 * 1024 ** 3, used: 0 });
  expect(formatBytes(4.98 * 1024 ** 3)).toBe('4.98 GB');
  const changed = await settings({ storageQuotaGb: 2 });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().storageQuotaGb).toBe(2);
  expect((await settings()).json().storageQuotaGb).toBe(2);
  expect((await storageRoom(t.context.db, me.user.id)).quota).toBe(2 * 1024 ** 3);
  expect((await settings({ storageQuotaGb: 0 })).statusCode).toBe(400);
});

it("counts an import's files: an export ZIP that would pass the quota is refused with the 413, storing nothing", async () => {
  await putSetting(t.context.db, 'storage_quota_gb', String(1 / 1024)); // 1 MB
  const owner = await signUp(t.app);
  const exporter = request(t.app, owner.cookie);
  const up = await exporter.upload(text('letter.txt', 600));
  expect(up.statusCode).toBe(201);
  const doc = { title: 'Letter', category: 'Personal', filePath: up.json().filePath };
  expect((await exporter.post('/api/documents', doc)).statusCode).toBe(201);
  const exported = await exporter.post('/api/account/export', { password: owner.input.password });
  expect(exported.statusCode).toBe(200);

  const me = await signUp(t.app);
  const client = request(t.app, me.cookie);
  expect((await client.upload(text('mine.txt', 600))).statusCode).toBe(201);
  const imported = await sendImport(client, 'commit', {
    area: 'all',
    content: exported.rawPayload,
    filename: 'export.zip',
  });
  expect(imported.statusCode).toBe(413);
  expect(imported.json().message).toBe(FULL);
  expect(await filesOf(me.user.id)).toHaveLength(1);
  expect((await client.get('/api/documents')).json()).toEqual([]);
});
