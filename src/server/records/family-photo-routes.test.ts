import { and, count, eq, like } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembersKind } from '../../domain/records';
import { familyMembers, storedFiles, systemLogs } from '../db/schema';
import { cleanUpOrphanFiles } from '../documents/stored-files';
import { purgeTrash } from '../recently-deleted/trash-store';
import type { FilePart } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  PASSWORD,
  inVault,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';
import { sealFor } from './record-codec';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('the rest of a small picture'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a portrait')]);
const png = (content: Uint8Array = PNG, filename = 'ann.png'): FilePart => ({ filename, content });

let t: TestApp;
let owner: Person;
let member: string;
const photo = (id = member) => `/api/family-members/${id}/photo`;
const fileIdOf = (url: string | null) => url?.split('/').pop() ?? null;

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
  owner = await person(t);
  const res = await owner.api.post('/api/family-members', {
    name: 'Ann Lee',
    relationship: 'Child',
  });
  expect(res.statusCode, res.body).toBe(201);
  member = res.json().id;
});
afterAll(() => t.close());

async function storedFileCount() {
  const [row] = await t.context.db.select({ n: count() }).from(storedFiles);
  return row!.n;
}

async function photoAudits() {
  const rows = await t.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.targetId, member), like(systemLogs.action, 'family_member.photo%')));
  return rows.map((r) => r.action);
}

const listed = async (p: Person, id = member, options?: Parameters<Person['api']['get']>[1]) =>
  ((await p.api.get('/api/family-members', options)).json() as Array<Record<string, unknown>>).find(
    (r) => r.id === id,
  );

