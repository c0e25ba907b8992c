import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lettersAndWishes, storedFiles, systemLogs } from '../db/schema';
import { sendImport } from '../data-in-out/import/testing/import-requests';
import { sealedFileKeyId } from '../storage/sealed-file';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import {
  inVault,
  PASSWORD,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';
import { attachFile, family, M4A, PATH, release } from './testing/letters-kit';

/** Final wishes readable now (issue 45 part 5a, decision 030). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const NOW = 'Hymn 23 at the service, and daffodils.';

/** The family of letters-kit, a cousin (viewer of all areas) no item names, and wishes readable now by the child and the executor. */
async function readableNowFamily() {
  const f = await family(t);
  const cousin = await person(t, { firstName: 'Cora', lastName: 'Cousin' });
  await trust(t, f.owner, cousin, { role: 'viewer', areas: 'all' });
  const res = await f.owner.api.post(PATH, {
    itemType: 'Final wishes',
    title: 'Read this now',
    service: NOW,
    readers: `${f.childGrant.id},${f.exGrant.id}`,
    readableNow: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().readableNow).toBe(true);
  return { ...f, cousin, nowId: res.json().id as string };
}

const keyIdOf = (sealed: string | null) => sealed!.split('.')[1];

async function rowKey(id: string) {
  const [row] = await t.context.db
    .select()
    .from(lettersAndWishes)
    .where(eq(lettersAndWishes.id, id));
  return keyIdOf(row!.sealed);
}

/** The key id of a stored file's bytes and of its row (name and type). */
async function fileKeys(fileId: string) {
  const [row] = await t.context.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return [await sealedFileKeyId(await t.context.files.getStream(fileId)), keyIdOf(row!.sealed)];
}

async function titlesFor(reader: Person, owner: Person) {
  const res = await reader.api.get(PATH, inVault(owner));
  return res.statusCode === 200
    ? (res.json() as { title: string }[]).map((r) => r.title)
    : res.statusCode;
}

const keys = async (owner: Person) => ({
  data: (await t.context.keys.dataKeyFor(owner.id)).id,
  after: (await t.context.keys.afterKeyFor(owner.id)).id,
});

describe('Final wishes readable now', () => {
  it('is sealed under the data key, read now by the people it names through a live grant, and nobody else', async () => {
    const { owner, child, cousin, executor, exGrant, nowId } = await readableNowFamily();
    const k = await keys(owner);
    expect(await rowKey(nowId)).toBe(k.data);
    const { fileUrl, filePath } = await attachFile(owner, nowId);
    expect(await fileKeys(filePath)).toEqual([k.data, k.data]);
    // Every other item stays under the after key.
    const rows = await t.context.db
      .select()
      .from(lettersAndWishes)
      .where(eq(lettersAndWishes.userId, owner.id));
    for (const row of rows.filter((r) => r.id !== nowId)) expect(keyIdOf(row.sealed)).toBe(k.after);

    // The child (a viewer it names) reads it now, with its file: only it, readers left out.
    const list = (await child.api.get(PATH, inVault(owner))).json();
    expect(list.map((r: { title: string }) => r.title)).toEqual(['Read this now']);
    expect(list[0]).toMatchObject({ service: NOW, readableNow: true, readers: null });
    const file = await child.api.get(fileUrl, inVault(owner));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(M4A)).toBe(true);
    // Under the data key, it is still a letter's file: never served or attached as a document's.
    expect((await child.api.get(`/api/files/${filePath}`, inVault(owner))).statusCode).toBe(404);
    expect((await owner.api.get(`/api/files/${filePath}`)).statusCode).toBe(404);
    const asDocument = await owner.api.post('/api/documents', {
      title: 'Taken',
      category: 'Legal',
      filePath,
    });
    expect(asDocument.statusCode).toBe(400);
    // A viewer it does not name, and the executor on standby: nothing, the file neither.
    expect(await titlesFor(cousin, owner)).toBe(404);
    expect((await cousin.api.get(fileUrl, inVault(owner))).statusCode).toBe(404);
    expect(await titlesFor(executor, owner)).toBe(404);
    expect((await executor.api.get(fileUrl, inVault(owner))).statusCode).toBe(404);
    // Nobody but the owner writes it.
    const write = await child.api.patch(`${PATH}/${nowId}`, { title: 'Mine' }, inVault(owner));
    expect(write.statusCode).toBe(404);

    // The executor, once their access opens: this item and the after-key items naming them.
    await release(owner, executor, exGrant.id);
    expect(await titlesFor(executor, owner)).toEqual(['Read this now', 'My funeral']);
    expect(await titlesFor(child, owner)).toEqual(['Read this now', 'My funeral', 'For Kim']);
    expect(await titlesFor(cousin, owner)).toEqual(['My funeral']);
  });

  it('reaches a named editor too, read only, and never an editor it does not name', async () => {
    const { owner } = await family(t);
    const named = await person(t, { firstName: 'Ed', lastName: 'Named' });
    const other = await person(t, { firstName: 'Olive', lastName: 'Other' });
    const namedGrant = await trust(t, owner, named, { role: 'editor', areas: 'all' });
    await trust(t, owner, other, { role: 'editor', areas: 'all' });
    const res = await owner.api.post(PATH, {
      itemType: 'Final wishes',
      title: 'For Ed now',
      service: NOW,
      readers: namedGrant.id,
      readableNow: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await titlesFor(named, owner)).toEqual(['For Ed now']);
    expect(await titlesFor(other, owner)).toBe(404);
    // An editor of every area still writes nothing here.
    const id = res.json().id as string;
    const write = await named.api.patch(`${PATH}/${id}`, { title: 'Edited' }, inVault(owner));
    expect(write.statusCode).toBe(404);
  });

  it('refuses it on a letter, naming the problem, and changes nothing', async () => {
    const { owner, letterId, nowId } = await readableNowFamily();
    const k = await keys(owner);
    const onLetter = await owner.api.patch(`${PATH}/${letterId}`, { readableNow: true });
    expect(onLetter.statusCode).toBe(400);
    expect(onLetter.json().message).toMatch(/final wishes only/);
    const toLetter = await owner.api.patch(`${PATH}/${nowId}`, { itemType: 'Letter' });
    expect(toLetter.statusCode).toBe(400);
    const newLetter = await owner.api.post(PATH, {
      itemType: 'Letter',
      title: 'Not now',
      letter: 'x',
      readers: 'all',
      readableNow: true,
    });
    expect(newLetter.statusCode).toBe(400);
    const notBool = await owner.api.patch(`${PATH}/${nowId}`, { readableNow: 'yes' });
    expect(notBool.statusCode).toBe(400);
    expect(await rowKey(letterId)).toBe(k.after);
    expect(await rowKey(nowId)).toBe(k.data);
    const titles = (await owner.api.get(PATH)).json().map((r: { title: string }) => r.title);
    expect(titles).toEqual(['Read this now', 'My funeral', 'For Kim']);
  });

  it('switched off, the item and its file are sealed under the after key again and the reader loses them; on again, back', async () => {
    const { owner, child, nowId } = await readableNowFamily();
    const k = await keys(owner);
    const { fileUrl, filePath } = await attachFile(owner, nowId);
    const off = await owner.api.patch(`${PATH}/${nowId}`, { readableNow: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await rowKey(nowId)).toBe(k.after);
    expect(await fileKeys(filePath)).toEqual([k.after, k.after]);
    expect(await titlesFor(child, owner)).toBe(404);
    expect((await child.api.get(fileUrl, inVault(owner))).statusCode).toBe(404);
    // The owner still reads both; each switch is audited as a record change.
    const played = await owner.api.get(fileUrl);
    expect(played.rawPayload.equals(M4A)).toBe(true);
    const on = await owner.api.patch(`${PATH}/${nowId}`, { readableNow: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await fileKeys(filePath)).toEqual([k.data, k.data]);
    expect(await titlesFor(child, owner)).toEqual(['Read this now']);
    const logs = await t.context.db
      .select({ action: systemLogs.action })
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, owner.id), eq(systemLogs.targetId, nowId)));
    expect(logs.map((l) => l.action).filter((a) => a === 'record.update').length).toBe(3);
  });

  it("restoring an earlier version from History moves the item and its file to that version's key (issue 44)", async () => {
    const { owner, child, nowId } = await readableNowFamily();
    const k = await keys(owner);
    const { filePath } = await attachFile(owner, nowId);
    expect((await owner.api.patch(`${PATH}/${nowId}`, { readableNow: false })).statusCode).toBe(
      200,
    );
    expect(await titlesFor(child, owner)).toBe(404);
    // The version the switch replaced was readable now: restored, the child reads it again.
    const { versions } = (await owner.api.get(`${PATH}/${nowId}/history`)).json();
    const readable = versions.find((v: { changedFields: string[] }) =>
      v.changedFields.includes('readableNow'),
    );
    expect(readable, JSON.stringify(versions)).toBeDefined();
    const restored = await owner.api.post(`${PATH}/${nowId}/history/${readable.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await rowKey(nowId)).toBe(k.data);
    expect(await fileKeys(filePath)).toEqual([k.data, k.data]);
    expect(await titlesFor(child, owner)).toEqual(['Read this now']);
  });

  it('a rotation of the data key keeps it readable, file and all', async () => {
    const { owner, child, nowId } = await readableNowFamily();
    const { fileUrl, filePath } = await attachFile(owner, nowId);
    const rotated = await owner.api.post('/api/account/rotate-key', { password: PASSWORD });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const ownerNow = { ...owner, api: request(t.app, sessionCookieOf(rotated)) };
    const k = await keys(owner);
    expect(await rowKey(nowId)).toBe(k.data);
    expect(await fileKeys(filePath)).toEqual([k.data, k.data]);
    expect((await ownerNow.api.get(PATH)).json()[0]).toMatchObject({ service: NOW });
    expect(await titlesFor(child, owner)).toEqual(['Read this now']);
    const file = await child.api.get(fileUrl, inVault(owner));
    expect(file.rawPayload.equals(M4A)).toBe(true);
  });

  it('export and import keep the flag and the key that goes with it', async () => {
    const { owner, nowId } = await readableNowFamily();
    await attachFile(owner, nowId);
    const download = await owner.api.post('/api/account/export', { password: PASSWORD });
    expect(download.statusCode, download.body).toBe(200);
    const other = await person(t);
    const res = await sendImport(other.api, 'commit', {
      area: 'all',
      content: download.rawPayload,
      filename: 'export.zip',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await other.api.get(PATH)).json() as Record<string, unknown>[];
    const back = mine.find((r) => r.title === 'Read this now')!;
    expect(back.readableNow).toBe(true);
    expect(mine.find((r) => r.title === 'My funeral')!.readableNow).toBe(false);
    const k = await keys(other);
    expect(await rowKey(back.id as string)).toBe(k.data);
    expect(await fileKeys(back.filePath as string)).toEqual([k.data, k.data]);
    const played = await other.api.get(back.fileUrl as string);
    expect(played.rawPayload.equals(M4A)).toBe(true);

    // The area's CSV in the download carries it too, and brings it back by a CSV import.
    const csv = unzipSync(download.rawPayload)['letters-and-wishes.csv']!;
    expect(strFromU8(csv).split('\r\n')[0]).toContain('Readable now');
    const third = await person(t);
    const viaCsv = await sendImport(third.api, 'commit', {
      area: 'letters-and-wishes',
      content: csv,
    });
    expect(viaCsv.statusCode, viaCsv.body).toBe(200);
    const fromCsv = (await third.api.get(PATH)).json() as Record<string, unknown>[];
    const again = fromCsv.find((r) => r.title === 'Read this now')!;
    expect(again.readableNow).toBe(true);
    expect(fromCsv.find((r) => r.title === 'My funeral')!.readableNow).toBe(false);
    expect(await rowKey(again.id as string)).toBe((await keys(third)).data);
  });
});
