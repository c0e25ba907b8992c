import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DecryptionError } from '../crypto/aead';
import { unwrapDataKey } from '../crypto/vault-keys';
import { grantReleaseSecrets, notifications, trustedGrants, userKeyPairs } from '../db/schema';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { grantKey, openDataKeyAsGrantee, openReleaseSecret } from './grant-sealing';
import { openPrivateKey } from './key-pairs';
import { dumpTables, openFromCopy } from './testing/stolen-copy';
import { PASSWORD, inVault, person, trust, trustedPeople } from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

/** Every row of every table as text: what a stolen database copy holds. */
const dumpEverything = async () => JSON.stringify(await dumpTables(t.context.db));

/** The cookie's value (what only the browser holds) from a 'kinfolio_sid=…' header. */
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('the keys of a grant', () => {
  it('before release, neither the grantee nor a database copy with the server key opens the owner’s key', async () => {
    const owner = await person(t);
    const executor = await person(t);
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, executor, { role: 'executor' });
    const ownerKey = await t.context.keys.dataKeyFor(owner.id);

    // The grantee's session: confirmed but not released, so nothing opens.
    expect((await executor.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);

    // A copy of every table holds no trace of the owner's data key.
    const dump = await dumpEverything();
    expect(dump).not.toContain(ownerKey.key.toString('base64'));
    expect(dump).not.toContain(ownerKey.key.toString('base64url'));
    expect(dump).not.toContain(ownerKey.key.toString('hex'));

    // With the server key the release secret opens, but the grantee's private key is sealed
    // under the grantee's own key pair key, so the ECDH half is missing: neither a stranger's key
    // pair nor the release secret alone opens the sealed copy.
    const [row] = await t.context.db
      .select()
      .from(trustedGrants)
      .where(eq(trustedGrants.id, grant.id));
    const [secret] = await t.context.db
      .select()
      .from(grantReleaseSecrets)
      .where(eq(grantReleaseSecrets.grantId, grant.id));
    const release = openReleaseSecret(t.context.serverKey, grant.id, secret!.secretSealed);
    const [pair] = await t.context.db
      .select()
      .from(userKeyPairs)
      .where(eq(userKeyPairs.userId, executor.id));
    // Sealed under the grantee's key pair key (decision 021), never their data key.
    const granteeKeyId = (await t.context.keys.pairKeyFor(executor.id)).id;
    expect(pair!.privateKeySealed.split('.')[1]).toBe(granteeKeyId);
    expect(granteeKeyId).not.toBe((await t.context.keys.dataKeyFor(executor.id)).id);
    const parties = { grantId: grant.id, ownerId: owner.id, granteeId: executor.id };
    const sealing = {
      ephemeralPublicKey: row!.ephemeralPublicKey!,
      sealedDataKey: row!.sealedDataKey!,
    };
    const stranger = generateKeyPairSync('x25519').privateKey;
    expect(() => openDataKeyAsGrantee(stranger, sealing, release, parties)).toThrow(
      DecryptionError,
    );
    // The real derivation with the ECDH half absent (empty, or zeros in its place).
    for (const missing of [Buffer.alloc(0), Buffer.alloc(32)])
      expect(() =>
        unwrapDataKey(grantKey(missing, release, parties), owner.id, row!.sealedDataKey!),
      ).toThrow(DecryptionError);
    // The grantee's own key (their session) without the release secret, which the server
    // withholds before release: the real derivation with the other half absent.
    const granteeKey = await openPrivateKey(t.context, executor.id, pair!.privateKeySealed);
    for (const missing of [Buffer.alloc(0), Buffer.alloc(32)])
      expect(() => openDataKeyAsGrantee(granteeKey, sealing, missing, parties)).toThrow(
        DecryptionError,
      );
    // Both halves together do open it: the refusals above are for the missing half alone.
    expect(openDataKeyAsGrantee(granteeKey, sealing, release, parties)).toEqual(ownerKey);
  });

  it('a dump of every table, sessions included, with the server key opens nothing before release, and nothing after revocation', async () => {
    const owner = await person(t);
    const executor = await person(t);
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, executor, { role: 'executor' });
    const parties = { grantId: grant.id, ownerId: owner.id, granteeId: executor.id };
    const ownerKey = await t.context.keys.dataKeyFor(owner.id);
    const granteeDataKey = await t.context.keys.dataKeyFor(executor.id);
    const [pair] = await t.context.db
      .select()
      .from(userKeyPairs)
      .where(eq(userKeyPairs.userId, executor.id));
    const granteePrivate = await openPrivateKey(t.context, executor.id, pair!.privateKeySealed);
    const steal = async (cookies: string[] = []) =>
      openFromCopy(await dumpTables(t.context.db), t.context.serverKey, parties, cookies);

    // Before release: the copy holds no key in the clear, and nothing it holds opens one.
    const text = await dumpEverything();
    const secrets = [
      ownerKey.key,
      granteeDataKey.key,
      granteePrivate.export({ format: 'der', type: 'pkcs8' }),
      Buffer.from(granteePrivate.export({ format: 'jwk' }).d!, 'base64url'),
    ];
    for (const secret of secrets)
      for (const encoding of ['base64', 'base64url', 'hex'] as const)
        expect(text).not.toContain(secret.toString(encoding));
    const before = await steal();
    expect(before.releaseSecret).toBeDefined(); // the server key's half is there...
    expect(before.dataKeys.size).toBe(0); // ...but no session row opens without its cookie,
    expect(before.granteePrivateKey).toBeUndefined();
    expect(before.ownerKey).toBeUndefined();
    expect((await executor.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    // The stated limit: the grantee's browser and the server operator together could open it.
    expect((await steal([cookieValue(executor.cookie)])).ownerKey).toEqual(ownerKey);

    // After release: the grantee's session reads the records; the copy alone still opens nothing.
    await executor.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    await owner.api.post(`/api/trusted-people/${grant.id}/approve`, {
      password: PASSWORD,
      code: '',
    });
    const read = await executor.api.get('/api/family-members', inVault(owner));
    expect(read.json()).toEqual([expect.objectContaining({ name: 'Kim' })]);
    const released = await steal();
    expect(released.dataKeys.size).toBe(0);
    expect(released.ownerKey).toBeUndefined();
    expect((await steal([cookieValue(executor.cookie)])).ownerKey).toEqual(ownerKey);

    // After revocation: not even the grantee's own keys with the copy and the server key open it.
    await owner.api.delete(`/api/trusted-people/${grant.id}`);
    expect((await executor.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    const revoked = await steal([cookieValue(executor.cookie)]);
    expect(revoked.granteePrivateKey).toBeDefined();
    expect(revoked.releaseSecret).toBeUndefined();
    expect(revoked.ownerKey).toBeUndefined();
  });

  it('after release it opens; after revocation the release secret is gone and it does not', async () => {
    const owner = await person(t);
    const executor = await person(t);
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, executor, { role: 'executor' });
    await executor.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    await owner.api.post(`/api/trusted-people/${grant.id}/approve`, {
      password: PASSWORD,
      code: '',
    });
    const opened = await executor.api.get('/api/family-members', inVault(owner));
    expect(opened.json()).toEqual([expect.objectContaining({ name: 'Kim' })]);
    await owner.api.delete(`/api/trusted-people/${grant.id}`);
    expect((await executor.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    const secrets = await t.context.db
      .select()
      .from(grantReleaseSecrets)
      .where(eq(grantReleaseSecrets.grantId, grant.id));
    expect(secrets).toEqual([]);
    const [row] = await t.context.db
      .select()
      .from(trustedGrants)
      .where(eq(trustedGrants.id, grant.id));
    expect(row!.sealedDataKey).toBeNull();
  });

  it('a new data key of the owner reseals the grant: access goes on under the new key', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, viewer);
    expect((await viewer.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);
    const rotated = await owner.api.post('/api/account/rotate-key', {
      password: PASSWORD,
      code: '',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const ownerNow = request(t.app, sessionCookieOf(rotated));
    const newKeyId = (await t.context.keys.dataKeyFor(owner.id)).id;
    const [row] = await t.context.db
      .select()
      .from(trustedGrants)
      .where(eq(trustedGrants.id, grant.id));
    expect(row!.sealedDataKeyId).toBe(newKeyId);
    const read = await viewer.api.get('/api/family-members', inVault(owner));
    expect(read.json()).toEqual([expect.objectContaining({ name: 'Kim' })]);
    // The invited address the owner typed still opens for the owner.
    expect((await ownerNow.get('/api/trusted-people')).json().people[0].email).toBe(viewer.email);
  });

  it('a password reset without the recovery key drops the sealed key until the owner confirms again', async () => {
    const owner = await person(t, { firstName: 'Olive' });
    const viewer = await person(t, { firstName: 'Vera', lastName: 'Viewer' });
    const grant = await trust(t, owner, viewer);
    expect((await viewer.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);

    await request(t.app).post('/api/request-password-reset', { email: owner.email });
    // The reset email goes out in the background.
    const mail = await vi.waitUntil(
      () => mailsTo(t.dataDir, owner.email).findLast((m) => m.includes('reset-password#token=')),
      { timeout: 5000, interval: 20 },
    );
    const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail)![1];
    const reset = await request(t.app).post('/api/reset-password', {
      token,
      newPassword: 'a brand new passphrase',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await viewer.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    const [row] = await t.context.db
      .select()
      .from(trustedGrants)
      .where(eq(trustedGrants.id, grant.id));
    expect(row).toMatchObject({ state: 'accepted', sealedDataKey: null });
    const bell = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(bell.map((n) => n.title)).toContain('Confirm Vera Viewer again');

    const login = await request(t.app).post('/api/login', {
      username: owner.email,
      password: 'a brand new passphrase',
    });
    expect(login.statusCode, login.body).toBe(200);
    const ownerAgain = { ...owner, api: request(t.app, sessionCookieOf(login)) };
    expect((await trustedPeople(ownerAgain)).people[0]).toMatchObject({ needsReconfirm: true });
    const reconfirm = await ownerAgain.api.post(`/api/trusted-people/${grant.id}/confirm`, {
      password: 'a brand new passphrase',
      code: '',
    });
    expect(reconfirm.statusCode, reconfirm.body).toBe(200);
    expect((await viewer.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);
  });
});
