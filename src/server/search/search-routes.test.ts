import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessHistory } from '../../domain/trusted-people';
import type { SearchResults } from '../../domain/search';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (p: Person, q: string, options?: ReturnType<typeof inVault>) => {
  const res = await p.api.get(`/api/search?q=${encodeURIComponent(q)}`, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResults;
};

const created = async (p: Person, path: string, body: Record<string, unknown>) => {
  const res = await p.api.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

/** An owner with a spouse, a bank account and a will naming the spouse. */
async function familyVault() {
  const owner = await person(t);
  const spouse = await created(owner, '/api/family-members', {
    name: 'Margaret Éloise Whitfield',
    relationship: 'Spouse',
    ssn: '123-45-6789',
  });
  const bank = await created(owner, '/api/banking-accounts', {
    accountName: 'Joint checking',
    bankName: 'Chase',
    accountType: 'Checking',
    accountNumber: '000987654321',
  });
  const will = await created(owner, '/api/documents', {
    title: 'Last will and testament',
    category: 'Legal',
    documentType: 'Will',
    location: 'Safe deposit box at First Bank',
    namedFamilyMemberId: spouse.id,
    namedRole: 'Executor',
  });
  return { owner, spouse, bank, will };
}

describe('GET /api/search', () => {
  it('answers 401 signed out and 400 for a query too short or too long', async () => {
    expect((await request(t.app).get('/api/search?q=will')).statusCode).toBe(401);
    const owner = await person(t);
    const short = await owner.api.get('/api/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 2 characters');
    expect((await owner.api.get(`/api/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('finds records across areas, grouped in sidebar order, by any field', async () => {
    const { owner, spouse, will } = await familyVault();
    // Case and accents do not matter; the will names her, so it is found by her name too.
    const byName = await search(owner, 'eloise whitfield');
    expect(byName.groups.map((g) => [g.area, g.label, g.total])).toEqual([
      ['family-members', 'Family Members', 1],
      ['documents', 'Documents', 1],
    ]);
    expect(byName.groups[0]!.hits[0]).toEqual({
      id: spouse.id,
      title: 'Margaret Éloise Whitfield',
      detail: '',
    });
    expect(byName.groups[1]!.hits[0]).toEqual({
      id: will.id,
      title: 'Last will and testament',
      detail: 'Named Family Member: Margaret Éloise Whitfield',
    });
    // Every word must match, in any field.
    const location = await search(owner, 'deposit first');
    expect(location.total).toBe(1);
    expect(location.groups[0]!.hits[0]!.detail).toBe(
      'Physical Location: Safe deposit box at First Bank',
    );
    expect((await search(owner, 'deposit nowhere')).total).toBe(0);
  });

  it('matches numbers only by their last 4, and shows them masked', async () => {
    const { owner } = await familyVault();
    const last4 = await search(owner, '4321');
    expect(last4.groups.map((g) => g.area)).toEqual(['bank-accounts']);
    expect(last4.groups[0]!.hits[0]!.detail).toBe('Account Number: ****4321');
    expect((await search(owner, '000987654321')).total).toBe(0);
    expect((await search(owner, '123-45-6789')).total).toBe(0);
  });

  it('never finds another person’s records', async () => {
    await familyVault();
    const stranger = await person(t);
    expect((await search(stranger, 'whitfield')).total).toBe(0);
  });

  it('searches only the shared areas in a trusted person’s vault, in the owner’s history', async () => {
    const { owner } = await familyVault();
    const daughter = await person(t, { firstName: 'Clara' });
    await trust(t, owner, daughter, { role: 'viewer', areas: ['family-members'] });
    const shared = await search(daughter, 'whitfield', inVault(owner));
    expect(shared.groups.map((g) => g.area)).toEqual(['family-members']);
    expect((await search(daughter, 'deposit', inVault(owner))).total).toBe(0);

    const history = (
      await owner.api.get(`/api/trusted-people/access-history?grantee=${daughter.id}`)
    ).json() as AccessHistory;
    const searches = history.events.filter((e) => e.action === 'search');
    // Two searches within a minute are one entry; what was typed is not kept.
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ area: 'search', recordId: null, granteeId: daughter.id });

    // The owner's own searches are not in her history.
    await search(owner, 'whitfield');
    const after = (await owner.api.get('/api/trusted-people/access-history')).json();
    expect((after as AccessHistory).events.filter((e) => e.action === 'search')).toHaveLength(1);
  });

  it('answers 404 in a vault the person holds no grant to', async () => {
    const { owner } = await familyVault();
    const stranger = await person(t);
    const res = await stranger.api.get('/api/search?q=whitfield', inVault(owner));
    expect(res.statusCode).toBe(404);
  });
});
