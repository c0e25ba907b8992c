import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from '../../domain/records';
import { VAULT_HEADER } from '../../domain/trusted-people';
import { sampleRecord } from '../testing/record-samples';
import { request, type HttpMethod } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  PASSWORD,
  accept,
  inVault,
  invitationToken,
  invite,
  ownerDocument,
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

const pathOf = (kind: RecordKind) => kind.apiPaths[0]!;
const reauth = { password: PASSWORD, code: '' };

/** One record of every kind in the owner's vault, by kind key (ids as the owner created them). */
async function oneOfEach(owner: Person): Promise<Map<string, Record<string, unknown>>> {
  const created = new Map<string, Record<string, unknown>>();
  for (const kind of RECORD_KINDS) {
    const res = await owner.api.post(pathOf(kind), sampleRecord(kind, 'o'));
    expect(res.statusCode, `${kind.key}: ${res.body}`).toBe(201);
    created.set(kind.key, res.json());
  }
  return created;
}

describe('the X-Kinfolio-Vault header over every record kind', () => {
  it('lets a viewer list each kind in scope and change none; outside the scope, and for a stranger, 404', async () => {
    const owner = await person(t);
    const everything = await person(t);
    const familyOnly = await person(t);
    const stranger = await person(t);
    const records = await oneOfEach(owner);
    await trust(t, owner, everything, { role: 'viewer', areas: 'all' });
    await trust(t, owner, familyOnly, { role: 'viewer', areas: ['family-members'] });

    for (const kind of RECORD_KINDS) {
      const id = String(records.get(kind.key)!.id);
      const list = `${pathOf(kind)}`;
      const one = `${pathOf(kind)}/${id}`;
      const change = sampleRecord(kind, 'changed');
      const inScope = kind.key === 'family-members';

      const all = await everything.api.get(list, inVault(owner));
      if (kind.sealedUntilRelease) {
        // Letters & Wishes are in no grant's areas, "all" included: nothing before a release.
        expect(all.statusCode, kind.key).toBe(404);
        expect((await everything.api.patch(one, change, inVault(owner))).statusCode).toBe(404);
        continue;
      }
      expect(all.statusCode, kind.key).toBe(200);
      expect(all.json().map((r: { id: string }) => r.id)).toEqual([id]);
      const refused = await everything.api.patch(one, change, inVault(owner));
      expect(refused.statusCode, kind.key).toBe(403);
      expect(refused.json().message).toBe('You can view these records but not change them.');

      const narrow = await familyOnly.api.get(list, inVault(owner));
      expect(narrow.statusCode, kind.key).toBe(inScope ? 200 : 404);
      const narrowPatch = await familyOnly.api.patch(one, change, inVault(owner));
      expect(narrowPatch.statusCode, kind.key).toBe(inScope ? 403 : 404);

      for (const res of [
        await stranger.api.get(list, inVault(owner)),
        await stranger.api.patch(one, change, inVault(owner)),
        // The stranger's own vault does not hold the owner's record either.
        await stranger.api.patch(one, change),
      ]) {
        expect(res.statusCode, kind.key).toBe(404);
        expect(res.body).not.toContain(id);
      }
    }
    // Nothing changed: the owner's records read back as created.
    for (const kind of RECORD_KINDS) {
      const [row] = (await owner.api.get(pathOf(kind))).json();
      expect(row, kind.key).toEqual(records.get(kind.key));
    }
  });
});

