import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../db/schema';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  PASSWORD,
  inVault,
  person,
  trust,
  trustedPeople,
  type Person,
} from './testing/trusted-kit';
import { sweepCheckIns } from './check-ins';
import { sweepTrustedPeople } from './trusted-people-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const sweep = (at: Date) => sweepTrustedPeople(t.context, at);
const reads = async (grantee: Person, owner: Person) =>
  (await grantee.api.get('/api/family-members', inVault(owner))).statusCode;
const checkInMails = (p: Person) =>
  mailsTo(t.dataDir, p.email).filter((m) => m.includes('/check-in#'));
const bellTitles = async (p: Person) =>
  (await t.context.db.select().from(notifications).where(eq(notifications.userId, p.id))).map(
    (n) => n.title,
  );

async function executor(waitDays = 7) {
  const owner = await person(t, { firstName: 'Olive', lastName: 'Owner' });
  const grantee = await person(t, { firstName: 'Ed', lastName: 'Executor' });
  await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
  const grant = await trust(t, owner, grantee, { role: 'executor', waitDays });
  return { owner, grantee, grant };
}

describe('emergency access for an executor', () => {
  it('stays closed until asked, opens after the wait without a rejection, and tells both', async () => {
    const { owner, grantee, grant } = await executor(7);
    expect(await reads(grantee, owner)).toBe(404); // confirmed, not yet requested
    const asked = await grantee.api.post(`/api/trusted-people/${grant.id}/request`, {
      reason: 'other',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ state: 'requested', hasAccess: false });
    expect(await bellTitles(owner)).toContain('Ed Executor asked for emergency access');
    expect(mailsTo(t.dataDir, owner.email).at(-1)).toMatch(/Access opens on \w{3} \d+, \d{4}/);
    expect(await reads(grantee, owner)).toBe(404);
    // A second request while one waits is a 409 that says so.
    const twice = await grantee.api.post(`/api/trusted-people/${grant.id}/request`, {
      reason: 'other',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/request for access is waiting/);

    await sweep(later(5)); // nothing due yet
    expect(await reads(grantee, owner)).toBe(404);
    await sweep(later(6.5)); // one day before: the owner's reminder, once
    await sweep(later(6.6));
    const reminders = (await bellTitles(owner)).filter((n) => n.includes('opens tomorrow'));
    expect(reminders).toEqual(["Ed Executor's emergency access opens tomorrow"]);

    await sweep(later(7.1));
    expect(await reads(grantee, owner)).toBe(200);
    expect(await bellTitles(grantee)).toContain(
      "Your emergency access to Olive Owner's records is open",
    );
    expect(await bellTitles(owner)).toContain('Emergency access opened for Ed Executor');
    // Read only, as an executor.
    expect(
      (
        await grantee.api.post(
          '/api/family-members',
          { name: 'X', relationship: 'Child' },
          inVault(owner),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('goes back to confirmed when the owner rejects; the executor may ask again; approve opens at once', async () => {
    const { owner, grantee, grant } = await executor(30);
    await grantee.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    const rejected = await owner.api.post(`/api/trusted-people/${grant.id}/reject`);
    expect(rejected.json()).toMatchObject({ state: 'confirmed', opensAt: null });
    expect(await bellTitles(grantee)).toContain('Olive Owner rejected your request for access');
    // A rejected request never opens, however long one waits.
    await sweep(later(31));
    expect(await reads(grantee, owner)).toBe(404);
    // Rejecting again is a 409 with a reason; approving needs a waiting request.
    expect((await owner.api.post(`/api/trusted-people/${grant.id}/reject`)).statusCode).toBe(409);
    await grantee.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    const wrong = await owner.api.post(`/api/trusted-people/${grant.id}/approve`, {
      password: 'wrong password',
      code: '',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await reads(grantee, owner)).toBe(404);
    const approved = await owner.api.post(`/api/trusted-people/${grant.id}/approve`, {
      password: PASSWORD,
      code: '',
    });
    expect(approved.json()).toMatchObject({ state: 'approved' });
    expect(await reads(grantee, owner)).toBe(200);
    // The owner ends it: closed at once.
    await owner.api.delete(`/api/trusted-people/${grant.id}`);
    expect(await reads(grantee, owner)).toBe(404);
  });

  it('a viewer cannot ask for emergency access: 409 with a message', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    const grant = await trust(t, owner, viewer, { role: 'viewer' });
    const res = await viewer.api.post(`/api/trusted-people/${grant.id}/request`, {
      reason: 'other',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Only an executor/);
  });
});

describe('inactivity check-in', () => {
  it('rejects months outside 3, 6, 12 naming the field', async () => {
    const owner = await person(t);
    const res = await owner.api.put('/api/trusted-people/check-in', { months: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^months/);
  });

  it('after the months of silence sends three emails over 14 days, then starts every executor’s request', async () => {
    const { owner, grantee } = await executor(7);
    expect(
      (await owner.api.put('/api/trusted-people/check-in', { months: 3 })).json(),
    ).toMatchObject({ months: 3, roundStartedAt: null });
    // Last seen four months ago.
    await t.context.db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 120 * DAY) })
      .where(eq(users.id, owner.id));
    const checkIns = () => mailsTo(t.dataDir, owner.email).filter((m) => m.includes('check-in'));
    await sweep(later(0));
    await sweep(later(0.1)); // the same day: no second email
    expect(checkIns()).toHaveLength(1);
    expect(checkIns()[0]).toContain('https://vault.example/check-in#');
    await sweep(later(7));
    await sweep(later(13));
    expect(checkIns()).toHaveLength(3);
    expect(checkIns()[2]).toContain('(3 of 3)');
    expect(await reads(grantee, owner)).toBe(404);
    // Each check-in is in the owner's bell too (seen after a sign-in, which answers it).
    expect((await bellTitles(owner)).filter((n) => n.includes('check-in ('))).toEqual([
      expect.stringMatching(/^Are you all right\? Your .+ check-in \(1 of 3\)$/),
      expect.stringMatching(/\(2 of 3\)$/),
      expect.stringMatching(/\(3 of 3\)$/),
    ]);
    await sweep(later(14));
    const shared = (await trustedPeople(grantee)).sharedWithMe[0]!;
    expect(shared).toMatchObject({ state: 'requested', hasAccess: false });
    expect(mailsTo(t.dataDir, owner.email).at(-1)).toContain(
      'You did not answer the inactivity check-ins',
    );
    // The executor did not press the button, so they are told it started, and when it opens.
    expect(await bellTitles(grantee)).toContain(
      "Your request for access to Olive Owner's records has started",
    );
    expect(mailsTo(t.dataDir, grantee.email).at(-1)).toMatch(
      /Olive Owner did not answer the inactivity check-ins, so your request for emergency access started[^]*Access opens on \w{3} \d+, \d{4} unless Olive Owner rejects it/,
    );
    // The waiting period still applies, and the owner can still reject.
    expect((await owner.api.post(`/api/trusted-people/${shared.id}/reject`)).statusCode).toBe(200);
  });

  it('reads the owners with check-ins in pages, and reaches every one', async () => {
    const owners = await Promise.all([1, 2, 3].map(() => person(t)));
    for (const owner of owners) {
      await owner.api.put('/api/trusted-people/check-in', { months: 3 });
      await t.context.db
        .update(users)
        .set({ lastLogin: new Date(Date.now() - 120 * DAY) })
        .where(eq(users.id, owner.id));
    }
    // A page of one row: each of the three is still on a later page, and still gets the first email.
    await sweepCheckIns(t.context, later(0), 1);
    for (const owner of owners) expect(checkInMails(owner)).toHaveLength(1);
  });

  it('ends the round when the owner answers the link or signs in', async () => {
    const { owner } = await executor(7);
    await owner.api.put('/api/trusted-people/check-in', { months: 6 });
    await t.context.db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 200 * DAY) })
      .where(eq(users.id, owner.id));
    await sweep(later(0));
    const mail = mailsTo(t.dataDir, owner.email).findLast((m) => m.includes('check-in#'))!;
    const token = /check-in#([A-Za-z0-9_-]+)/.exec(mail)![1];
    const answered = await request(t.app).post('/api/check-in', { token });
    expect(answered.statusCode).toBe(200);
    expect((await trustedPeople(owner)).checkIn.roundStartedAt).toBeNull();
    // Used once.
    expect((await request(t.app).post('/api/check-in', { token })).statusCode).toBe(404);
    // Answering is a sign of life like a sign-in: no new round on the next sweeps, however old
    // the last sign-in; the six months count again from the answer.
    const mailsBefore = checkInMails(owner).length;
    await sweep(later(1));
    await sweep(later(30));
    expect((await trustedPeople(owner)).checkIn.roundStartedAt).toBeNull();
    expect(checkInMails(owner)).toHaveLength(mailsBefore);
    await sweep(later(190));
    expect((await trustedPeople(owner)).checkIn.roundStartedAt).not.toBeNull();
    // A sign-in ends that round.
    await t.context.db
      .update(users)
      .set({ lastLogin: later(190.5) })
      .where(eq(users.id, owner.id));
    await sweep(later(191));
    expect((await trustedPeople(owner)).checkIn.roundStartedAt).toBeNull();
  });

  it('starts no new round after the executors’ requests started, until the owner signs in', async () => {
    const { owner, grantee } = await executor(7);
    await owner.api.put('/api/trusted-people/check-in', { months: 3 });
    await t.context.db
      .update(users)
      .set({ lastLogin: new Date(Date.now() - 120 * DAY) })
      .where(eq(users.id, owner.id));
    for (const day of [0, 7, 13, 14]) await sweep(later(day));
    expect(checkInMails(owner)).toHaveLength(3);
    expect((await trustedPeople(grantee)).sharedWithMe[0]).toMatchObject({ state: 'requested' });
    // Still silent, but the requests are under way: no round every 14 days.
    for (const day of [15, 29, 45, 60]) await sweep(later(day));
    expect(checkInMails(owner)).toHaveLength(3);
    // A sign-in lets them start again, the chosen months after it.
    const login = await request(t.app).post('/api/login', {
      username: owner.email,
      password: PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    await sweep(later(61));
    expect(checkInMails(owner)).toHaveLength(3);
    await sweep(later(100));
    expect(checkInMails(owner)).toHaveLength(4);
    expect(checkInMails(owner).at(-1)).toContain('(1 of 3)');
  });
});
