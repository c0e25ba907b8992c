import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountsKind,
  estateChecklistItemsKind,
  importantDatesKind,
  insurancePoliciesKind,
  recordKindByKey,
} from '../../domain/records';
import { tableOf } from '../records/record-table';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summaryOf = async (cookie: string | undefined, query = '?today=2025-06-10') =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboard-summary${query}`,
    headers: cookie ? { cookie } : {},
  });

/** Creates a record through the API: a valid sample of the kind with the given values. */
async function add(cookie: string, key: string, values: Record<string, unknown>) {
  const kind = recordKindByKey(key)!;
  const res = await t.app.inject({
    method: 'POST',
    url: kind.apiPaths[0],
    headers: { cookie },
    payload: { ...sampleRecord(kind), ...values },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const EMPTY = {
  shared: null,
  totalNetWorth: '0.00',
  familyMembers: 0,
  insurance: { policies: 0, totalCoverage: '0.00' },
  estatePlanning: { completionPercentage: 0, completedTasks: 0, totalTasks: 0, upcomingDates: 0 },
  financialAccounts: {
    bankAccounts: 0,
    bankBalance: '0.00',
    investmentAccounts: 0,
    investmentValue: '0.00',
  },
  realEstate: { properties: 0, totalValue: '0.00' },
  businessInterests: { count: 0, totalValue: '0.00' },
  debts: { count: 0, totalBalance: '0.00', propertyMortgages: '0.00', lookAlikeMortgages: 0 },
  documents: { total: 0, byCategory: {} },
};

describe('GET /api/dashboard-summary', () => {
  it('answers 401 signed out and 400 for a malformed day', async () => {
    expect((await summaryOf(undefined)).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const bad = await summaryOf(cookie, '?today=2025-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/today/);
  });

  it('is all zeros with no records', async () => {
    const { cookie } = await signUp(t.app);
    const res = await summaryOf(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(EMPTY);
    expect((await summaryOf(cookie, '')).statusCode).toBe(200);
  });

  it("sums the user's own records, and only theirs", async () => {
    const alice = (await signUp(t.app)).cookie;
    const bob = (await signUp(t.app)).cookie;
    for (const name of ['Ann', 'Ben']) await add(alice, 'family-members', { name });
    for (const currentBalance of ['1000.10', '2000.20', null])
      await add(alice, 'bank-accounts', { currentBalance });
    await add(alice, 'investment-accounts', { currentValue: '50000.00' });
    await add(alice, 'real-estate', { currentValue: '300000.00' });
    await add(alice, 'business-interests', { estimatedValue: '25000.50' });
    await add(alice, 'debts-liabilities', { currentBalance: '120000.00' });
    await add(alice, 'insurance-policies', { coverageAmount: '500000.00', isActive: true });
    await add(alice, 'insurance-policies', { coverageAmount: '250000.55', isActive: true });
    await add(alice, 'insurance-policies', { coverageAmount: '1000000.00', isActive: false });
    for (const isCompleted of [true, true, false])
      await add(alice, 'estate-checklist-items', { isCompleted });
    // Today is 2025-06-10: in 5 days, a yearly date whose anniversary is in 10 days, one in
    // 52 days (outside the 30-day window) and one already past.
    await add(alice, 'important-dates', { eventDate: '2025-06-15', isRecurring: false });
    await add(alice, 'important-dates', { eventDate: '2019-06-20', isRecurring: true });
    await add(alice, 'important-dates', { eventDate: '2025-08-01', isRecurring: false });
    await add(alice, 'important-dates', { eventDate: '2025-06-01', isRecurring: false });
    for (const category of ['Legal', 'Legal', 'Insurance'])
      await add(alice, 'documents', { category, filePath: null });
    await add(bob, 'bank-accounts', { currentBalance: '999999.99' });
    await add(bob, 'documents', { category: 'Medical', filePath: null });

    const res = await summaryOf(alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      // 3,000.30 + 50,000 + 300,000 + 25,000.50 − 120,000 − the house's own typed mortgage
      // (1,234.56: no Debts record names it or holds its amount, so it is a debt of its own)
      totalNetWorth: '256766.24',
      familyMembers: 2,
      insurance: { policies: 2, totalCoverage: '750000.55' },
      estatePlanning: {
        completionPercentage: 67,
        completedTasks: 2,
        totalTasks: 3,
        upcomingDates: 2,
      },
      financialAccounts: {
        bankAccounts: 3,
        bankBalance: '3000.30',
        investmentAccounts: 1,
        investmentValue: '50000.00',
      },
      realEstate: { properties: 1, totalValue: '300000.00' },
      businessInterests: { count: 1, totalValue: '25000.50' },
      debts: {
        count: 1,
        totalBalance: '121234.56',
        propertyMortgages: '1234.56',
        lookAlikeMortgages: 0,
      },
      documents: { total: 3, byCategory: { Legal: 2, Insurance: 1 } },
      shared: null,
    });
    expect((await summaryOf(bob)).json()).toMatchObject({
      totalNetWorth: '999999.99',
      documents: { total: 1, byCategory: { Medical: 1 } },
    });
  });

  it('stays exact over thousands of records', async () => {
    const { cookie, user } = await signUp(t.app);
    const rows = (n: number, values: (i: number) => Record<string, unknown>) =>
      Array.from({ length: n }, (_, i) => ({ userId: user.id, ...values(i) }));
    const insert = async (table: ReturnType<typeof tableOf>, values: object[]) => {
      for (let i = 0; i < values.length; i += 500)
        await t.context.db.insert(table).values(values.slice(i, i + 500) as never);
    };
    // 0.10 three thousand times drifts as a float; as numeric it is exactly 300.00.
    await insert(
      tableOf(bankAccountsKind),
      rows(3000, () => ({ accountType: 'Checking', bankName: 'Chase', currentBalance: '0.10' })),
    );
    await insert(
      tableOf(insurancePoliciesKind),
      rows(2000, (i) => ({ policyType: 'Life', coverageAmount: '1.01', isActive: i % 2 === 0 })),
    );
    await insert(
      tableOf(estateChecklistItemsKind),
      rows(1500, (i) => ({ category: 'Other', isCompleted: i < 1000 })),
    );
    await insert(
      tableOf(importantDatesKind),
      rows(1200, (i) => ({ eventType: 'Other', eventDate: i < 400 ? '2025-06-20' : '2024-01-01' })),
    );

    const body = (await summaryOf(cookie)).json();
    expect(body.financialAccounts).toMatchObject({ bankAccounts: 3000, bankBalance: '300.00' });
    expect(body.insurance).toEqual({ policies: 1000, totalCoverage: '1010.00' });
    expect(body.estatePlanning).toEqual({
      completionPercentage: 67,
      completedTasks: 1000,
      totalTasks: 1500,
      upcomingDates: 400,
    });
    expect(body.totalNetWorth).toBe('300.00');
  });
});
