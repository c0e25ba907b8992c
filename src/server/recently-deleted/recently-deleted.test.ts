import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_DELETED_MS, type TrashList } from '../../domain/recently-deleted';
import { bankAccountsKind, insurancePoliciesKind } from '../../domain/records';
import { storedFiles, trashedRecords } from '../db/schema';
import { sampleRecord } from '../testing/record-samples';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import {
  inVault,
  ownerDocument,
  PASSWORD,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';
import { purgeDeletedJob } from './purge-job';

/** Recently deleted (issue 44): kept 30 days, out of sight everywhere, restored as it was. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = async (p: Person, path: string, body: Record<string, unknown>) => {
  const res = await p.api.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string } & Record<string, unknown>;
};

const trash = async (p: Person, options?: Parameters<Person['api']['get']>[1]) => {
  const res = await p.api.get('/api/recently-deleted', options);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TrashList).items;
};

const hasBytes = (fileId: string) => t.context.files.stat(fileId).then((info) => info !== null);

describe('deleting moves a record to Recently deleted', () => {
  it('keeps a policy and its scanned file out of every list, then restores both as they were', async () => {
    const owner = await person(t, { firstName: 'Ada', lastName: 'Reyes' });
    const policy = await add(owner, '/api/insurance-policies', {
      ...sampleRecord(insurancePoliciesKind),
      company: 'MetLife',
      policyNumber: 'POL-778899',
    });
    const scan = await ownerDocument(owner, 'the scanned policy, page one');
    const fileId = scan.fileUrl.split('/').pop()!;
    const docBefore = (await owner.api.get('/api/documents')).json()[0];

    expect((await owner.api.delete(`/api/insurance-policies/${policy.id}`)).statusCode).toBe(204);
    expect((await owner.api.delete(`/api/documents/${scan.id}`)).statusCode).toBe(204);

    // Gone from the lists, the search, the home figures and the download.
    expect((await owner.api.get('/api/insurance-policies')).json()).toEqual([]);
    expect((await owner.api.get('/api/documents')).json()).toEqual([]);
    const search = await owner.api.get('/api/search?q=POL-778899');
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain(policy.id);
    const exported = await owner.api.post('/api/account/export', { password: PASSWORD });
    expect(exported.statusCode, exported.body).toBe(200);
    const zip = unzipSync(exported.rawPayload);
    const json = Buffer.from(
      Object.entries(zip).find(([name]) => name.endsWith('records.json'))![1],
    ).toString();
    expect(json).not.toContain(policy.id);
    expect(json).not.toContain(scan.id);
    // The file itself is not served while deleted, but its bytes are kept.
    expect((await owner.api.get(scan.fileUrl)).statusCode).toBe(404);
    expect(await hasBytes(fileId)).toBe(true);

    const items = await trash(owner);
    expect(items.map((i) => [i.id, i.area, i.title, i.deletedBy, i.hasFile])).toEqual([
      [scan.id, 'Document Storage', 'Will', 'You', true],
      [policy.id, 'Insurance Policies', expect.any(String), 'You', false],
    ]);
    expect(new Date(items[0]!.purgeAt).getTime() - new Date(items[0]!.deletedAt).getTime()).toBe(
      KEEP_DELETED_MS,
    );

    const restored = await owner.api.post(`/api/recently-deleted/${scan.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: scan.id, kind: 'documents', emptied: [] });
    expect((await owner.api.post(`/api/recently-deleted/${policy.id}/restore`)).statusCode).toBe(
      200,
    );
    expect((await owner.api.get('/api/documents')).json()).toEqual([docBefore]);
    const [back] = (await owner.api.get('/api/insurance-policies')).json();
    expect(back).toMatchObject({ id: policy.id, policyNumber: 'POL-778899' });
    const file = await owner.api.get(scan.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('the scanned policy, page one');
    expect(await trash(owner)).toEqual([]);
    // A second restore finds nothing to restore.
    expect((await owner.api.post(`/api/recently-deleted/${scan.id}/restore`)).statusCode).toBe(404);
  });

  it('clears what named a deleted family member, and sets it back on restore', async () => {
    const owner = await person(t);
    const son = await add(owner, '/api/family-members', {
      name: 'Paul Okafor',
      relationship: 'Child',
    });
    const will = await add(owner, '/api/documents', {
      title: 'Last will',
      category: 'Legal',
      documentType: 'Will',
      namedRole: 'Executor',
      namedFamilyMemberId: son.id,
    });
    const medical = await add(owner, '/api/medical-information', { familyMemberId: son.id });

    expect((await owner.api.delete(`/api/family-members/${son.id}`)).statusCode).toBe(204);
    const [doc] = (await owner.api.get('/api/documents')).json();
    expect(doc.namedFamilyMemberId).toBeNull();
    const [med] = (await owner.api.get('/api/medical-information')).json();
    expect(med).toMatchObject({ id: medical.id, familyMemberId: null });

    expect((await owner.api.post(`/api/recently-deleted/${son.id}/restore`)).statusCode).toBe(200);
    expect((await owner.api.get('/api/documents')).json()[0]).toMatchObject({
      id: will.id,
      namedFamilyMemberId: son.id,
    });
    expect((await owner.api.get('/api/medical-information')).json()[0].familyMemberId).toBe(son.id);
  });

  it('brings a record back with a reference emptied when its record is gone, and says so', async () => {
    const owner = await person(t);
    const son = await add(owner, '/api/family-members', { name: 'Lee', relationship: 'Child' });
    const will = await add(owner, '/api/documents', {
      title: 'Will',
      category: 'Legal',
      documentType: 'Will',
      namedRole: 'Executor',
      namedFamilyMemberId: son.id,
    });
    await owner.api.delete(`/api/documents/${will.id}`);
    await owner.api.delete(`/api/family-members/${son.id}`);
    expect((await owner.api.delete(`/api/recently-deleted/${son.id}`)).statusCode).toBe(204);
    const res = await owner.api.post(`/api/recently-deleted/${will.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().emptied).toEqual(['Named Family Member']);
    expect(res.json().message).toContain('Named Family Member');
    expect((await owner.api.get('/api/documents')).json()[0].namedFamilyMemberId).toBeNull();
  });

  it('deletes forever one item or all, files included, and 400s a bad id', async () => {
    const owner = await person(t);
    const one = await ownerDocument(owner, 'first');
    const two = await ownerDocument(owner, 'second');
    const idOf = (url: string) => url.split('/').pop()!;
    await owner.api.delete(`/api/documents/${one.id}`);
    await owner.api.delete(`/api/documents/${two.id}`);
    expect((await owner.api.delete('/api/recently-deleted/not-a-uuid')).statusCode).toBe(400);
    expect((await owner.api.delete(`/api/recently-deleted/${one.id}`)).statusCode).toBe(204);
    expect(await hasBytes(idOf(one.fileUrl))).toBe(false);
    expect(await hasBytes(idOf(two.fileUrl))).toBe(true);
    expect((await owner.api.delete('/api/recently-deleted')).statusCode).toBe(204);
    expect(await hasBytes(idOf(two.fileUrl))).toBe(false);
    expect(await trash(owner)).toEqual([]);
    const files = await t.context.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.userId, owner.id));
    expect(files).toEqual([]);
  });

  it('the daily job removes items, rows and files, 30 days after their deletion', async () => {
    const owner = await person(t);
    const old = await ownerDocument(owner, 'old enough');
    const fresh = await add(owner, '/api/bank-accounts', sampleRecord(bankAccountsKind));
    await owner.api.delete(`/api/documents/${old.id}`);
    await owner.api.delete(`/api/bank-accounts/${fresh.id}`);
    await t.context.db
      .update(trashedRecords)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(trashedRecords.recordId, old.id));
    // The hourly stored-file sweep keeps a deleted item's file (and a deleted letter's).
    const { cleanUpOrphanFiles } = await import('../documents/stored-files');
    await cleanUpOrphanFiles(t.context, 0);
    expect(await hasBytes(old.fileUrl.split('/').pop()!)).toBe(true);

    await purgeDeletedJob(t.context, { info: () => {} }).handler({});
    expect((await trash(owner)).map((i) => i.id)).toEqual([fresh.id]);
    expect(await hasBytes(old.fileUrl.split('/').pop()!)).toBe(false);
  });
});

describe('deleted items stay sealed', () => {
  it('a new data key re-seals them, so they still open when restored', async () => {
    const owner = await person(t);
    const kim = await add(owner, '/api/family-members', {
      name: 'Kim Sealed',
      relationship: 'Child',
    });
    const [before] = await t.context.db
      .select()
      .from(trashedRecords)
      .where(eq(trashedRecords.userId, owner.id));
    expect(before).toBeUndefined();
    await owner.api.delete(`/api/family-members/${kim.id}`);
    const [kept] = await t.context.db
      .select()
      .from(trashedRecords)
      .where(eq(trashedRecords.recordId, kim.id));
    // Sealed as it was: no name in the clear.
    expect(JSON.stringify(kept)).not.toContain('Kim Sealed');
    const rotated = await owner.api.post('/api/account/rotate-key', { password: PASSWORD });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const [after] = await t.context.db
      .select()
      .from(trashedRecords)
      .where(eq(trashedRecords.recordId, kim.id));
    expect(after!.sealed).not.toBe(kept!.sealed);
    // The rotating session carries on with a new cookie.
    const again = { ...owner, api: request(t.app, sessionCookieOf(rotated)) };
    expect((await trash(again))[0]!.title).toBe('Kim Sealed');
    expect((await again.api.post(`/api/recently-deleted/${kim.id}/restore`)).statusCode).toBe(200);
    const [back] = (await again.api.get('/api/family-members')).json();
    expect(back).toMatchObject({ id: kim.id, name: 'Kim Sealed' });
    expect(back.locked).toBeUndefined();
  });
});

describe('who sees Recently deleted', () => {
  it('an editor deletes into the owner’s list, may restore their own, and not once unshared', async () => {
    const owner = await person(t, { firstName: 'Ada', lastName: 'Reyes' });
    const son = await person(t, { firstName: 'Sam', lastName: 'Reyes' });
    const grant = await trust(t, owner, son, {
      role: 'editor',
      areas: ['family-members', 'bank-accounts'],
    });
    const kim = await add(owner, '/api/family-members', { name: 'Kim', relationship: 'Child' });
    const bank = await add(owner, '/api/bank-accounts', sampleRecord(bankAccountsKind));
    expect(
      (await son.api.delete(`/api/family-members/${kim.id}`, undefined, inVault(owner))).statusCode,
    ).toBe(204);
    await owner.api.delete(`/api/bank-accounts/${bank.id}`);

    const seenByOwner = await trash(owner);
    expect(seenByOwner.map((i) => [i.id, i.deletedBy])).toEqual([
      [bank.id, 'You'],
      [kim.id, 'Sam Reyes'],
    ]);
    // The editor sees what they deleted, not what the owner did; their own list is empty.
    expect((await trash(son, inVault(owner))).map((i) => [i.id, i.deletedBy])).toEqual([
      [kim.id, 'You'],
    ]);
    expect(await trash(son)).toEqual([]);
    expect(
      (await son.api.post(`/api/recently-deleted/${bank.id}/restore`, undefined, inVault(owner)))
        .statusCode,
    ).toBe(404);
    expect(
      (await son.api.delete(`/api/recently-deleted/${kim.id}`, undefined, inVault(owner)))
        .statusCode,
    ).toBe(403);

    // Unshared: the editor's restore is refused like any record outside their areas.
    const narrowed = await owner.api.patch(`/api/trusted-people/${grant.id}`, {
      role: 'editor',
      areas: ['bank-accounts'],
      waitDays: 7,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(
      (await son.api.post(`/api/recently-deleted/${kim.id}/restore`, undefined, inVault(owner)))
        .statusCode,
    ).toBe(404);
    expect(await trash(son, inVault(owner))).toEqual([]);
    // The owner can.
    expect((await owner.api.post(`/api/recently-deleted/${kim.id}/restore`)).statusCode).toBe(200);
  });

  it('a viewer, an executor and another family get 404', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    const executor = await person(t);
    const stranger = await person(t);
    await trust(t, owner, viewer, { role: 'viewer', areas: 'all' });
    await trust(t, owner, executor, { role: 'executor', areas: 'all', waitDays: 7 });
    const kim = await add(owner, '/api/family-members', { name: 'Kim', relationship: 'Child' });
    await owner.api.delete(`/api/family-members/${kim.id}`);
    for (const who of [viewer, executor]) {
      expect((await who.api.get('/api/recently-deleted', inVault(owner))).statusCode).toBe(404);
      expect(
        (await who.api.post(`/api/recently-deleted/${kim.id}/restore`, undefined, inVault(owner)))
          .statusCode,
      ).toBe(404);
      expect(
        (await who.api.delete(`/api/recently-deleted/${kim.id}`, undefined, inVault(owner)))
          .statusCode,
      ).toBe(404);
    }
    expect((await stranger.api.post(`/api/recently-deleted/${kim.id}/restore`)).statusCode).toBe(
      404,
    );
    expect((await stranger.api.delete(`/api/recently-deleted/${kim.id}`)).statusCode).toBe(404);
    expect(await trash(stranger)).toEqual([]);
    expect((await trash(owner)).map((i) => i.id)).toEqual([kim.id]);
  });
});
