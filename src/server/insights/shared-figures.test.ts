import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DashboardView } from '../../domain/dashboard-summary';
import { release } from '../letters-and-wishes/testing/letters-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';

let t: TestApp;
let maria: Person;
beforeAll(async () => {
  t = await createTestApp();
  maria = await person(t, { firstName: 'Maria', lastName: 'Lopez' });
  const add = async (path: string, body: object) => {
    const res = await maria.api.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  await add('/api/banking-accounts', {
    accountType: 'Savings',
    bankName: 'Chase',
    accountNumber: '1111',
    currentBalance: '40000.00',
  });
  await add('/api/investment-accounts', {
    accountType: 'Brokerage Account',
    institution: 'Vanguard',
    accountNumber: '2222',
    currentValue: '300000.00',
  });
  await add('/api/real-estate', {
    propertyType: 'Primary Residence',
    address: '1 Elm St',
    city: 'Springfield',
    state: 'IL',
    currentValue: '450000.00',
  });
  await add('/api/debts-liabilities', {
    debtType: 'Auto Loan',
    creditorName: 'Ally',
    currentBalance: '12000.00',
  });
  await add('/api/insurance-policies', {
    policyType: 'Life',
    company: 'MetLife',
    policyNumber: 'L-1',
    coverageAmount: '250000.00',
  });
});
afterAll(() => t.close());

const summaryFor = async (who: Person) => {
  const res = await who.api.get('/api/dashboard-summary', inVault(maria));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardView;
};

it('gives a viewer of 3 areas the figures of those areas only, labelled, never $0 for the rest', async () => {
  const viewer = await person(t, { firstName: 'Sofia', lastName: 'Lopez' });
  await trust(t, maria, viewer, {
    role: 'viewer',
    areas: ['bank-accounts', 'real-estate', 'insurance-policies'],
  });
  const s = await summaryFor(viewer);
  expect(s.shared).toEqual({
    ownerFirstName: 'Maria',
    areas: 3,
    label: 'From the 3 areas Maria shares with you',
  });
  expect(s.financialAccounts).toEqual({
    bankAccounts: 1,
    bankBalance: '40000.00',
    investmentAccounts: null,
    investmentValue: null,
  });
  expect(s.realEstate).toEqual({ properties: 1, totalValue: '450000.00' });
  expect(s.insurance).toEqual({ policies: 1, totalCoverage: '250000.00' });
  // Net worth would need the investments, business interests and debts: not a partial sum.
  expect(s.totalNetWorth).toBeNull();
  expect(s.debts).toBeNull();
  expect(s.businessInterests).toBeNull();
  expect(s.documents).toBeNull();
  expect(s.estatePlanning).toBeNull();
  expect(s.familyMembers).toBeNull();
  expect(JSON.stringify(s)).not.toContain('"0.00"');
});

it('gives an executor whose access has opened the whole picture, labelled', async () => {
  const executor = await person(t, { firstName: 'Ed', lastName: 'Fox' });
  const grant = await trust(t, maria, executor, { role: 'executor', areas: 'all' });
  await release(maria, executor, grant.id);
  const s = await summaryFor(executor);
  expect(s.shared).toEqual({
    ownerFirstName: 'Maria',
    areas: 'all',
    label: 'From all the areas Maria shares with you',
  });
  // 40,000 + 300,000 + 450,000 − 12,000: the owner's own figure.
  expect(s.totalNetWorth).toBe('778000.00');
  expect((await maria.api.get('/api/dashboard-summary')).json()).toMatchObject({
    totalNetWorth: '778000.00',
    shared: null,
  });
});
