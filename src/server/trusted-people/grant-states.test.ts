import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, userKeyPairs } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { fingerprintPhrase } from './key-pairs';
import {
  PASSWORD,
  accept,
  confirm,
  inVault,
  invitationToken,
  invite,
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
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const reauth = { password: PASSWORD, code: '' };

/** Signs the person in again (a new session), as after days away. */
async function signIn(p: Person): Promise<Person> {
  const res = await request(t.app).post('/api/login', { username: p.email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, api: request(t.app, sessionCookieOf(res)) };
}

/** Expects a 409 with exactly this message. */
async function conflict(
  res: Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
) {
  const answer = await res;
  expect(answer.statusCode).toBe(409);
  expect(answer.json()).toMatchObject({ message });
}

describe('a grant in the wrong state', () => {
  it('a cancelled invitation’s link answers 404, to read and to accept', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const grant = await invite(owner, grantee);
    const token = invitationToken(t, grantee.email);
    expect((await owner.api.delete(`/api/trusted-people/${grant.id}`)).statusCode).toBe(204);
    const gone =
      'This invitation link is not valid: it was used, cancelled or replaced by a newer one.';
    for (const res of [
      await request(t.app).post('/api/invitations/lookup', { token }),
      await grantee.api.post('/api/invitations/accept', { token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(gone);
    }
    expect((await trustedPeople(owner)).people).toEqual([]);
    expect((await trustedPeople(grantee)).sharedWithMe).toEqual([]);
  });

  it('a live invitation’s link names the owner and the offer, never an address', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const grantee = await person(t);
    await invite(owner, grantee, { role: 'executor', areas: ['documents'], waitDays: 14 });
    const shown = await request(t.app).post('/api/invitations/lookup', {
      token: invitationToken(t, grantee.email),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      ownerName: 'Ann Lee',
      role: 'executor',
      areas: ['documents'],
      waitDays: 14,
      expiresAt: expect.any(String),
      // Sent without a name, relationship or note: the page says nothing it was not told.
      inviteeName: null,
      relationship: null,
      note: null,
    });
  });

  it('resend after acceptance, approve without a request and a second confirm are 409s that say why', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    const executor = await person(t);
    const viewing = await invite(owner, viewer);
    await accept(t, viewer);
    await conflict(
      owner.api.post(`/api/trusted-people/${viewing.id}/resend`),
      'Cannot resend the invitation: it is waiting for the owner to confirm.',
    );
    await confirm(owner, viewing.id);
    await conflict(
      owner.api.post(`/api/trusted-people/${viewing.id}/confirm`, reauth),
      'Cannot confirm: it is already confirmed.',
    );
    const executing = await trust(t, owner, executor, { role: 'executor' });
    await conflict(
      owner.api.post(`/api/trusted-people/${executing.id}/approve`, reauth),
      'Cannot approve: it is confirmed and no request is waiting.',
    );
    await conflict(
      owner.api.post(`/api/trusted-people/${executing.id}/confirm`, reauth),
      'Cannot confirm: it is confirmed and no request is waiting.',
    );
    // Nothing moved.
    const states = (await trustedPeople(owner)).people.map((p) => p.state);
    expect(states).toEqual(['confirmed', 'confirmed']);
  });

  it('an executor cannot ask for access before the owner confirms them', async () => {
    const owner = await person(t);
    const executor = await person(t);
    const grant = await invite(owner, executor, { role: 'executor' });
    await accept(t, executor);
    await conflict(
      executor.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' }),
      'Cannot request access: it is waiting for the owner to confirm.',
    );
    expect((await trustedPeople(owner)).people[0]).toMatchObject({ state: 'accepted' });
    expect(
      await t.context.db.select().from(notifications).where(eq(notifications.userId, owner.id)),
    ).toHaveLength(1); // only "accepted: confirm now"
  });
});

describe('keys and time', () => {
  it('an existing account with no key pair gets one at its next sign-in', async () => {
    const user = await person(t);
    await t.context.db.delete(userKeyPairs).where(eq(userKeyPairs.userId, user.id));
    await signIn(user);
    const [pair] = await t.context.db
      .select()
      .from(userKeyPairs)
      .where(eq(userKeyPairs.userId, user.id));
    expect(pair).toBeDefined();
    expect((await trustedPeople(user)).myFingerprint).toBe(fingerprintPhrase(pair!.publicKey));
  });

  it('opens an executor’s access on the first read after the wait, before any sweep', async () => {
    const owner = await person(t, { firstName: 'Olive', lastName: 'Owner' });
    const executor = await person(t, { firstName: 'Ed', lastName: 'Executor' });
    await owner.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    const grant = await trust(t, owner, executor, { role: 'executor', waitDays: 2 });
    await executor.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    expect((await executor.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * DAY - 60_000); // a minute early: still closed
    const early = await signIn(executor);
    expect((await early.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    vi.setSystemTime(Date.now() + 2 * 60_000); // the wait has passed; no sweep has run
    const read = await early.api.get('/api/family-members', inVault(owner));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual([expect.objectContaining({ name: 'Kim' })]);
    const bell = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(bell.map((n) => n.title)).toContain('Emergency access opened for Ed Executor');
  });
});
