import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, systemLogs, trustedGrants } from '../db/schema';
import { mailsTo } from '../testing/outbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  PASSWORD,
  inVault,
  person,
  trust,
  trustedPeople,
  type Person,
} from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const NOTE = 'Mum is in St Mary’s since Tuesday; the bank needs the account numbers.';
const reads = async (grantee: Person, owner: Person, path = '/api/family-members') =>
  (await grantee.api.get(path, inVault(owner))).statusCode;
const grantRow = async (id: string) =>
  (await t.context.db.select().from(trustedGrants).where(eq(trustedGrants.id, id)))[0]!;
const audited = async (id: string) =>
  (
    await t.context.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.targetKind, 'trusted_grant'), eq(systemLogs.targetId, id)))
  ).map((a) => a.action);

async function executor(waitDays = 7) {
  const owner = await person(t, { firstName: 'Olive', lastName: 'Owner' });
  const grantee = await person(t, { firstName: 'Ed', lastName: 'Executor' });
  await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
  const grant = await trust(t, owner, grantee, { role: 'executor', waitDays });
  const path = (step = '') => `/api/trusted-people/${grant.id}${step}`;
  return { owner, grantee, grant, path };
}

describe('a request for emergency access', () => {
  it('carries a reason and a note sealed to the owner: mail says why and links to one page, never the note', async () => {
    const { owner, grantee, grant, path } = await executor(7);
    const asked = await grantee.api.post(path('/request'), { reason: 'incapacitated', note: NOTE });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ state: 'requested', requestReason: 'incapacitated' });
    expect(asked.body).not.toContain('St Mary');

    const mail = mailsTo(t.dataDir, owner.email).at(-1)!;
    expect(mail).toContain('Ed Executor asked for emergency access to your records.');
    expect(mail).toContain('The reason they gave: you are ill or incapacitated.');
    expect(mail).toMatch(/Access opens on \w{3} \d+, \d{4} unless you reject it/);
    expect(mail).toContain(`https://vault.example/trusted-people/requests/${grant.id}`);
    expect(mail).not.toContain('St Mary');
    const bells = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    const requestBell = bells.find((b) => b.title === 'Ed Executor asked for emergency access')!;
    expect(requestBell.link).toBe(`/trusted-people/requests/${grant.id}`);
    expect(requestBell.message).not.toContain('St Mary');

    // Only the owner's session opens the note; the row holds it sealed.
    const row = await grantRow(grant.id);
    expect(row.requestReason).toBe('incapacitated');
    expect(row.requestNoteSealed).toBeTruthy();
    expect(row.requestNoteSealed).not.toContain('Mary');
    const page = await owner.api.get(path());
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ requestReason: 'incapacitated', requestNote: NOTE });
    expect((await grantee.api.get(path())).statusCode).toBe(404);
    expect((await trustedPeople(grantee)).sharedWithMe[0]).not.toHaveProperty('requestNote');
    expect(await audited(grant.id)).toContain('trusted.request');
  });

  it('refuses a missing or unknown reason and a note over 1000 characters, changing nothing', async () => {
    const { grantee, grant, path } = await executor();
    for (const body of [{}, { reason: 'bored' }, { reason: 'died', note: 'x'.repeat(1001) }]) {
      const res = await grantee.api.post(path('/request'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^(reason|note)/);
    }
    expect((await grantRow(grant.id)).state).toBe('confirmed');
  });

  it('can be withdrawn by the requester only, then asked again; wrong states answer 409 and change nothing', async () => {
    const { owner, grantee, grant, path } = await executor(7);
    const early = await grantee.api.post(path('/withdraw'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Cannot withdraw the request: it is confirmed and no request is waiting.',
    );
    await grantee.api.post(path('/request'), { reason: 'died', note: NOTE });
    expect((await owner.api.post(path('/withdraw'))).statusCode).toBe(404);
    const withdrawn = await grantee.api.post(path('/withdraw'));
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      state: 'confirmed',
      opensAt: null,
      requestReason: null,
    });
    const row = await grantRow(grant.id);
    expect([row.requestNoteSealed, row.requestReason, row.opensAt]).toEqual([null, null, null]);
    expect(mailsTo(t.dataDir, owner.email).at(-1)).toContain(
      'Ed Executor withdrew their request for emergency access to your records.',
    );
    // Nothing waits now: the owner's steps on it are 409s that say so.
    const reject = await owner.api.post(path('/reject'));
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('Cannot reject: it is confirmed and no request is waiting.');
    expect((await grantee.api.post(path('/request'), { reason: 'other' })).statusCode).toBe(200);
    expect(await audited(grant.id)).toEqual(
      expect.arrayContaining(['trusted.request', 'trusted.withdraw']),
    );
  });
});

