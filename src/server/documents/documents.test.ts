import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../db/schema';
import { putSetting } from '../settings/system-settings';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { cleanUpOrphanFiles } from './stored-files';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const storedIds = () =>
  fs.existsSync(`${t.dataDir}/files`)
    ? fs.readdirSync(`${t.dataDir}/files`).map((f) => f.replace('.bin', ''))
    : [];

describe('document files', () => {
  it('uploads a PDF, attaches it, serves it to its owner only, replaces and removes it', async () => {
    const first = await request(t.app, cookie).upload({ filename: 'Last Will.pdf', content: PDF });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      fileName: 'Last Will.pdf',
      fileSize: PDF.length,
      mimeType: 'application/pdf',
    });
    const doc = (
      await request(t.app, cookie).post('/api/documents', {
        title: 'Will',
        category: 'Legal',
        filePath: first.json().filePath,
        fileName: 'spoofed.exe',
        fileSize: 1,
      })
    ).json();
    expect(doc).toMatchObject({
      fileName: 'Last Will.pdf',
      fileSize: PDF.length,
      mimeType: 'application/pdf',
      fileUrl: first.json().fileUrl,
    });

    const file = await request(t.app, cookie).get(doc.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(file.headers['content-disposition']).toContain('filename="Last Will.pdf"');
    const stranger = (await signUp(t.app)).cookie;
    expect((await request(t.app, stranger).get(doc.fileUrl)).statusCode).toBe(404);
    expect(
      (
        await request(t.app, stranger).patch(`/api/documents/${doc.id}`, {
          filePath: first.json().filePath,
        })
      ).statusCode,
    ).toBe(404);

    const second = (
      await request(t.app, cookie).upload({ filename: 'new-will.pdf', content: PDF })
    ).json();
    const replaced = (
      await request(t.app, cookie).patch(`/api/documents/${doc.id}`, { filePath: second.filePath })
    ).json();
    expect(replaced.fileName).toBe('new-will.pdf');
    expect(storedIds()).not.toContain(first.json().filePath);
    expect((await request(t.app, cookie).get(first.json().fileUrl)).statusCode).toBe(404);

    const removed = (
      await request(t.app, cookie).patch(`/api/documents/${doc.id}`, { filePath: null })
    ).json();
    expect(removed).toMatchObject({ fileName: null, fileUrl: null, filePath: null });
    expect(storedIds()).not.toContain(second.filePath);
  });

  it('keeps the stored bytes in Recently deleted, and removes them when deleted forever', async () => {
    const up = (
      await request(t.app, cookie).upload({
        filename: 'deed.png',
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      })
    ).json();
    const doc = (
      await request(t.app, cookie).post('/api/documents', {
        title: 'Deed',
        category: 'Real Estate',
        filePath: up.filePath,
      })
    ).json();
    expect(storedIds()).toContain(up.filePath);
    expect((await request(t.app, cookie).delete(`/api/documents/${doc.id}`)).statusCode).toBe(204);
    expect(storedIds()).toContain(up.filePath);
    const forever = await request(t.app, cookie).delete(`/api/recently-deleted/${doc.id}`);
    expect(forever.statusCode).toBe(204);
    expect(storedIds()).not.toContain(up.filePath);
    const [{ n }] = await t.context.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.id, up.filePath));
    expect(n).toBe(0);
  });

  it('refuses an HTML page renamed .pdf, an unaccepted type and an empty file, storing nothing', async () => {
    const before = storedIds().length;
    const html = await request(t.app, cookie).upload({
      filename: 'invoice.pdf',
      content: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(
      /not accepted, or the file's contents do not match its name/,
    );
    expect(
      (await request(t.app, cookie).upload({ filename: 'run.exe', content: Buffer.from('MZ...') }))
        .statusCode,
    ).toBe(400);
    expect(
      (await request(t.app, cookie).upload({ filename: 'empty.txt', content: Buffer.alloc(0) }))
        .statusCode,
    ).toBe(400);
    expect(storedIds().length).toBe(before);
  });

  it('answers 413 over the size limit from the settings', async () => {
    await putSetting(t.context.db, 'max_file_size_mb', '1');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await request(t.app, cookie).upload({ filename: 'big.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than the 1 MB limit.');
    await putSetting(t.context.db, 'max_file_size_mb', '10');
  });

  it("refuses attaching someone else's upload", async () => {
    const stranger = (await signUp(t.app)).cookie;
    const theirs = (
      await request(t.app, stranger).upload({
        filename: 'theirs.txt',
        content: Buffer.from('hello'),
      })
    ).json();
    const res = await request(t.app, cookie).post('/api/documents', {
      title: 'Mine',
      category: 'Other',
      filePath: theirs.filePath,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File: no such upload. Upload the file again.');
  });

  it('cleans up uploads never attached to a document', async () => {
    const orphan = (
      await request(t.app, cookie).upload({
        filename: 'orphan.csv',
        content: Buffer.from('a,b\n1,2\n'),
      })
    ).json();
    expect(await cleanUpOrphanFiles(t.context, 60_000)).toBe(0);
    await t.context.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(storedFiles.id, orphan.filePath));
    expect(await cleanUpOrphanFiles(t.context, 86_400_000)).toBe(1);
    expect(storedIds()).not.toContain(orphan.filePath);
  });

  it("removes a deleted user's file bytes", async () => {
    const leaving = await signUp(t.app);
    const up = (
      await request(t.app, leaving.cookie).upload({
        filename: 'leaving.txt',
        content: Buffer.from('goodbye'),
      })
    ).json();
    await request(t.app, leaving.cookie).post('/api/documents', {
      title: 'Note',
      category: 'Personal',
      filePath: up.filePath,
    });
    await t.context.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(storedIds()).toContain(up.filePath);
    expect(await cleanUpOrphanFiles(t.context, 86_400_000)).toBe(1);
    expect(storedIds()).not.toContain(up.filePath);
  });
});
