/**
 * Issue 40, finding 2: a release stands only while some executor's access is open. Removing the
 * executor, their own leaving or their account's deletion ends it, as "Return to standby" does,
 * and every instance drops the readers' after keys for that owner (the owner keeps their own).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultReleases } from '../db/schema';
import { signUpAdmin } from '../admin/testing/admin-fixtures';
import { request } from '../testing/request';
import { resetWithoutRecoveryKey } from '../testing/reset-link';
import { createTestApp, type TestApp } from '../testing/test-app';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';
import { attachFile, family, holdsAfterKey, PATH, release } from './testing/letters-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const titlesFor = async (reader: Person, owner: Person) => {
  const res = await reader.api.get(PATH, inVault(owner));
  return res.statusCode === 200
    ? (res.json() as { title: string }[]).map((r) => r.title)
    : res.statusCode;
};

const released = async (owner: Person) =>
  (await t.context.db.select().from(vaultReleases).where(eq(vaultReleases.ownerId, owner.id)))
    .length > 0;

/** A released family whose child has read their letter and fetched its recording. */
async function releasedFamily() {
  const f = await family(t);
  const { fileUrl } = await attachFile(f.owner, f.letterId);
  await release(f.owner, f.executor, f.exGrant.id);
  expect(await titlesFor(f.child, f.owner)).toEqual(['My funeral', 'For Kim']);
  expect((await f.child.api.get(fileUrl, inVault(f.owner))).statusCode).toBe(200);
  expect(await holdsAfterKey(t, f.child, f.owner)).toBe(true);
  return { ...f, fileUrl };
}

describe('the release ends with the last open executor', () => {
  it("removing the executor seals the letters again: lists, files and the readers' keys", async () => {
    const { owner, child, exGrant, fileUrl } = await releasedFamily();
    const dropped: string[] = [];
    t.context.sessions.onAfterReadersDropped((ownerId) => dropped.push(ownerId));
    expect((await owner.api.delete(`/api/trusted-people/${exGrant.id}`)).statusCode).toBe(204);
    expect(await released(owner)).toBe(false);
    expect(await titlesFor(child, owner)).toBe(404);
    expect((await child.api.get(fileUrl, inVault(owner))).statusCode).toBe(404);
    // Announced over the revocation bus, so every instance drops the readers' copies...
    expect(dropped).toContain(owner.id);
    expect(await holdsAfterKey(t, child, owner)).toBe(false);
    // ...and only theirs: the owner's own after key stays in their session.
    expect((await owner.api.get(PATH)).json()).toHaveLength(2);
  });

  it('a viewer confirmed later and named in a new letter reads nothing after the removal', async () => {
    const { owner, exGrant } = await releasedFamily();
    await owner.api.delete(`/api/trusted-people/${exGrant.id}`);
    const later = await person(t);
    const laterGrant = await trust(t, owner, later, { role: 'viewer', areas: 'all' });
    const letter = await owner.api.post(PATH, {
      itemType: 'Letter',
      title: 'For later',
      letter: 'Read this one day.',
      readers: laterGrant.id,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    expect(await titlesFor(later, owner)).toBe(404);
  });

  it("the executor's own leaving ends it too", async () => {
    const { owner, executor, child, exGrant } = await releasedFamily();
    expect((await executor.api.delete(`/api/trusted-people/${exGrant.id}`)).statusCode).toBe(204);
    expect(await released(owner)).toBe(false);
    expect(await titlesFor(child, owner)).toBe(404);
    expect(await holdsAfterKey(t, child, owner)).toBe(false);
  });

  it("the executor's account deleted (the grant goes by cascade) ends it too", async () => {
    const { owner, executor, child } = await releasedFamily();
    const admin = await signUpAdmin(t);
    const gone = await request(t.app, admin.cookie).delete(`/api/admin/users/${executor.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await released(owner)).toBe(false);
    expect(await titlesFor(child, owner)).toBe(404);
    expect(await holdsAfterKey(t, child, owner)).toBe(false);
  });

  it("the executor's password reset without the recovery key (their grant closes) ends it too", async () => {
    const { owner, executor, child } = await releasedFamily();
    const reset = await resetWithoutRecoveryKey(t, executor.id, 'a whole new start');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await released(owner)).toBe(false);
    expect(await titlesFor(child, owner)).toBe(404);
  });

  it('stands while another executor’s access is still open', async () => {
    const { owner, child, exGrant } = await releasedFamily();
    const second = await person(t);
    const secondGrant = await trust(t, owner, second, { role: 'executor' });
    await release(owner, second, secondGrant.id);
    expect((await owner.api.delete(`/api/trusted-people/${exGrant.id}`)).statusCode).toBe(204);
    expect(await released(owner)).toBe(true);
    expect(await titlesFor(child, owner)).toEqual(['My funeral', 'For Kim']);
    // Removing the last one ends it.
    expect((await owner.api.delete(`/api/trusted-people/${secondGrant.id}`)).statusCode).toBe(204);
    expect(await released(owner)).toBe(false);
  });
});
