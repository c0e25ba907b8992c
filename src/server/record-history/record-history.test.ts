import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_VERSIONS_MS, type RecordHistory } from '../../domain/record-history';
import { bankAccountsKind } from '../../domain/records';
import { bankAccounts, lettersAndWishes, recordVersions, systemLogs } from '../db/schema';
import { isAfterKeyId } from '../crypto/vault-keys';
import { family, LETTER, PATH as LETTERS } from '../letters-and-wishes/testing/letters-kit';
import { purgeDeletedJob } from '../recently-deleted/purge-job';
import { sampleRecord } from '../testing/record-samples';
import { request } from '../testing/request';
import { resetWithoutRecoveryKey } from '../testing/reset-link';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';
import { LOCKED_VERSION } from './history-presenting';
import {
  inVault,
  PASSWORD,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';

/** A record's History (issue 44): each change keeps the version it replaced, sealed and bound. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Options = Parameters<Person['api']['get']>[1];

const addAccount = async (p: Person, body: Record<string, unknown> = {}) => {
  const res = await p.api.post('/api/bank-accounts', {
    ...sampleRecord(bankAccountsKind),
    accountName: 'Everyday Checking',
    accountNumber: '000123456789',
    currentBalance: '12500.00',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string } & Record<string, unknown>;
};

const edit = async (p: Person, id: string, body: Record<string, unknown>, o?: Options) => {
  const res = await p.api.patch(`/api/bank-accounts/${id}`, body, o);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};

const history = async (p: Person, id: string, o?: Options) => {
  const res = await p.api.get(`/api/bank-accounts/${id}/history`, o);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as RecordHistory).versions;
};

const restore = (p: Person, id: string, versionId: string, o?: Options) =>
  p.api.post(`/api/bank-accounts/${id}/history/${versionId}/restore`, undefined, o);

describe('a change keeps the version it replaced', () => {
  it('says in plain words what changed, masked numbers masked, and restores it', async () => {
    const owner = await person(t, { firstName: 'Ada', lastName: 'Reyes' });
    const account = await addAccount(owner);
    expect(await history(owner, account.id)).toEqual([]);

    await edit(owner, account.id, { currentBalance: '9800.00', accountNumber: '000123459999' });
    const [version, ...rest] = await history(owner, account.id);
    expect(rest).toEqual([]);
    expect(version).toMatchObject({
      changedBy: 'You',
      changedFields: ['accountNumber', 'currentBalance'],
      changes: ['Account Number: ****6789 → ****9999', 'Current Balance: $12,500.00 → $9,800.00'],
    });
    // A change that changes nothing keeps nothing.
    await edit(owner, account.id, { currentBalance: '9800.00' });
    expect(await history(owner, account.id)).toHaveLength(1);

    const res = await restore(owner, account.id, version!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'The earlier version was restored. You can undo this from History.',
    );
    const [back] = (await owner.api.get('/api/bank-accounts')).json();
    expect(back).toMatchObject({ currentBalance: '12500.00', accountNumber: '000123456789' });
    expect(back.locked).toBeUndefined();
    // The restore is a change too: it can be undone.
    const after = await history(owner, account.id);
    expect(after.map((v) => v.changes)).toEqual([
      ['Account Number: ****9999 → ****6789', 'Current Balance: $9,800.00 → $12,500.00'],
      ['Account Number: ****6789 → ****9999', 'Current Balance: $12,500.00 → $9,800.00'],
    ]);
    const [entry] = await t.context.db
      .select()
      .from(systemLogs)
      .where(
        and(eq(systemLogs.action, 'record.restore_version'), eq(systemLogs.targetId, account.id)),
      );
    expect(entry).toBeDefined();
  });

  it('keeps the last 20 versions of 21 changes', async () => {
    const owner = await person(t);
    const account = await addAccount(owner);
    for (let i = 1; i <= 21; i++) await edit(owner, account.id, { currentBalance: `${i}.00` });
    const versions = await history(owner, account.id);
    expect(versions).toHaveLength(20);
    // Newest first; the oldest (12,500 → 1) is the one dropped.
    expect(versions[0]!.changes).toEqual(['Current Balance: $20.00 → $21.00']);
    expect(versions[19]!.changes).toEqual(['Current Balance: $1.00 → $2.00']);
  });

  it('answers 400 for a bad id and 404 for a version of another record, changing nothing', async () => {
    const owner = await person(t);
    const a = await addAccount(owner);
    const b = await addAccount(owner);
    await edit(owner, a.id, { currentBalance: '1.00' });
    const [version] = await history(owner, a.id);
    const bad = await restore(owner, a.id, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error ?? bad.body).toMatch(/Version id must be a UUID/);
    expect((await restore(owner, b.id, version!.id)).statusCode).toBe(404);
    expect(await history(owner, b.id)).toEqual([]);
  });
});

describe('who sees History', () => {
  it('an editor of the area sees and restores; a viewer, an executor, another family get 404', async () => {
    const owner = await person(t, { firstName: 'Ada', lastName: 'Reyes' });
    const son = await person(t, { firstName: 'Sam', lastName: 'Reyes' });
    const viewer = await person(t);
    const executor = await person(t);
    const stranger = await person(t);
    await trust(t, owner, son, { role: 'editor', areas: ['bank-accounts'] });
    await trust(t, owner, viewer, { role: 'viewer', areas: 'all' });
    await trust(t, owner, executor, { role: 'executor', areas: 'all', waitDays: 7 });
    const account = await addAccount(owner);
    await edit(son, account.id, { currentBalance: '9800.00' }, inVault(owner));

    const [version] = await history(owner, account.id);
    expect(version!.changedBy).toBe('Sam Reyes');
    const seenBySon = await history(son, account.id, inVault(owner));
    expect(seenBySon[0]).toMatchObject({ id: version!.id, changedBy: 'You' });

    for (const who of [viewer, executor]) {
      const res = await who.api.get(`/api/bank-accounts/${account.id}/history`, inVault(owner));
      expect(res.statusCode, res.body).toBe(404);
      expect((await restore(who, account.id, version!.id, inVault(owner))).statusCode).toBe(404);
    }
    expect((await stranger.api.get(`/api/bank-accounts/${account.id}/history`)).statusCode).toBe(
      404,
    );
    expect((await restore(stranger, account.id, version!.id)).statusCode).toBe(404);

    const res = await restore(son, account.id, version!.id, inVault(owner));
    expect(res.statusCode, res.body).toBe(200);
    expect((await owner.api.get('/api/bank-accounts')).json()[0].currentBalance).toBe('12500.00');
  });
});

describe('versions stay sealed and bound to their own id', () => {
  it('a version’s ciphertext put into the live row does not open as the record', async () => {
    const owner = await person(t);
    const account = await addAccount(owner);
    await edit(owner, account.id, { accountName: 'Renamed' });
    const [stored] = await t.context.db
      .select()
      .from(recordVersions)
      .where(eq(recordVersions.recordId, account.id));
    expect(stored!.sealed).toBeTruthy();
    expect(stored!.sealed).not.toContain('Everyday Checking');
    await t.context.db
      .update(bankAccounts)
      .set({ sealed: stored!.sealed })
      .where(eq(bankAccounts.id, account.id));
    const [row] = (await owner.api.get('/api/bank-accounts')).json();
    expect(row.locked).toBe(true);
    expect(row.accountName).toBeNull();
  });

  it('a new data key re-seals the versions, which still open and restore', async () => {
    const owner = await person(t);
    const account = await addAccount(owner);
    await edit(owner, account.id, { accountName: 'Renamed', currentBalance: '1.00' });
    const [before] = await t.context.db
      .select()
      .from(recordVersions)
      .where(eq(recordVersions.recordId, account.id));
    const rotated = await owner.api.post('/api/account/rotate-key', { password: PASSWORD });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const again = { ...owner, api: request(t.app, sessionCookieOf(rotated)) };
    const [after] = await t.context.db
      .select()
      .from(recordVersions)
      .where(eq(recordVersions.recordId, account.id));
    expect(after!.sealed!.split('.')[1]).not.toBe(before!.sealed!.split('.')[1]);
    const [version] = await history(again, account.id);
    expect(version!.changes).toEqual([
      'Account Name: Everyday Checking → Renamed',
      'Current Balance: $12,500.00 → $1.00',
    ]);
    expect((await restore(again, account.id, version!.id)).statusCode).toBe(200);
    expect((await again.api.get('/api/bank-accounts')).json()[0].accountName).toBe(
      'Everyday Checking',
    );
  });

  it('a reset without the recovery key locks versions, and the unlock opens them again', async () => {
    const { cookie, input, user } = await signUp(t.app);
    const owner: Person = { id: user.id, email: input.email, cookie, api: request(t.app, cookie) };
    const account = await addAccount(owner);
    await edit(owner, account.id, { accountName: 'Renamed' });
    const reset = await resetWithoutRecoveryKey(t, user.id, 'starting over again');
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await request(t.app).post('/api/login', {
      username: input.username,
      password: 'starting over again',
    });
    expect(login.statusCode, login.body).toBe(200);
    const fresh: Person = { ...owner, api: request(t.app, sessionCookieOf(login)) };
    // Locked like the record: counted, and History says so rather than failing.
    expect((await fresh.api.get('/api/account/vault')).json()).toEqual({
      lockedKeys: 1,
      lockedItems: 2,
    });
    expect((await history(fresh, account.id))[0]!.changes).toEqual([LOCKED_VERSION]);
    const unlocked = await fresh.api.post('/api/account/unlock', {
      recoveryKey: user.recoveryKey,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await history(fresh, account.id))[0]!.changes).toEqual([
      'Account Name: Everyday Checking → Renamed',
    ]);
  });

  it('a record deleted forever takes its history with it', async () => {
    const owner = await person(t);
    const account = await addAccount(owner);
    await edit(owner, account.id, { currentBalance: '1.00' });
    await owner.api.delete(`/api/bank-accounts/${account.id}`);
    const kept = await t.context.db
      .select()
      .from(recordVersions)
      .where(eq(recordVersions.recordId, account.id));
    expect(kept).toHaveLength(1);
    expect((await owner.api.delete(`/api/recently-deleted/${account.id}`)).statusCode).toBe(204);
    const gone = await t.context.db
      .select()
      .from(recordVersions)
      .where(eq(recordVersions.recordId, account.id));
    expect(gone).toEqual([]);
  });
});

describe('Letters & Wishes and the daily purge', () => {
  it('a letter’s versions stay under the after key, for the owner only', async () => {
    const { owner, executor, child, letterId } = await family(t);
    const changed = await owner.api.patch(`${LETTERS}/${letterId}`, { letter: 'A new letter.' });
    expect(changed.statusCode, changed.body).toBe(200);
    const [stored] = await t.context.db
      .select()
      .from(recordVersions)
      .where(eq(recordVersions.recordId, letterId));
    const [live] = await t.context.db
      .select()
      .from(lettersAndWishes)
      .where(eq(lettersAndWishes.id, letterId));
    const keyId = (sealed: string | null) => sealed!.split('.')[1]!;
    expect(isAfterKeyId(keyId(stored!.sealed))).toBe(true);
    expect(keyId(stored!.sealed)).toBe(keyId(live!.sealed));
    const res = await owner.api.get(`${LETTERS}/${letterId}/history`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RecordHistory).versions[0]!.changedFields).toEqual(['letter']);
    for (const who of [executor, child]) {
      const seen = await who.api.get(`${LETTERS}/${letterId}/history`, inVault(owner));
      expect(seen.statusCode, seen.body).toBe(404);
    }
    const back = await owner.api.post(
      `${LETTERS}/${letterId}/history/${stored!.id}/restore`,
      undefined,
    );
    expect(back.statusCode, back.body).toBe(200);
    const [letter] = (await owner.api.get(LETTERS))
      .json()
      .filter((r: { id: string }) => r.id === letterId);
    expect(letter.letter).toBe(LETTER);
  });

  it('the daily job removes versions over a year old', async () => {
    const owner = await person(t);
    const account = await addAccount(owner);
    await edit(owner, account.id, { currentBalance: '1.00' });
    const log = { info: () => {} };
    const soon = purgeDeletedJob(t.context, log, () => Date.now() + 364 * 86_400_000);
    await soon.handler({});
    expect(await history(owner, account.id)).toHaveLength(1);
    const late = purgeDeletedJob(t.context, log, () => Date.now() + KEEP_VERSIONS_MS + 60_000);
    await late.handler({});
    expect(await history(owner, account.id)).toEqual([]);
  });
});