describe('files, reports and summaries with a stranger’s header', () => {
  it('answers 404 and shows nothing of the owner', async () => {
    const owner = await person(t);
    const stranger = await person(t);
    const file = await ownerDocument(owner, 'Last will of the owner');
    const urls = [
      file.fileUrl,
      '/api/reports/emergency-binder',
      '/api/reports/estate-summary',
      '/api/dashboard-summary',
      '/api/net-worth/history?range=ALL',
      '/api/estate-plan/inheritance',
      '/api/estate-plan/estate-value',
      '/api/estate-plan/liquidity',
      '/api/estate-plan/preferences',
      '/api/reports/beneficiary-package',
      '/api/reports/custom-reports/preview?areas=documents',
    ];
    for (const url of urls) {
      const res = await stranger.api.get(url, inVault(owner));
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Last will');
    }
    // A header that is not a user id is refused outright, not read as one's own vault.
    const bad = await stranger.api.get('/api/dashboard-summary', {
      headers: { [VAULT_HEADER]: 'not-an-id' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('every trusted-people route with the owner, the grantee, a third user and signed out', () => {
  it('shows the access history only to its owner, whatever the header or filter', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const third = await person(t);
    await trust(t, owner, grantee);
    await grantee.api.get('/api/family-members', inVault(owner));
    const history = (who: Person, query = '', options?: Parameters<typeof who.api.get>[1]) =>
      who.api.get(`/api/trusted-people/access-history${query}`, options);

    const mine = await history(owner);
    expect(mine.json().total).toBe(1);
    expect(mine.json().events[0]).toMatchObject({ granteeId: grantee.id, area: 'family-members' });
    // The grantee's history is of their own vault (no one read it), header or not.
    expect((await history(grantee)).json().total).toBe(0);
    expect((await history(grantee, '', inVault(owner))).json().total).toBe(0);
    // A third user naming the grantee, or the owner's vault, sees nothing of the owner's.
    expect((await history(third, `?grantee=${grantee.id}`)).json().total).toBe(0);
    expect((await history(third, '', inVault(owner))).json().total).toBe(0);
    // Paging from someone else's event is refused, not a peek.
    const before = (await history(third, `?before=${mine.json().events[0].id}`)).statusCode;
    expect(before).toBe(400);
    expect((await request(t.app).get('/api/trusted-people/access-history')).statusCode).toBe(401);
  });

  it('sets the check-in of the signed-in user only, whatever the header', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const third = await person(t);
    await trust(t, owner, grantee);
    const put = (who: Person, months: number | null) =>
      who.api.put('/api/trusted-people/check-in', { months }, inVault(owner));
    expect((await owner.api.put('/api/trusted-people/check-in', { months: 3 })).statusCode).toBe(
      200,
    );
    expect((await put(grantee, 12)).json()).toMatchObject({ months: 12 });
    expect((await put(third, null)).json()).toMatchObject({ months: null });
    expect((await trustedPeople(owner)).checkIn.months).toBe(3);
    expect((await trustedPeople(grantee)).checkIn.months).toBe(12);
    const signedOut = await request(t.app).put('/api/trusted-people/check-in', { months: 3 });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers the banner route to the grantee only', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const third = await person(t);
    await trust(t, owner, grantee);
    const banner = (who: Person, ownerId = owner.id) =>
      who.api.get(`/api/shared-vaults/${ownerId}`);
    expect((await banner(grantee)).statusCode).toBe(200);
    expect((await banner(owner)).statusCode).toBe(404); // one's own vault is not "shared"
    expect((await banner(third)).statusCode).toBe(404);
    expect((await banner(grantee, third.id)).statusCode).toBe(404);
    expect((await banner(third, grantee.id)).statusCode).toBe(404);
    expect((await request(t.app).get(`/api/shared-vaults/${owner.id}`)).statusCode).toBe(401);
  });

  it('lets only the invited person accept: the owner, a third user and the signed-out cannot', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const third = await person(t);
    await invite(owner, grantee, { role: 'executor' });
    const url = '/api/invitations/accept';
    const body = { token: invitationToken(t, grantee.email) };
    const byOwner = await owner.api.post(url, body);
    expect(byOwner.statusCode).toBe(400);
    expect(byOwner.json().message).toBe('You cannot accept your own invitation.');
    expect((await third.api.post(url, body)).statusCode).toBe(403);
    expect((await request(t.app).post(url, body)).statusCode).toBe(401);
    expect((await trustedPeople(owner)).people[0]).toMatchObject({ state: 'invited' });
    await accept(t, grantee);
  });

  it('keeps each step of a waiting request to its side: 404 to the other side and to a third user', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const third = await person(t);
    const grant = await trust(t, owner, grantee, { role: 'executor', waitDays: 30 });
    expect(
      (await grantee.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' }))
        .statusCode,
    ).toBe(200);
    const steps: Array<[HttpMethod, string, unknown?]> = [
      ['POST', `/api/trusted-people/${grant.id}/approve`, reauth],
      ['POST', `/api/trusted-people/${grant.id}/reject`],
      ['POST', `/api/trusted-people/${grant.id}/confirm`, reauth],
      ['POST', `/api/trusted-people/${grant.id}/resend`],
    ];
    for (const [method, url, body] of steps) {
      for (const who of [grantee, third]) {
        const res = await who.api.send(method, url, body as never);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('No such trusted person');
      }
      expect((await request(t.app).send(method, url, body as never)).statusCode, url).toBe(401);
    }
    const request2 = `/api/trusted-people/${grant.id}/request`;
    expect((await owner.api.post(request2, { reason: 'other' })).statusCode).toBe(404);
    expect((await third.api.post(request2, { reason: 'other' })).statusCode).toBe(404);
    // Each side sees the grant once, in its own list; the third user not at all.
    expect((await trustedPeople(owner)).people.map((p) => p.id)).toEqual([grant.id]);
    expect((await trustedPeople(grantee)).sharedWithMe.map((s) => s.id)).toEqual([grant.id]);
    const theirs = await trustedPeople(third);
    expect([...theirs.people, ...theirs.sharedWithMe]).toEqual([]);
    expect((await trustedPeople(owner)).people[0]).toMatchObject({ state: 'requested' });
  });

  it('keeps the new steps (the request page, change, withdraw, standby) to their side: 404 to the other side and a third user, 401 signed out, nothing changed', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const third = await person(t);
    const grant = await trust(t, owner, grantee, { role: 'executor', waitDays: 30 });
    const path = `/api/trusted-people/${grant.id}`;
    const change = { role: 'viewer', areas: 'all', waitDays: 7, ...reauth };
    const ownerSteps: Array<[HttpMethod, string, unknown?]> = [
      ['GET', path],
      ['PATCH', path, change],
      ['POST', `${path}/standby`],
    ];
    const granteeSteps: Array<[HttpMethod, string, unknown?]> = [['POST', `${path}/withdraw`]];
    for (const [steps, notMine] of [
      [ownerSteps, grantee],
      [granteeSteps, owner],
    ] as const) {
      for (const [method, url, body] of steps) {
        for (const who of [notMine, third]) {
          const res = await who.api.send(method, url, body as never);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.json().message).toBe('No such trusted person');
        }
        const signedOut = await request(t.app).send(method, url, body as never);
        expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    // The grantee's own header does not make the owner's steps theirs.
    expect((await grantee.api.get(path, inVault(owner))).statusCode).toBe(404);
    expect((await trustedPeople(owner)).people[0]).toMatchObject({
      role: 'executor',
      state: 'confirmed',
    });
  });
});
