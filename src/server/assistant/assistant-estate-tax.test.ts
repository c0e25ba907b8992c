import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EstateValue } from '../../domain/figures/estate-value-api';
import { estimateEstateTax } from '../../domain/estate-tax';
import { formatMoney } from '../../domain/format';
import { addEllisFamily } from '../estate-plan/testing/ellis-family';
import { createTestApp, type TestApp } from '../testing/test-app';
import { person, type Person } from '../trusted-people/testing/trusted-kit';
import { ask } from './testing/assistant-calls';

let t: TestApp;
let owner: Person;
const usd = (value: string | null) => formatMoney(value ?? '', 0);
beforeAll(async () => {
  // No AI service: the assistant answers the estate-tax question from the records alone.
  t = await createTestApp();
  owner = await person(t, { firstName: 'Maya', lastName: 'Ellis' });
  await addEllisFamily(owner.api);
  // Enough in the bank that the estate is above the exemption and a tax is due.
  const res = await owner.api.post('/api/banking-accounts', {
    accountType: 'Savings',
    bankName: 'Ally Bank',
    accountNumber: '5555',
    currentBalance: '15000000.00',
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

it("gives the estate tax on Legacy Planning's estate value, not on net worth", async () => {
  const estate = (await owner.api.get('/api/estate-plan/estate-value')).json() as EstateValue;
  const netWorth = (await owner.api.get('/api/dashboard-summary')).json().totalNetWorth;
  // The Ellises' owned life policy counts in the estate (§2042), not in net worth.
  expect(estate.estateValue).not.toBe(netWorth);
  const tax = estimateEstateTax(estate.estateValue, new Date().getFullYear());
  expect(tax.totalTax).not.toBe('0.00');

  const res = await ask(t.app, owner.cookie, {
    message: 'What is my estimated federal estate tax?',
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json().response as string;
  expect(answer).toContain(`Based on your estate of ${usd(estate.estateValue)}`);
  expect(answer).toContain(`your estimated federal estate tax is ${usd(tax.totalTax)}`);
  expect(answer).not.toContain(usd(netWorth));
});
