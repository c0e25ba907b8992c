import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EstateValue } from '../../domain/figures/estate-value-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { release } from '../letters-and-wishes/testing/letters-kit';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';
import { addEllisFamily } from './testing/ellis-family';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, { firstName: 'Maya', lastName: 'Ellis' });
  await addEllisFamily(owner.api);
});
afterAll(() => t.close());

it('gives the estate the tax is figured on, with each rule and its source beside it', async () => {
  const res = await owner.api.get('/api/estate-plan/estate-value');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as EstateValue;
  // The Ellises' home is held with someone other than a spouse, and Maya owns a life policy.
  expect(body.rules.map((r) => [r.source, r.assets, r.amount])).toEqual([
    ['Internal Revenue Code §2033', 6, '305000.00'],
    ['Internal Revenue Code §2040(a)', 1, '400000.00'],
    ['Internal Revenue Code §2042', 1, '500000.00'],
    ['Internal Revenue Code §2053', 0, '255000.00'],
  ]);
  expect(body.rules[1].rule).toBe(
    "Held jointly with someone other than your spouse: counts in full unless the other owner's contribution is shown.",
  );
  expect(body.rules[2].rule).toBe('A life policy you own: its death benefit counts.');
  // 305,000 + 400,000 + 500,000 − 255,000
  expect(body.estateValue).toBe('950000.00');
  expect(body.missingAreas).toEqual([]);
  expect(body.shared).toBeNull();
});

const estateFor = async (who: Person) => {
  const res = await who.api.get('/api/estate-plan/estate-value', inVault(owner));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EstateValue;
};

it('tells a visitor of 3 areas whose figures they are, and "not shared" rather than a $0 estate', async () => {
  const daughter = await person(t, { firstName: 'Ann', lastName: 'Ellis' });
  await trust(t, owner, daughter, {
    role: 'viewer',
    areas: ['bank-accounts', 'real-estate', 'insurance-policies'],
  });
  const body = await estateFor(daughter);
  expect(body.shared).toEqual({
    ownerFirstName: 'Maya',
    areas: 3,
    label: 'From the 3 areas Maya shares with you',
  });
  // The estate needs investments, business interests and debts too: no partial sum, no $0.
  expect(body.estateValue).toBeNull();
  expect(body.rules).toEqual([]);
  expect(body.missingAreas).toContain('debts-liabilities');
  expect(JSON.stringify(body)).not.toContain('"0.00"');
});

it("gives an executor whose access has opened the owner's own estate, labelled", async () => {
  const executor = await person(t, { firstName: 'Ed', lastName: 'Fox' });
  const grant = await trust(t, owner, executor, { role: 'executor', areas: 'all' });
  await release(owner, executor, grant.id);
  const body = await estateFor(executor);
  expect(body.shared?.label).toBe('From all the areas Maya shares with you');
  expect(body.estateValue).toBe('950000.00');
  expect(body.rules).toHaveLength(4);
});
