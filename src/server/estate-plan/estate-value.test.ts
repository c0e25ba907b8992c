import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EstateValue } from '../../domain/figures/estate-value-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { person, type Person } from '../trusted-people/testing/trusted-kit';
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
});