describe('return to standby', () => {
  it('closes open access at once, keeps the executor, and the next request waits again', async () => {
    const { owner, grantee, grant, path } = await executor(7);
    expect((await owner.api.post(path('/standby'))).statusCode).toBe(409); // nothing open
    await grantee.api.post(path('/request'), { reason: 'died' });
    await owner.api.post(path('/approve'), { password: PASSWORD, code: '' });
    expect(await reads(grantee, owner)).toBe(200);
    expect((await grantee.api.post(path('/standby'))).statusCode).toBe(404);

    const standby = await owner.api.post(path('/standby'));
    expect(standby.statusCode, standby.body).toBe(200);
    expect(standby.json()).toMatchObject({ state: 'confirmed', approvedAt: null, opensAt: null });
    expect(await reads(grantee, owner)).toBe(404);
    expect(mailsTo(t.dataDir, grantee.email).at(-1)).toContain(
      'Olive Owner closed your emergency access to their records.',
    );
    const again = await owner.api.post(path('/standby'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Cannot return to standby: it is confirmed and no request is waiting.',
    );
    // The wait applies again to the next request.
    const asked = await grantee.api.post(path('/request'), { reason: 'incapacitated' });
    expect(asked.json()).toMatchObject({ state: 'requested', hasAccess: false });
    expect(await reads(grantee, owner)).toBe(404);
    expect(await audited(grant.id)).toContain('trusted.standby');
  });

  it('is for executors only: a viewer answers 409 with what to do instead', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    const grant = await trust(t, owner, viewer);
    const res = await owner.api.post(`/api/trusted-people/${grant.id}/standby`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/change their role or remove them/);
  });
});

describe('changing a trusted person', () => {
  it('narrows at once without the password, asks it to widen, and never asks for the six words again', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, viewer, { role: 'viewer', areas: 'all' });
    const path = `/api/trusted-people/${grant.id}`;
    expect(await reads(viewer, owner, '/api/documents')).toBe(200);

    const narrowed = await owner.api.patch(path, {
      role: 'viewer',
      areas: ['family-members'],
      waitDays: 7,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json()).toMatchObject({ state: 'confirmed', areas: ['family-members'] });
    expect(await reads(viewer, owner, '/api/documents')).toBe(404);
    expect(await reads(viewer, owner)).toBe(200);

    const editor = { role: 'editor', areas: ['family-members'], waitDays: 7 };
    const noPassword = await owner.api.patch(path, editor);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(
      'This change lets the person do more: enter your password to make it.',
    );
    expect((await owner.api.patch(path, { ...editor, password: 'wrong one' })).statusCode).toBe(
      400,
    );
    expect((await grantRow(grant.id)).role).toBe('viewer');
    const widened = await owner.api.patch(path, { ...editor, password: PASSWORD, code: '' });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json()).toMatchObject({ role: 'editor', state: 'confirmed' });
    const added = await viewer.api.post(
      '/api/family-members',
      { name: 'Lee', relationship: 'Child' },
      inVault(owner),
    );
    expect(added.statusCode).toBe(201);

    // Made executor: reads stop until a request opens; the wait is the one chosen.
    await owner.api.patch(path, {
      role: 'executor',
      areas: 'all',
      waitDays: 14,
      password: PASSWORD,
    });
    expect(await reads(viewer, owner)).toBe(404);
    expect(mailsTo(t.dataDir, viewer.email).at(-1)).toContain(
      'changed your role to Executor, with a waiting period of 14 days',
    );
    expect(await audited(grant.id)).toEqual(expect.arrayContaining(['trusted.change']));
  });

  it('answers 409 while a request waits or access is open, and for an ended grant; nothing changes', async () => {
    const { owner, grantee, grant, path } = await executor(7);
    const change = { role: 'executor', areas: 'all', waitDays: 30 };
    await grantee.api.post(path('/request'), { reason: 'died' });
    const waiting = await owner.api.patch(path(), change);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(
      /a request for access is waiting. Approve or reject it first/,
    );
    await owner.api.post(path('/approve'), { password: PASSWORD, code: '' });
    const open = await owner.api.patch(path(), change);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/Return them to standby first/);
    expect((await grantRow(grant.id)).waitDays).toBe(7);
    await owner.api.delete(path());
    expect((await owner.api.patch(path(), change)).statusCode).toBe(409);
    const bad = await owner.api.patch(path(), { ...change, waitDays: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^waitDays/);
  });
});

describe('the access history by date', () => {
  it('filters by a span of time and refuses a span that ends before it starts', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    await trust(t, owner, viewer);
    await viewer.api.get('/api/family-members', inVault(owner));
    const history = (q: string) => owner.api.get(`/api/trusted-people/access-history?${q}`);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(
      (await history(`from=${iso(now - 3_600_000)}&to=${iso(now + 3_600_000)}`)).json().total,
    ).toBe(1);
    expect(
      (await history(`from=${iso(now - 86_400_000)}&to=${iso(now - 3_600_000)}`)).json().total,
    ).toBe(0);
    const backwards = await history(`from=${iso(now)}&to=${iso(now - 1000)}`);
    expect(backwards.statusCode).toBe(400);
    expect((await history('from=yesterday')).statusCode).toBe(400);
  });
});
