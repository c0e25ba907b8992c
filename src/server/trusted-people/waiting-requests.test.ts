import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../domain/notifications';
import type { WaitingRequests } from '../../domain/emergency-requests';
import { timeLeftText } from '../../domain/emergency-requests';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PASSWORD, person, trust, type Person } from './testing/trusted-kit';
import { sweepTrustedPeople } from './trusted-people-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function executorOf(owner: Person, firstName: string, waitDays = 7) {
  const grantee = await person(t, { firstName, lastName: 'Hale' });
  const grant = await trust(t, owner, grantee, { role: 'executor', waitDays });
  return { grantee, grant };
}

const waiting = async (owner: Person) => {
  const res = await owner.api.get('/api/emergency-requests');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as WaitingRequests).requests;
};

const bell = async (p: Person) =>
  ((await p.api.get('/api/notifications')).json() as NotificationList).items;

describe('a request the owner cannot miss (issue 45)', () => {
  it('names who asked and why, and counts the days left rounded up', async () => {
    const owner = await person(t, { firstName: 'Margaret', lastName: 'Hale' });
    const { grantee, grant } = await executorOf(owner, 'Tom');
    expect(await waiting(owner)).toEqual([]);
    await grantee.api.post(`/api/trusted-people/${grant.id}/request`, {
      reason: 'incapacitated',
      note: 'In hospital since Monday',
    });
    const [live] = await waiting(owner);
    expect(live).toMatchObject({ id: grant.id, name: 'Tom Hale', reason: 'incapacitated' });
    expect(live).not.toHaveProperty('note');
    expect(timeLeftText(live!.opensAt)).toBe('7 days left');
    // Nobody else sees it: the executor's own list is empty.
    expect(await waiting(grantee)).toEqual([]);
  });

  it('reads as settled in the bell once rejected, approved, withdrawn or opened', async () => {
    const owner = await person(t, { firstName: 'Margaret', lastName: 'Hale' });
    const tom = await executorOf(owner, 'Tom');
    const ann = await executorOf(owner, 'Ann');
    const bob = await executorOf(owner, 'Bob', 1);
    const joe = await executorOf(owner, 'Joe');
    for (const { grantee, grant } of [tom, ann, bob, joe])
      await grantee.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'died' });
    expect(await waiting(owner)).toHaveLength(4);
    const live = (await bell(owner)).filter((n) => n.title.endsWith('asked for emergency access'));
    expect(live).toHaveLength(4);

    expect((await owner.api.post(`/api/trusted-people/${tom.grant.id}/reject`)).statusCode).toBe(
      200,
    );
    const approved = await owner.api.post(`/api/trusted-people/${ann.grant.id}/approve`, {
      password: PASSWORD,
      code: '',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await joe.grantee.api.post(`/api/trusted-people/${joe.grant.id}/withdraw`);
    await sweepTrustedPeople(t.context, new Date(Date.now() + 1.1 * DAY));

    expect(await waiting(owner)).toEqual([]);
    const titles = (await bell(owner)).map((n) => n.title);
    expect(titles.filter((n) => n.endsWith('asked for emergency access'))).toEqual([]);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Settled: you rejected Tom Hale's request for emergency access",
        "Settled: you approved Ann Hale's request for emergency access",
        'Settled: Joe Hale withdrew their request for emergency access',
        "Settled: Bob Hale's emergency access opened after the wait",
      ]),
    );
    // Settled items are not counted as something to do.
    const settled = (await bell(owner)).filter((n) => n.title.startsWith('Settled:'));
    expect(settled.every((n) => n.readAt !== null)).toBe(true);
  });

  it('asks for sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/emergency-requests' })).statusCode).toBe(
      401,
    );
  });
});

describe('days left', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('rounds up', () => {
    expect(timeLeftText(new Date(now + 7 * DAY - 1000), now)).toBe('7 days left');
    expect(timeLeftText(new Date(now + 6.2 * DAY), now)).toBe('7 days left');
    expect(timeLeftText(new Date(now + 1.5 * DAY), now)).toBe('2 days left');
    expect(timeLeftText(new Date(now + 23.5 * 3_600_000), now)).toBe('1 day left');
    expect(timeLeftText(new Date(now + 5.5 * 3_600_000), now)).toBe('6 hours left');
    expect(timeLeftText(new Date(now + 600_000), now)).toBe('less than an hour left');
  });
});
