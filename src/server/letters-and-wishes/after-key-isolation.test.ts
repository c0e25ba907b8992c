import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lettersAndWishesKind } from '../../domain/records';
import { DecryptionError, open, sealedKeyId } from '../crypto/aead';
import { createSessionKeyRing } from '../crypto/key-ring';
import { openRow, sealRow } from '../crypto/row-sealer';
import { isPairKeyId } from '../crypto/vault-keys';
import type { AppContext } from '../context';
import { grantReleaseSecrets, lettersAndWishes, trustedGrants, userKeyPairs } from '../db/schema';
import { openFor } from '../records/record-codec';
import type { RecordRow } from '../records/record-table';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openDataKeyAsGrantee, openReleaseSecret } from '../trusted-people/grant-sealing';
import { openPrivateKey } from '../trusted-people/key-pairs';
import { inVault, PASSWORD, person } from '../trusted-people/testing/trusted-kit';
import { family } from './testing/letters-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const pairRow = async (userId: string) =>
  (await t.context.db.select().from(userKeyPairs).where(eq(userKeyPairs.userId, userId)))[0]!;

describe('the after key and the key pair key never travel with a grant (decision 021)', () => {
  it("a grantee's copy of the owner's data key carries no after key and opens no letter", async () => {
    const { owner, child, childGrant } = await family(t);
    // The child's request opens the owner's vault through the grant (the server unseals it).
    expect((await child.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);
    const [grant] = await t.context.db
      .select()
      .from(trustedGrants)
      .where(eq(trustedGrants.id, childGrant.id));
    const [secret] = await t.context.db
      .select()
      .from(grantReleaseSecrets)
      .where(eq(grantReleaseSecrets.grantId, childGrant.id));
    const privateKey = await openPrivateKey(
      t.context,
      child.id,
      (await pairRow(child.id)).privateKeySealed,
    );
    const copy = openDataKeyAsGrantee(
      privateKey,
      { ephemeralPublicKey: grant!.ephemeralPublicKey!, sealedDataKey: grant!.sealedDataKey! },
      openReleaseSecret(t.context.serverKey, childGrant.id, secret!.secretSealed),
      { grantId: childGrant.id, ownerId: owner.id, granteeId: child.id },
    );
    // Both halves opened it: it is the owner's data key, and nothing besides.
    expect(copy.id).toBe((await t.context.keys.dataKeyFor(owner.id)).id);
    expect(copy.after).toBeUndefined();
    expect(copy.pair).toBeUndefined();
    // Neither that key's bytes nor a key ring holding only it open an after-sealed row.
    const rows = (await t.context.db
      .select()
      .from(lettersAndWishes)
      .where(eq(lettersAndWishes.userId, owner.id))) as RecordRow[];
    const keys = createSessionKeyRing();
    keys.unlock(owner.id, copy);
    try {
      await expect(keys.afterKeyFor(owner.id)).rejects.toThrow();
      for (const row of rows) {
        const aad = `${lettersAndWishesKind.table}:${row.id}:${owner.id}`;
        expect(() => open(copy.key, row.sealed!, aad)).toThrow(DecryptionError);
        await expect(openFor(keys, lettersAndWishesKind, row)).rejects.toThrow(DecryptionError);
        await expect(openFor(keys, lettersAndWishesKind, row, child.id)).rejects.toThrow(
          DecryptionError,
        );
      }
    } finally {
      keys.close();
    }
  });

  it('a key pair sealed the old way (under the data key) moves to the key pair key at the next sign-in', async () => {
    const user = await person(t);
    const identity = { table: 'user_key_pairs', rowId: user.id, userId: user.id };
    const before = await pairRow(user.id);
    const values = await openRow(t.context.keys, identity, before.privateKeySealed);
    // As pairs were sealed before decision 021: under the data key, which a grant can open.
    const old = (await sealRow(t.context.keys, identity, values))!;
    expect(isPairKeyId(sealedKeyId(old))).toBe(false);
    await t.context.db
      .update(userKeyPairs)
      .set({ privateKeySealed: old })
      .where(eq(userKeyPairs.userId, user.id));

    const [{ username }] = [(await request(t.app, user.cookie).get('/api/user')).json()];
    const login = await request(t.app).post('/api/login', { username, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);

    const after = await pairRow(user.id);
    expect(after.publicKey).toBe(before.publicKey);
    expect(isPairKeyId(sealedKeyId(after.privateKeySealed))).toBe(true);
    expect(await openRow(t.context.keys, identity, after.privateKeySealed)).toEqual(values);
    // What opens the data key for someone the user trusts opens the private key no more.
    const keys = createSessionKeyRing();
    keys.unlock(user.id, await t.context.keys.dataKeyFor(user.id));
    try {
      await expect(
        openPrivateKey({ keys } as AppContext, user.id, after.privateKeySealed),
      ).rejects.toThrow();
      await expect(openPrivateKey({ keys } as AppContext, user.id, old)).resolves.toBeTruthy();
    } finally {
      keys.close();
    }
  });
});
