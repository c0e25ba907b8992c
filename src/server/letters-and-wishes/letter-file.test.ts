import { and, count, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, systemLogs } from '../db/schema';
import { cleanUpOrphanFiles } from '../documents/stored-files';
import { putSetting } from '../settings/system-settings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sendImport } from '../data-in-out/import/testing/import-requests';
import { sealedFileKeyId } from '../storage/sealed-file';
import { inVault, PASSWORD, person, type Person } from '../trusted-people/testing/trusted-kit';
import { attachFile, family, M4A, PATH, release } from './testing/letters-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const UPLOAD = `${PATH}/upload`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'), Buffer.alloc(64, 1)]);

const storedCount = async () => (await t.context.db.select({ n: count() }).from(storedFiles))[0]!.n;

/** The file's bytes as `reader` fetches them from the owner's vault, or the status code. */
async function fetchAs(reader: Person, owner: Person, url: string) {
  const res = await reader.api.get(url, reader.id === owner.id ? {} : inVault(owner));
  return res.statusCode === 200 ? res.rawPayload : res.statusCode;
}

describe("a letter's file, sealed under the after key", () => {
  it('the owner uploads a recording, attaches it, plays it back; both are audited', async () => {
    const { owner, letterId } = await family(t);
    const letter = await attachFile(owner, letterId);
    expect(letter).toMatchObject({
      fileName: 'For Kim.m4a',
      mimeType: 'audio/mp4',
      fileUrl: `${PATH}/${letterId}/file`,
    });
    const res = await owner.api.get(letter.fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(M4A)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mp4',
      'cache-control': 'private, no-store',
    });
    const logs = await t.context.db
      .select({ action: systemLogs.action })
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, owner.id), eq(systemLogs.targetId, letter.filePath)));
    expect(logs.map((l) => l.action).sort()).toEqual(['file.download', 'file.upload']);
    // A scan and an MP3 are taken too.
    expect(
      (await owner.api.upload({ filename: 'scan.pdf', content: PDF }, UPLOAD)).statusCode,
    ).toBe(201);
    expect(
      (await owner.api.upload({ filename: 'voice.mp3', content: MP3 }, UPLOAD)).statusCode,
    ).toBe(201);
  });

  it('refuses a file whose contents are not what its name says, or a type a letter does not take', async () => {
    const owner = await person(t);
    const before = await storedCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [
      { filename: 'voice.mp3', content: html },
      { filename: 'video.mp4', content: PDF },
      { filename: 'notes.txt', content: 'hello' },
    ]) {
      const res = await owner.api.upload(file, UPLOAD);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "This file type is not accepted, or the file's contents do not match its name. Accepted: .pdf, .jpg, .jpeg, .png, .mp3, .m4a, .mp4.",
      );
    }
    expect(await storedCount()).toBe(before);
  });

  it("holds a recording to the admin's upload limit, storing nothing over it", async () => {
    const owner = await person(t);
    await putSetting(t.context.db, 'max_file_size_mb', '1');
    try {
      const before = await storedCount();
      const big = Buffer.concat([M4A, Buffer.alloc(1024 * 1024 + 10)]);
      const res = await owner.api.upload({ filename: 'long.m4a', content: big }, UPLOAD);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is larger than the 1 MB limit.');
      expect(await storedCount()).toBe(before);
    } finally {
      await putSetting(t.context.db, 'max_file_size_mb', '10');
    }
  });

  it('only the owner uploads: a trusted person cannot, before or after the release', async () => {
    const { owner, executor, child, exGrant } = await family(t);
    const file = { filename: 'x.m4a', content: M4A };
    expect((await child.api.upload(file, UPLOAD, inVault(owner))).statusCode).toBe(404);
    await release(owner, executor, exGrant.id);
    expect((await child.api.upload(file, UPLOAD, inVault(owner))).statusCode).toBe(403);
  });

  it('opens for the people the letter names after release, and for nobody else', async () => {
    const { owner, executor, child, exGrant, letterId } = await family(t);
    const { fileUrl, filePath } = await attachFile(owner, letterId);
    const stranger = await person(t);
    // Before the release: not the named child (a viewer of all areas), nor the executor.
    expect(await fetchAs(child, owner, fileUrl)).toBe(404);
    expect(await fetchAs(executor, owner, fileUrl)).toBe(404);
    // Never through the documents' file route, whose scope the child has: not even the owner
    // there (the owner's session is open, so the after key is in memory right now).
    expect(await fetchAs(child, owner, `/api/files/${filePath}`)).toBe(404);
    expect(await fetchAs(owner, owner, `/api/files/${filePath}`)).toBe(404);

    await release(owner, executor, exGrant.id);
    const opened = await fetchAs(child, owner, fileUrl);
    expect(Buffer.isBuffer(opened) && opened.equals(M4A)).toBe(true);
    // The list tells the named reader where the file is.
    const [letter] = (await child.api.get(PATH, inVault(owner))).json().slice(1);
    expect(letter).toMatchObject({ fileUrl, fileName: 'For Kim.m4a', mimeType: 'audio/mp4' });
    // The executor is not named by the letter; a stranger trusts nothing.
    expect(await fetchAs(executor, owner, fileUrl)).toBe(404);
    expect(await fetchAs(stranger, owner, fileUrl)).toBe(404);
    expect(await fetchAs(child, owner, `/api/files/${filePath}`)).toBe(404);
  });

  it('replacing or removing removes the stored file, deleting keeps it until deleted forever; the sweep keeps an attached one', async () => {
    const { owner, letterId } = await family(t);
    const first = await attachFile(owner, letterId);
    await cleanUpOrphanFiles(t.context, 0); // other tests' unattached uploads go, not this
    expect(await t.context.files.stat(first.filePath)).not.toBeNull();
    const second = await attachFile(owner, letterId, { filename: 'scan.pdf', content: PDF });
    expect(await t.context.files.stat(first.filePath)).toBeNull();
    expect(second.mimeType).toBe('application/pdf');
    const removed = await owner.api.patch(`${PATH}/${letterId}`, { filePath: null });
    expect(removed.json()).toMatchObject({ fileUrl: null, fileName: null, mimeType: null });
    expect(await t.context.files.stat(second.filePath)).toBeNull();
    const third = await attachFile(owner, letterId);
    // Deleted, the letter waits in Recently deleted with its file (decision 029), never served.
    expect((await owner.api.delete(`${PATH}/${letterId}`)).statusCode).toBe(204);
    expect((await owner.api.get(third.fileUrl)).statusCode).toBe(404);
    await cleanUpOrphanFiles(t.context, 0);
    expect(await t.context.files.stat(third.filePath)).not.toBeNull();
    const forever = await owner.api.delete(`/api/recently-deleted/${letterId}`);
    expect(forever.statusCode, forever.body).toBe(204);
    expect(await t.context.files.stat(third.filePath)).toBeNull();
  });

  it("a document cannot take a letter's upload, nor a letter a document's", async () => {
    const owner = await person(t);
    const letterUp = (await owner.api.upload({ filename: 'a.pdf', content: PDF }, UPLOAD)).json();
    const doc = await owner.api.post('/api/documents', {
      title: 'Will',
      category: 'Legal',
      filePath: letterUp.filePath,
    });
    expect(doc.statusCode).toBe(400);
    const docUp = (await owner.api.upload({ filename: 'b.pdf', content: PDF })).json();
    const letter = await owner.api.post(PATH, {
      itemType: 'Letter',
      title: 'x',
      readers: 'all',
      filePath: docUp.filePath,
    });
    expect(letter.statusCode).toBe(400);
    expect(letter.json().message).toBe('File: no such upload. Upload the file again.');
  });

  it("leaves in the owner's download and comes back, sealed under the after key, by import", async () => {
    const { owner, letterId } = await family(t);
    await attachFile(owner, letterId);
    const download = await owner.api.post('/api/account/export', { password: PASSWORD });
    expect(download.statusCode, download.body).toBe(200);
    const zip = unzipSync(download.rawPayload);
    const path = 'files/Letters and Wishes/For Kim.m4a';
    expect(Buffer.from(zip[path]!).equals(M4A)).toBe(true);
    const records = JSON.parse(strFromU8(zip['records.json']!));
    const [letter] = records.areas['letters-and-wishes'].filter(
      (r: { title: string }) => r.title === 'For Kim',
    );
    expect(letter.file).toMatchObject({ path, originalName: 'For Kim.m4a', mimeType: 'audio/mp4' });

    const other = await person(t);
    const res = await sendImport(other.api, 'commit', {
      area: 'all',
      content: download.rawPayload,
      filename: 'export.zip',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await other.api.get(PATH)).json() as {
      title: string;
      fileUrl: string;
      filePath: string;
    }[];
    const back = mine.find((r) => r.title === 'For Kim')!;
    const played = await other.api.get(back.fileUrl);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(M4A)).toBe(true);
    const keyId = await sealedFileKeyId(await t.context.files.getStream(back.filePath));
    expect(keyId).toBe((await t.context.keys.afterKeyFor(other.id)).id);
  });
});
