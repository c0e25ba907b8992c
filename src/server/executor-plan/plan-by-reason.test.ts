/**
 * The reason an executor gave chooses the plan and its words (issue 45): an illness gets a plan
 * for looking after the owner's affairs, with no step that speaks of her as dead; a death gets
 * the first days' plan; anything else a general one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutorPlan } from '../../domain/executor-plan/executor-plan-api';
import type { RequestReason } from '../../domain/trusted-people';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  inVault,
  PASSWORD,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerWithRecords() {
  const owner = await person(t, { firstName: 'Margaret', lastName: 'Hale' });
  const add = async (path: string, body: Record<string, unknown>) => {
    const res = await owner.api.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  await add('/api/bank-accounts', {
    accountType: 'Checking',
    bankName: 'Other',
    bankNameOther: 'Harbor Bank',
    accountNumber: '12345678',
  });
  await add('/api/debts-liabilities', { debtType: 'Credit Card', creditorName: 'Card Co' });
  await add('/api/documents', {
    title: 'Durable power of attorney',
    category: 'Legal',
    documentType: 'Power of Attorney',
    location: 'Desk drawer',
  });
  await add('/api/documents', {
    title: 'Health-care proxy',
    category: 'Medical',
    documentType: 'Healthcare Power of Attorney',
    location: 'Kitchen file',
  });
  await add('/api/medical-information', {
    doctorName: 'Dr. Patel',
    medications: 'Metformin 500 mg',
  });
  await add('/api/insurance-policies', {
    policyType: 'Long-Term Care',
    company: 'Other',
    companyOther: 'Carewell',
    policyNumber: 'LTC-1',
  });
  await add('/api/insurance-policies', {
    policyType: 'Life',
    company: 'Other',
    companyOther: 'Northwind Mutual',
    policyNumber: 'L-1',
  });
  await add('/api/professional-contacts', { name: 'Ada Law', profession: 'Attorney' });
  return owner;
}

async function planAfter(owner: Person, reason: RequestReason) {
  const executor = await person(t, { firstName: 'Tom', lastName: 'Hale' });
  const grant = await trust(t, owner, executor, { role: 'executor' });
  await executor.api.post(`/api/trusted-people/${grant.id}/request`, { reason });
  const approved = await owner.api.post(`/api/trusted-people/${grant.id}/approve`, {
    password: PASSWORD,
    code: '',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const res = await executor.api.get('/api/executor-plan', inVault(owner));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExecutorPlan;
}

const DEATH_WORDS = /death|died|claim the life|probate|estate|final wishes|funeral/i;

describe('the plan the reason chooses', () => {
  it('for an owner who is ill: looking after her affairs, nothing as if she had died', async () => {
    const owner = await ownerWithRecords();
    const plan = await planAfter(owner, 'incapacitated');
    expect(plan.reason).toBe('incapacitated');
    const all = plan.steps.map((s) => [s.title, ...s.details].join(' ')).join('\n');
    expect(all).not.toMatch(DEATH_WORDS);
    const titles = plan.steps.map((s) => s.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Find the power of attorney',
        'Find the health-care proxy',
        'Tell the doctor, Dr. Patel',
        'Pay the bills from Harbor Bank',
        'Keep up the payments to Card Co',
        'Ask Carewell what the long-term care cover pays',
      ]),
    );
    const doctor = plan.steps.find((s) => s.title === 'Tell the doctor, Dr. Patel');
    expect(doctor?.details).toContain('Medications: Metformin 500 mg');
    const poa = plan.steps.find((s) => s.title === 'Find the power of attorney');
    expect(poa?.details).toContain('Where it is: Desk drawer');
    // A step of this plan can be ticked like any other.
    const tick = await owner.api.get('/api/executor-plan');
    expect((tick.json() as ExecutorPlan).reason).toBe('incapacitated');
  });

  it("for a death: today's plan", async () => {
    const plan = await planAfter(await ownerWithRecords(), 'died');
    expect(plan.reason).toBe('died');
    expect(plan.steps.map((s) => s.title)).toContain('Order death certificates');
  });

  it('for something else: a general plan in neutral words', async () => {
    const plan = await planAfter(await ownerWithRecords(), 'other');
    expect(plan.reason).toBe('other');
    const all = plan.steps.map((s) => [s.title, ...s.details].join(' ')).join('\n');
    expect(all).not.toMatch(DEATH_WORDS);
    expect(plan.steps.map((s) => s.title)).toEqual([
      'Call Ada Law (Attorney)',
      'Know where the papers are',
    ]);
  });
});
