import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, systemLogs } from '../db/schema';
import { cleanUpOrphanFiles } from '../documents/stored-files';
import { request, type FilePart, type RequestClient } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const PHOTO = '/api/account/photo';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('the rest of a small picture'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a portrait')]);
const png = (content: Uint8Array = PNG, filename = 'me.png'): FilePart => ({ filename, content });

let t: TestApp;
let ada: RequestClient;
let adaId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await signUp(t.app);
  ada = request(t.app, signed.cookie);
  adaId = signed.user.id;
});
afterAll(() => t.close());

const photoIdOf = (url: string | null) => url?.split('/').pop() ?? null;

async function storedFileCount() {
  const [row] = await t.context.db.select({ n: count() }).from(storedFiles);
  return row!.n;
}

async function auditActions() {
  const rows = await t.context.db.select().from(systemLogs).where(eq(systemLogs.userId, adaId));
  return rows.map((r) => r.action).filter((a) => a.startsWith('account.photo'));
}

describe('profile photo', () => {
  it('is uploaded, named in the user, and served to its owner only, sealed at rest', async () => {
    const res = await ada.upload(png(), PHOTO);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect(url).toMatch(/^\/api\/account\/photo\/[0-9a-f-]{36}$/);
    expect((await ada.get('/api/user')).json().profileImageUrl).toBe(url);

    const served = await ada.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    // The stored bytes are sealed under Ada's data key, like a document's file.
    const stored = await t.context.files.get(photoIdOf(url)!);
    expect(stored.includes(PNG.subarray(8))).toBe(false);

    const bob = request(t.app, (await signUp(t.app)).cookie);
    expect((await bob.get(url)).statusCode).toBe(404);
    expect((await request(t.app).get(url)).statusCode).toBe(401);
    expect(await auditActions()).toEqual(['account.photo_set']);
  });

  it('refuses other types, contents that do not match the name, and big files; keeps nothing', async () => {
    const before = await storedFileCount();
    const accepted =
      "This file type is not accepted, or the file's contents do not match its name. Accepted: .jpg, .jpeg, .png, .gif.";
    for (const file of [
      png(Buffer.from('%PDF-1.7 a will'), 'will.pdf'),
      png(Buffer.from('<svg onload="alert(1)"/>'), 'me.svg'),
      png(Buffer.from('<html><script>alert(1)</script></html>'), 'me.png'),
    ]) {
      const res = await ada.upload(file, PHOTO);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json()).toEqual({ message: accepted });
    }
    const big = await ada.upload(png(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])), PHOTO);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The file is larger than the 5 MB limit.' });
    expect(await ada.post(PHOTO, { url: 'https://example.com/me.png' })).toMatchObject({
      statusCode: 415,
    });
    expect(await storedFileCount()).toBe(before);
  });

  it('is replaced whole: the earlier photo’s row and bytes go', async () => {
    const first = photoIdOf((await ada.get('/api/user')).json().profileImageUrl)!;
    const res = await ada.upload(png(JPEG, 'portrait.JPG'), PHOTO);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect((await ada.get(url)).headers['content-type']).toBe('image/jpeg');
    expect(await t.context.files.stat(first)).toBeNull();
    const [row] = await t.context.db.select().from(storedFiles).where(eq(storedFiles.id, first));
    expect(row).toBeUndefined();
    expect((await ada.get(`${PHOTO}/${first}`)).statusCode).toBe(404);
  });

  it('is neither served nor attached by the documents’ routes', async () => {
    const id = photoIdOf((await ada.get('/api/user')).json().profileImageUrl)!;
    expect((await ada.get(`/api/files/${id}`)).statusCode).toBe(404);
    const doc = await ada.post('/api/documents', {
      title: 'Will',
      category: 'Legal',
      filePath: id,
    });
    expect(doc.statusCode, doc.body).toBe(400);
    expect(doc.json().message).toBe('File: no such upload. Upload the file again.');
    expect((await ada.get(`${PHOTO}/${id}`)).statusCode).toBe(200);
  });

  it('stays when unattached uploads are swept', async () => {
    const url = (await ada.get('/api/user')).json().profileImageUrl as string;
    await cleanUpOrphanFiles(t.context, 0);
    expect((await ada.get(url)).statusCode).toBe(200);
  });

  it('is removed, and the initials show again', async () => {
    const url = (await ada.get('/api/user')).json().profileImageUrl as string;
    const res = await ada.delete(PHOTO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profileImageUrl).toBeNull();
    expect((await ada.get(url)).statusCode).toBe(404);
    expect(await t.context.files.stat(photoIdOf(url)!)).toBeNull();
    const again = await ada.delete(PHOTO);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'You have no profile photo.' });
    expect(await auditActions()).toEqual([
      'account.photo_set',
      'account.photo_set',
      'account.photo_removed',
    ]);
  });
});
