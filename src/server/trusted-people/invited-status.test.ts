import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitedStatus } from '../../domain/emergency-requests';
import type { TrustedPeople } from '../../domain/trusted-people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accept, confirm, invite, person, type Person } from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (p: Person) => {
  const res = await p.api.get('/api/invited-status');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InvitedStatus;
};

describe('someone who came through an invitation is not a new owner (issue 45)', () => {
  it('is a guest until they add a record of their own, told what happens next until confirmed', async () => {
    const mother = await person(t, { firstName: 'Margaret', lastName: 'Hale' });
    const daughter = await person(t, { firstName: 'Ann', lastName: 'Hale' });
    expect((await status(daughter)).guest).toBe(false); // nobody trusts her yet
    const grant = await invite(mother, daughter, { role: 'viewer', areas: ['family-members'] });
    await accept(t, daughter);
    const waiting = await status(daughter);
    const own = (await daughter.api.get('/api/trusted-people')).json() as TrustedPeople;
    expect(waiting).toMatchObject({
      guest: true,
      fingerprint: own.myFingerprint,
      waiting: [{ ownerName: 'Margaret Hale', role: 'viewer', areas: ['family-members'] }],
      open: [],
    });
    expect(waiting.fingerprint.split(' ')).toHaveLength(6);

    await confirm(mother, grant.id);
    expect(await status(daughter)).toMatchObject({
      guest: true,
      waiting: [],
      open: [{ ownerId: mother.id, ownerName: 'Margaret Hale' }],
    });

    // A record of her own: from now on her own account is an owner's like any other.
    await daughter.api.post('/api/family-members', { name: 'Kim', relationship: 'Child' });
    expect((await status(daughter)).guest).toBe(false);
    // The mother, who trusts others but is trusted by nobody, is never a guest.
    expect((await status(mother)).guest).toBe(false);
  });
});
