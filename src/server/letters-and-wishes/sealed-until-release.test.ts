import { VAULT_COOKIE } from '../../domain/vault-choice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lettersAndWishesKind } from '../../domain/records';
import { DecryptionError } from '../crypto/aead';
import { afterKeyCopies, afterReleaseSecrets, lettersAndWishes, userKeyPairs } from '../db/schema';
import { openFor } from '../records/record-codec';
import type { RecordRow } from '../records/record-table';
import { request } from '../testing/request';
import { resetWithoutRecoveryKey } from '../testing/reset-link';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { openPrivateKey } from '../trusted-people/key-pairs';
import { dumpTables } from '../trusted-people/testing/stolen-copy';
import {
  PASSWORD,
  confirm,
  inVault,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';
import { afterCopyKey, openAfterCopy, openAfterSecret } from './after-sealing';
import { sealedFileKeyId } from '../storage/sealed-file';
import {
  attachFile,
  family as familyOf,
  LETTER,
  M4A,
  PATH,
  release,
  WISHES,
} from './testing/letters-kit';
import { unwrapDataKey } from '../crypto/vault-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const family = () => familyOf(t);

const titlesFor = async (reader: Person, owner: Person) => {
  const res = await reader.api.get(PATH, inVault(owner));
  return res.statusCode === 200
    ? (res.json() as { title: string }[]).map((r) => r.title)
    : res.statusCode;
};

describe('Letters & Wishes, sealed until release', () => {
  it('a stolen copy of every table, with the server key, opens none of them before release', async () => {
    const { owner, child, childGrant, letterId } = await family();
    const { filePath } = await attachFile(owner, letterId);
    const dump = JSON.stringify(await dumpTables(t.context.db));
    expect(dump).not.toContain('blue box');
    expect(dump).not.toContain('by the sea');
    // The letter's file: neither its name, its type nor its words are in the tables or the
    // store, and its bytes name the after key, which no table holds.
    for (const hidden of ['For Kim.m4a', 'audio/mp4', 'third stone'])
      expect(dump).not.toContain(hidden);
    const stored = await t.context.files.get(filePath);
    expect(stored.includes(Buffer.from('third stone'))).toBe(false);
    const fileKeyId = await sealedFileKeyId(await t.context.files.getStream(filePath));
    expect(fileKeyId).toBe((await t.context.keys.afterKeyFor(owner.id)).id);
    const afterKey = await t.context.keys.afterKeyFor(owner.id);
    for (const enc of ['base64', 'base64url', 'hex'] as const)
      expect(dump).not.toContain(afterKey.key.toString(enc));
    // Rows name the after key, never the data key.
    const rows = await t.context.db
      .select()
      .from(lettersAndWishes)
      .where(eq(lettersAndWishes.userId, owner.id));
    const dataKeyId = (await t.context.keys.dataKeyFor(owner.id)).id;
    for (const row of rows) {
      expect(row.sealed!.split('.')[1]).toBe(afterKey.id);
      expect(row.sealed!.split('.')[1]).not.toBe(dataKeyId);
    }
    // The server key unseals the after-release secret, but the child's ECDH half is missing:
    // their private key is sealed under their own keys. Zeros or nothing in its place open nothing.
    const [secretRow] = await t.context.db
      .select()
      .from(afterReleaseSecrets)
      .where(eq(afterReleaseSecrets.grantId, childGrant.id));
    const [copy] = await t.context.db
      .select()
      .from(afterKeyCopies)
      .where(eq(afterKeyCopies.grantId, childGrant.id));
    const secret = openAfterSecret(t.context.serverKey, childGrant.id, secretRow!.secretSealed);
    const parties = { grantId: childGrant.id, ownerId: owner.id, readerId: child.id };
    for (const half of [Buffer.alloc(0), Buffer.alloc(32)])
      expect(() =>
        unwrapDataKey(
          afterCopyKey(half, secret, parties, copy!.afterKeyId),
          owner.id,
          copy!.sealedAfterKey,
        ),
      ).toThrow(DecryptionError);
  });

  it('a confirmed viewer of "all areas" reads nothing before release, and an editor never writes', async () => {
    const { owner, child, childGrant } = await family();
    expect((await child.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);
    expect(await titlesFor(child, owner)).toBe(404);
    // Nor from the device's chosen vault (a cold load): a 404, not the child's own empty list.
    const byCookie = await child.api.get(PATH, {
      headers: { cookie: `${child.cookie}; ${VAULT_COOKIE}=${owner.id}` },
    });
    expect(byCookie.statusCode).toBe(404);
    // The owner's data key is unlocked for the child's request; the rows still do not open
    // as the child (no after-key copy of theirs is open), nor with the secret withheld.
    const [row] = await t.context.db
      .select()
      .from(lettersAndWishes)
      .where(eq(lettersAndWishes.userId, owner.id));
    await expect(
      openFor(t.context.keys, lettersAndWishesKind, row as RecordRow, child.id),
    ).rejects.toThrow(DecryptionError);
    // With the child's own private key (their session) but without the secret: nothing.
    const [pair] = await t.context.db
      .select()
      .from(userKeyPairs)
      .where(eq(userKeyPairs.userId, child.id));
    const privateKey = await openPrivateKey(t.context, child.id, pair!.privateKeySealed);
    const [copy] = await t.context.db
      .select()
      .from(afterKeyCopies)
      .where(eq(afterKeyCopies.grantId, childGrant.id));
    const parties = { grantId: childGrant.id, ownerId: owner.id, readerId: child.id };
    expect(() => openAfterCopy(privateKey, copy!, Buffer.alloc(32), parties)).toThrow(
      DecryptionError,
    );

    const editor = await person(t);
    await trust(t, owner, editor, { role: 'editor', areas: 'all' });
    const write = await editor.api.post(
      PATH,
      { itemType: 'Letter', title: 'x', readers: 'all' },
      inVault(owner),
    );
    expect(write.statusCode).toBe(404);
  });

  it('after release each named person reads what names them; a person not named reads nothing', async () => {
    const { owner, executor, child, exGrant } = await family();
    const stranger = await person(t);
    await trust(t, owner, stranger, { role: 'viewer', areas: 'all' });
    await release(owner, executor, exGrant.id);
    expect(await titlesFor(child, owner)).toEqual(['My funeral', 'For Kim']);
    expect(await titlesFor(executor, owner)).toEqual(['My funeral']);
    const [wishes] = (await child.api.get(PATH, inVault(owner))).json();
    expect(wishes).toMatchObject({ service: WISHES, disposition: 'Cremation', readers: null });
    // Opened from the device's chosen vault (its cookie, a cold load) instead of the header:
    // the same items, never the reader's own list under the owner's name.
    const byCookie = await child.api.get(PATH, {
      headers: { cookie: `${child.cookie}; ${VAULT_COOKIE}=${owner.id}` },
    });
    expect(byCookie.json().map((r: { title: string }) => r.title)).toEqual([
      'My funeral',
      'For Kim',
    ]);
    // A viewer confirmed but named by no letter: the "for all" wishes only.
    expect(await titlesFor(stranger, owner)).toEqual(['My funeral']);
    // Nobody writes, even after release.
    const write = await child.api.post(
      PATH,
      { itemType: 'Letter', title: 'x', readers: 'all' },
      inVault(owner),
    );
    expect(write.statusCode).toBe(403);
    // The owner reads and edits as usual.
    expect((await owner.api.get(PATH)).json()).toHaveLength(2);
  });

  it('a person named by no item gets no copy, and reads nothing after release', async () => {
    const owner = await person(t);
    const executor = await person(t);
    const other = await person(t);
    const exGrant = await trust(t, owner, executor, { role: 'executor' });
    const otherGrant = await trust(t, owner, other, { role: 'viewer' });
    await owner.api.post(PATH, {
      itemType: 'Letter',
      title: 'For Ed',
      letter: 'Thanks',
      readers: exGrant.id,
    });
    await release(owner, executor, exGrant.id);
    expect(await titlesFor(other, owner)).toBe(404);
    expect(
      await t.context.db
        .select()
        .from(afterKeyCopies)
        .where(eq(afterKeyCopies.grantId, otherGrant.id)),
    ).toEqual([]);
    expect(await titlesFor(executor, owner)).toEqual(['For Ed']);
  });

  it('revocation after release deletes the secret: the copy never opens again', async () => {
    const { owner, executor, child, exGrant, childGrant } = await family();
    await release(owner, executor, exGrant.id);
    expect(await titlesFor(child, owner)).toContain('For Kim');
    expect((await owner.api.delete(`/api/trusted-people/${childGrant.id}`)).statusCode).toBe(204);
    expect(await titlesFor(child, owner)).toBe(404);
    expect(
      await t.context.db
        .select()
        .from(afterReleaseSecrets)
        .where(eq(afterReleaseSecrets.grantId, childGrant.id)),
    ).toEqual([]);
    expect(await titlesFor(executor, owner)).toEqual(['My funeral']);
  });

  it('"Return to standby" withholds the secrets again', async () => {
    const { owner, executor, child, exGrant } = await family();
    await release(owner, executor, exGrant.id);
    expect(await titlesFor(child, owner)).toContain('For Kim');
    expect((await owner.api.post(`/api/trusted-people/${exGrant.id}/standby`)).statusCode).toBe(
      200,
    );
    expect(await titlesFor(child, owner)).toBe(404);
    expect(await titlesFor(executor, owner)).toBe(404);
  });

  it('a rotation of the owner’s data key keeps every item, its file and every named copy', async () => {
    const { owner, executor, child, exGrant, letterId } = await family();
    const { fileUrl } = await attachFile(owner, letterId);
    const rotated = await owner.api.post('/api/account/rotate-key', { password: PASSWORD });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const ownerNow = { ...owner, api: request(t.app, sessionCookieOf(rotated)) };
    expect(
      (await ownerNow.api.get(PATH)).json().map((r: { locked?: boolean }) => r.locked),
    ).toEqual([undefined, undefined]);
    await release(ownerNow, executor, exGrant.id);
    expect(await titlesFor(child, owner)).toEqual(['My funeral', 'For Kim']);
    const [letter] = (await child.api.get(PATH, inVault(owner))).json().slice(1);
    expect(letter.letter).toBe(LETTER);
    for (const [reader, options] of [
      [ownerNow, {}],
      [child, inVault(owner)],
    ] as const) {
      const file = await reader.api.get(fileUrl, options);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(M4A)).toBe(true);
    }
  });

  it('the owner’s password reset without the recovery key: the named copies survive', async () => {
    const { owner, executor, child } = await family();
    const reset = await resetWithoutRecoveryKey(t, owner.id, 'a whole new start');
    expect(reset.statusCode, reset.body).toBe(200);
    // The executor's grant lost its copy of the old data key (reconfirm); the release is a fact
    // of the owner, set here directly as an approval would.
    const { markReleased } = await import('./release');
    await markReleased(t.context.db, owner.id, new Date());
    expect(await titlesFor(child, owner)).toEqual(['My funeral', 'For Kim']);
    expect(await titlesFor(executor, owner)).toEqual(['My funeral']);
  });

  it('a named reader’s reset without the recovery key: confirmed again, they read their letter after release', async () => {
    const { owner, executor, child, exGrant, childGrant } = await family();
    const newPassword = 'a whole new start';
    const reset = await resetWithoutRecoveryKey(t, child.id, newPassword);
    expect(reset.statusCode, reset.body).toBe(200);
    // Her copy of the after key was sealed to the key pair the reset replaced: it is gone, not
    // kept to fail later (a copy for the grant is never made twice for the same after key).
    const copies = await t.context.db
      .select()
      .from(afterKeyCopies)
      .where(eq(afterKeyCopies.grantId, childGrant.id));
    expect(copies).toEqual([]);
    const signIn = await request(t.app).post('/api/login', {
      username: reset.json().username,
      password: newPassword,
    });
    const cookie = sessionCookieOf(signIn);
    const kim = { ...child, cookie, api: request(t.app, cookie) };
    // The owner compares the new six words and confirms her again; then the executor's access opens.
    await confirm(owner, childGrant.id);
    await release(owner, executor, exGrant.id);
    expect(await titlesFor(kim, owner)).toEqual(['My funeral', 'For Kim']);
  });
});
