import { generateKeyPairSync, hkdfSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DecryptionError } from '../crypto/aead';
import { unwrapDataKey } from '../crypto/vault-keys';
import { grantReleaseSecrets, notifications, trustedGrants, userKeyPairs } from '../db/schema';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { openDataKeyAsGrantee, openReleaseSecret } from './grant-sealing';
import { PASSWORD, inVault, person, trust, trustedPeople } from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

/** Every row of every table as text: what a stolen database copy holds. */
async function dumpEverything(): Promise<string> {
  // PGlite and node-postgres both answer execute() with { rows }.
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await t.context.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> })
      .rows;
  const tables = await rowsOf(
    sql.raw(
      `select table_name as name from information_schema.tables where table_schema = 'public'`,
    ),
  );
  let all = '';
  for (const { name } of tables)
    all += JSON.stringify(await rowsOf(sql.raw(`select * from "${String(name)}"`)));
  return all;
}

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
    // under the grantee's own data key, so the ECDH half is missing: neither a stranger's key
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
    const granteeKeyId = (await t.context.keys.dataKeyFor(executor.id)).id;
    expect(pair!.privateKeySealed.split('.')[1]).toBe(granteeKeyId);
    const parties = { grantId: grant.id, ownerId: owner.id, granteeId: executor.id };
    const sealing = {
      ephemeralPublicKey: row!.ephemeralPublicKey!,
      sealedDataKey: row!.sealedDataKey!,
    };
    const stranger = generateKeyPairSync('x25519').privateKey;
    expect(() => openDataKeyAsGrantee(stranger, sealing, release, parties)).toThrow(
      DecryptionError,
    );
    const fromSecretAlone = Buffer.from(
      hkdfSync('sha256', release, Buffer.from('kinfolio-grant'), `kinfolio:grant:${grant.id}`, 32),
    );
    expect(() => unwrapDataKey(fromSecretAlone, owner.id, row!.sealedDataKey!)).toThrow(
      DecryptionError,
    );
  });

  it('after release it opens; after revocation the release secret is gone and it does not', async () => {
    const owner = await person(t);
    const executor = await person(t);
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, executor, { role: 'executor' });
    await executor.api.post(`/api/trusted-people/${grant.id}/request`);
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