describe("a family member's photo", () => {
  it('starts as none: the card shows the initials', async () => {
    expect((await listed(owner))?.profileImageUrl).toBeNull();
    expect((await listed(owner))?.photoFileId).toBeNull();
  });

  it('is uploaded, named in the record, and served sealed at rest', async () => {
    const res = await owner.api.upload(png(), photo());
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect(url).toMatch(new RegExp(`^/api/family-members/${member}/photo/[0-9a-f-]{36}$`));
    expect(res.json().photoFileId).toBe(fileIdOf(url));
    expect((await listed(owner))?.profileImageUrl).toBe(url);

    const served = await owner.api.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const stored = await t.context.files.get(fileIdOf(url)!);
    expect(stored.includes(PNG.subarray(8))).toBe(false);
    expect(await photoAudits()).toEqual(['family_member.photo_set']);
  });

  it('is not found for another user, nor signed out, nor on another record of the owner', async () => {
    const url = (await listed(owner))!.profileImageUrl as string;
    const stranger = await person(t);
    expect((await stranger.api.get(url)).statusCode).toBe(404);
    expect((await stranger.api.get(url, inVault(owner))).statusCode).toBe(404);
    const theirs = await stranger.api.upload(png(), photo());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No such family member' });
    expect((await stranger.api.delete(photo())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await owner.api.post('/api/family-members', {
      name: 'Bo',
      relationship: 'Parent',
    });
    expect((await owner.api.get(`${photo(other.json().id)}/${fileIdOf(url)}`)).statusCode).toBe(
      404,
    );
    // Neither the documents' file route nor a document can use it.
    expect((await owner.api.get(`/api/files/${fileIdOf(url)}`)).statusCode).toBe(404);
    expect((await owner.api.get(`/api/account/photo/${fileIdOf(url)}`)).statusCode).toBe(404);
    const doc = await owner.api.post('/api/documents', {
      title: 'Will',
      category: 'Legal',
      filePath: fileIdOf(url),
    });
    expect(doc.statusCode, doc.body).toBe(400);
    // A PATCH naming another file leaves the photo as it is.
    const patched = await owner.api.patch(`/api/family-members/${member}`, { photoFileId: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().profileImageUrl).toBe(url);
  });

  it('is seen by a trusted viewer of the family area, who cannot change it; an editor can', async () => {
    const url = (await listed(owner))!.profileImageUrl as string;
    const viewer = await person(t);
    await trust(t, owner, viewer, { role: 'viewer', areas: ['family-members'] });
    expect((await listed(viewer, member, inVault(owner)))?.profileImageUrl).toBe(url);
    const seen = await viewer.api.get(url, inVault(owner));
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    const refused = await viewer.api.upload(png(), photo(), inVault(owner));
    expect(refused.statusCode).toBe(403);
    expect((await viewer.api.delete(photo(), undefined, inVault(owner))).statusCode).toBe(403);
    // Outside the grant's areas the photo is not there at all.
    const banker = await person(t);
    await trust(t, owner, banker, { role: 'viewer', areas: ['bank-accounts'] });
    expect((await banker.api.get(url, inVault(owner))).statusCode).toBe(404);

    const editor = await person(t);
    await trust(t, owner, editor, { role: 'editor', areas: ['family-members'] });
    const changed = await editor.api.upload(png(JPEG, 'ann.jpg'), photo(), inVault(owner));
    expect(changed.statusCode, changed.body).toBe(200);
    const next = changed.json().profileImageUrl as string;
    expect((await owner.api.get(next)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses other types, contents that do not match the name, big files; changes nothing', async () => {
    const before = await storedFileCount();
    const url = (await listed(owner))!.profileImageUrl;
    const accepted =
      "This file type is not accepted, or the file's contents do not match its name. Accepted: .jpg, .jpeg, .png, .gif.";
    for (const file of [
      png(Buffer.from('%PDF-1.7 a will'), 'will.pdf'),
      png(Buffer.from('<svg onload="alert(1)"/>'), 'ann.svg'),
      png(Buffer.from('<html><script>alert(1)</script></html>'), 'ann.png'),
    ]) {
      const res = await owner.api.upload(file, photo());
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json()).toEqual({ message: accepted });
    }
    const big = await owner.api.upload(
      png(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])),
      photo(),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The file is larger than the 5 MB limit.' });
    const json = await owner.api.post(photo(), { url: 'https://example.com/ann.png' });
    expect(json.statusCode).toBe(415);
    expect(await storedFileCount()).toBe(before);
    expect((await listed(owner))!.profileImageUrl).toBe(url);
  });

  it('is replaced whole: the earlier photo’s row and bytes go', async () => {
    const first = fileIdOf((await listed(owner))!.profileImageUrl as string)!;
    const res = await owner.api.upload(png(), photo());
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.context.files.stat(first)).toBeNull();
    const [row] = await t.context.db.select().from(storedFiles).where(eq(storedFiles.id, first));
    expect(row).toBeUndefined();
    expect((await owner.api.get(`${photo()}/${first}`)).statusCode).toBe(404);
  });

  it('stays when unattached uploads are swept', async () => {
    const url = (await listed(owner))!.profileImageUrl as string;
    await cleanUpOrphanFiles(t.context, 0);
    expect((await owner.api.get(url)).statusCode).toBe(200);
  });

  it('waits with the record in Recently deleted and comes back with it', async () => {
    const url = (await listed(owner))!.profileImageUrl as string;
    expect((await owner.api.delete(`/api/family-members/${member}`)).statusCode).toBe(204);
    expect((await owner.api.get(url)).statusCode).toBe(404);
    await cleanUpOrphanFiles(t.context, 0);
    expect(await t.context.files.stat(fileIdOf(url)!)).not.toBeNull();
    const restored = await owner.api.post(`/api/recently-deleted/${member}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await listed(owner))!.profileImageUrl).toBe(url);
    const served = await owner.api.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("is in the owner's download, beside the documents' files", async () => {
    const res = await owner.api.post('/api/account/export', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(res.rawPayload);
    const path = Object.keys(files).find((name) => name.includes('Family Photos/'));
    expect(path).toBeDefined();
    expect(Buffer.from(files[path!]!).equals(PNG)).toBe(true);
    expect(strFromU8(files['family-members.csv']!)).toContain(path!);
  });

  it('is removed, and the initials show again', async () => {
    const url = (await listed(owner))!.profileImageUrl as string;
    const res = await owner.api.delete(photo());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profileImageUrl).toBeNull();
    expect((await owner.api.get(url)).statusCode).toBe(404);
    expect(await t.context.files.stat(fileIdOf(url)!)).toBeNull();
    const again = await owner.api.delete(photo());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'This family member has no photo.' });
    expect(await photoAudits()).toEqual([
      'family_member.photo_set',
      'family_member.photo_set',
      'family_member.photo_set',
      'family_member.photo_removed',
    ]);
  });

  it('goes for good with its record when deleted forever', async () => {
    const res = await owner.api.upload(png(), photo());
    const fileId = fileIdOf(res.json().profileImageUrl)!;
    expect((await owner.api.delete(`/api/family-members/${member}`)).statusCode).toBe(204);
    expect((await owner.api.delete(`/api/recently-deleted/${member}`)).statusCode).toBe(204);
    expect(await t.context.files.stat(fileId)).toBeNull();
    const [row] = await t.context.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(row).toBeUndefined();
    expect(await purgeTrash(t.context, new Date())).toBe(0);
  });

  it('shows the initials for an outside address typed before photos were uploaded', async () => {
    const res = await owner.api.post('/api/family-members', { name: 'Cy', relationship: 'Cousin' });
    const id = res.json().id as string;
    const sealed = await sealFor(t.context.keys, familyMembersKind, id, owner.id, {
      name: 'Cy',
      profileImageUrl: 'https://photos.example/cy.jpg',
    });
    await t.context.db.update(familyMembers).set({ sealed }).where(eq(familyMembers.id, id));
    const record = await listed(owner, id);
    expect(record?.name).toBe('Cy');
    expect(record?.profileImageUrl).toBeNull();
    // Nor can it be typed any more: the field is the server's.
    const typed = await owner.api.patch(`/api/family-members/${id}`, {
      profileImageUrl: 'https://photos.example/other.jpg',
    });
    expect(typed.json().profileImageUrl).toBeNull();
  });
});
