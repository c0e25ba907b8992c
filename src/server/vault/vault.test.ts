import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../crypto/aead';
import { createSessionKeyRing } from '../crypto/key-ring';
import { sealRow } from '../crypto/row-sealer';
import { generateDataKey } from '../crypto/vault-keys';
import { hashPassword } from '../auth/passwords';
import { familyMembers, sessions, systemLogs, users } from '../db/schema';
import { pdfText } from '../testing/pdf-text';
import { request } from '../testing/request';
import { resetLink } from '../testing/reset-link';
import {
  createTestApp,
  newUserInput,
  sessionCookieOf,
  signUp,
  type TestApp,
} from '../testing/test-app';
import { openServerWrapped, openWithPassword } from './account-vault';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function addMember(cookie: string, name: string) {
  const res = await request(t.app, cookie).post('/api/family-members', {
    name,
    relationship: 'Child',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function members(cookie: string) {
  const res = await request(t.app, cookie).get('/api/family-members');
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ id: string; name: string | null; locked?: boolean }>;
}

async function signIn(username: string, password: string) {
  const res = await request(t.app).post('/api/login', { username, password });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookieOf(res), body: res.json() };
}

describe('vault keys', () => {
  it('stores the data key only wrapped under the password and the recovery key', async () => {
    const { cookie, input, user } = await signUp(t.app);
    await addMember(cookie, 'Canary Child');
    expect((user as { recoveryKey?: string }).recoveryKey).toMatch(
      /^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/,
    );
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row.dataKeyServerWrapped).toBeNull();
    expect(openServerWrapped(t.context.serverKey, row)).toBeNull();
    // The server key and the database together, without the password, open nothing.
    const wrapped = { passwordWrapped: row.dataKeyPasswordWrapped, salt: row.keyDerivationSalt };
    expect(
      await openWithPassword(t.context.serverKey, user.id, 'wrong password', wrapped),
    ).toBeNull();
    expect(
      await openWithPassword(t.context.serverKey, user.id, input.password, wrapped),
    ).not.toBeNull();
    // A fresh server process (empty key ring) cannot decrypt without a session.
    await expect(createSessionKeyRing().dataKeyFor(user.id)).rejects.toThrow(/locked/);
    const dump = JSON.stringify(await t.context.db.select().from(sessions));
    expect(dump).not.toContain(cookie.split('=')[1]);
  });

  it('keeps two sessions of one user working; a copied session row without its cookie opens nothing', async () => {
    const { cookie, input } = await signUp(t.app);
    await addMember(cookie, 'Both Sessions');
    const second = await signIn(input.username, input.password);
    expect((await members(cookie))[0].name).toBe('Both Sessions');
    expect((await members(second.cookie))[0].name).toBe('Both Sessions');
    const [row] = await t.context.db.select().from(sessions).limit(1);
    const forged = 'forged-cookie-value-forged-cookie-value-00';
    const { createHash } = await import('node:crypto');
    await t.context.db.insert(sessions).values({
      ...row,
      sid: createHash('sha256').update(forged).digest('base64url'),
    });
    expect(
      (await request(t.app, `kinfolio_sid=${forged}`).get('/api/family-members')).statusCode,
    ).toBe(401);
  });

  it('keeps data readable after a password change, with the new password only', async () => {
    const { cookie, input } = await signUp(t.app);
    await addMember(cookie, 'Changed Password');
    const change = await request(t.app, cookie).post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'a brand new passphrase',
    });
    expect(change.statusCode).toBe(204);
    const { cookie: fresh } = await signIn(input.username, 'a brand new passphrase');
    expect((await members(fresh))[0].name).toBe('Changed Password');
  });

  it('reset with the recovery key keeps everything readable', async () => {
    const { cookie, input, user } = await signUp(t.app);
    await addMember(cookie, 'Recovered');
    const recoveryKey = user.recoveryKey;
    const wrong = await request(t.app).post('/api/reset-password', {
      token: await resetLink(t, user.id),
      newPassword: 'reset with my kit 1',
      recoveryKey: 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/recovery key does not open/);
    const res = await request(t.app).post('/api/reset-password', {
      token: await resetLink(t, user.id),
      newPassword: 'reset with my kit 1',
      recoveryKey: recoveryKey.toLowerCase().replace(/-/g, ' '),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recoveryKey).toBeUndefined();
    const { cookie: fresh } = await signIn(input.username, 'reset with my kit 1');
    expect((await members(fresh))[0]).toMatchObject({ name: 'Recovered' });
    expect((await request(t.app, fresh).get('/api/account/vault')).json()).toEqual({
      lockedKeys: 0,
      lockedItems: 0,
    });
  });

  it('reset without it locks old rows, serves new ones, and the old recovery key unlocks them later', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const old = await addMember(cookie, 'Before Reset');
    const oldRecoveryKey = user.recoveryKey;
    const res = await request(t.app).post('/api/reset-password', {
      token: await resetLink(t, user.id),
      newPassword: 'starting over again',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recoveryKey).toMatch(/^[0-9A-Z-]{39}$/);
    expect((await request(t.app, cookie).get('/api/family-members')).statusCode).toBe(401);
    const { cookie: fresh } = await signIn(input.username, 'starting over again');
    await addMember(fresh, 'After Reset');
    const listed = await members(fresh);
    expect(listed.find((m) => m.id === old.id)).toMatchObject({
      locked: true,
      name: null,
      relationship: 'Child',
    });
    expect(listed.find((m) => m.name === 'After Reset')).toBeTruthy();
    expect((await request(t.app, fresh).get('/api/account/vault')).json()).toEqual({
      lockedKeys: 1,
      lockedItems: 1,
    });
    const refused = await request(t.app, fresh).post('/api/account/unlock', {
      recoveryKey: res.json().recoveryKey,
    });
    expect(refused.statusCode).toBe(400);
    const unlocked = await request(t.app, fresh).post('/api/account/unlock', {
      recoveryKey: oldRecoveryKey,
    });
    expect(unlocked.statusCode).toBe(200);
    const after = await members(fresh);
    expect(after.find((m) => m.id === old.id)).toMatchObject({ name: 'Before Reset' });
    expect(after.some((m) => m.locked)).toBe(false);
    expect((await request(t.app, fresh).get('/api/account/vault')).json()).toEqual({
      lockedKeys: 0,
      lockedItems: 0,
    });
  });

  it('the old password also unlocks what a reset locked', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const old = await addMember(cookie, 'Old Password Unlocks');
    await request(t.app).post('/api/reset-password', {
      token: await resetLink(t, user.id),
      newPassword: 'forgot it then found it',
    });
    const { cookie: fresh } = await signIn(input.username, 'forgot it then found it');
    expect(
      (await request(t.app, fresh).post('/api/account/unlock', { oldPassword: input.password }))
        .statusCode,
    ).toBe(200);
    expect((await members(fresh)).find((m) => m.id === old.id)?.name).toBe('Old Password Unlocks');
  });

  it('a new data key re-encrypts every row, ends other sessions and issues a new recovery key', async () => {
    const { cookie, input } = await signUp(t.app);
    const member = await addMember(cookie, 'Rotated');
    const other = await signIn(input.username, input.password);
    const [before] = await t.context.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, member.id));
    const res = await request(t.app, cookie).post('/api/account/rotate-key', {
      password: input.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recoveryKey).toMatch(/^[0-9A-Z-]{39}$/);
    const [after] = await t.context.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, member.id));
    expect(after.sealed!.split('.')[1]).not.toBe(before.sealed!.split('.')[1]);
    expect((await request(t.app, other.cookie).get('/api/family-members')).statusCode).toBe(401);
    expect((await members(sessionCookieOf(res)))[0].name).toBe('Rotated');
    const { cookie: later } = await signIn(input.username, input.password);
    expect((await members(later))[0].name).toBe('Rotated');
    // Issue 41: letters and wishes for after stay under the after key, and the log says so.
    const logged = await t.context.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.action, 'vault.key_rotated'));
    expect(logged.map((row) => row.message)).toContain(
      'New data key: records and files re-encrypted (letters and wishes for after keep their own key), other sessions ended',
    );
  });

  it('re-wraps a key from earlier versions (server key only) at the next sign-in', async () => {
    const input = newUserInput();
    const id = randomUUID();
    const legacyKey = generateDataKey();
    await t.context.db.insert(users).values({
      id,
      username: input.username,
      email: input.email,
      password: await hashPassword(input.password),
      firstName: 'Old',
      lastName: 'Account',
      dataKeyId: legacyKey.id,
      dataKeyServerWrapped: seal(
        t.context.serverKey.key,
        t.context.serverKey.id,
        legacyKey.key,
        `kinfolio:data-key:${id}`,
      ),
    });
    const ring = createSessionKeyRing();
    ring.unlock(id, legacyKey);
    const memberId = randomUUID();
    await t.context.db.insert(familyMembers).values({
      id: memberId,
      userId: id,
      relationship: 'Parent',
      sealed: await sealRow(
        ring,
        { table: 'family_members', rowId: memberId, userId: id },
        { name: 'Legacy Parent' },
      ),
    } as never);
    const { cookie, body } = await signIn(input.username, input.password);
    expect(body.recoveryKey).toMatch(/^[0-9A-Z-]{39}$/);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, id));
    expect(row.dataKeyServerWrapped).toBeNull();
    expect(row.dataKeyPasswordWrapped).toMatch(/^v1\.w\./);
    expect((await members(cookie))[0].name).toBe('Legacy Parent');
    const again = await signIn(input.username, input.password);
    expect(again.body.recoveryKey).toBeUndefined();
  });

  it('prints the Emergency Kit with the recovery key and the username', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const recoveryKey = user.recoveryKey;
    const res = await request(t.app, cookie).post('/api/emergency-kit', {
      recoveryKey,
      username: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(recoveryKey);
    expect(text).toContain(input.username);
    expect(text).toContain('Emergency Kit');
    // Issue 41: true of what trusted people and a letter's readers open, not "only your password".
    const words = text.replace(/\s+/g, ' ');
    expect(words).not.toContain('only your password or this recovery key can open');
    expect(words).toContain('For you, only your password or this recovery key opens them.');
    expect(words).toContain('The people you trust open only what you share with them');
    const logs = JSON.stringify(await t.context.db.select().from(systemLogs));
    expect(logs).not.toContain(recoveryKey);
  });
});
