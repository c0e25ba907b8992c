import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import type { RecordsByKind } from './estate-records';
import { estateLiquidity } from './liquidity';
import { namesSomeone } from './liquidity-parts';
import {
  DEFAULT_FINAL_EXPENSES,
  DEFAULT_MONTHS_TO_SETTLE,
  estatePlanPreferencesInputSchema,
} from './liquidity-api';

let n = 0;
const rec = (fields: Record<string, unknown>) =>
  ({ id: `r${++n}`, createdAt: '', updatedAt: '', ...fields }) as RecordJson;
const preferences = {
  finalExpenses: DEFAULT_FINAL_EXPENSES,
  monthsToSettle: DEFAULT_MONTHS_TO_SETTLE,
  finalExpensesIsDefault: true,
  monthsToSettleIsDefault: true,
};

/** The Okafors: every figure below is added up by hand in the comments. */
const okafor: RecordsByKind = {
  'bank-accounts': [
    rec({
      accountType: 'Checking',
      bankName: 'Chase',
      accountName: 'Checking',
      currentBalance: '30000.00',
      beneficiary: '',
    }),
    rec({
      accountType: 'Savings',
      bankName: 'Chase',
      accountName: 'Savings',
      currentBalance: '50000.00',
      beneficiary: 'Spouse',
    }),
    rec({ accountType: 'Joint Account', bankName: 'Ally Bank', currentBalance: '10000.00' }),
  ],
  'investment-accounts': [
    rec({ accountType: 'Brokerage Account', institution: 'Vanguard', currentValue: '100000.00' }),
    rec({
      accountType: 'IRA - Traditional',
      institution: 'Vanguard',
      currentValue: '200000.00',
      beneficiaries: 'Spouse',
    }),
    rec({ accountType: '401(k)', institution: 'Fidelity Investments', currentValue: '80000.00' }),
  ],
  'insurance-policies': [
    rec({
      policyType: 'Life',
      company: 'MetLife',
      coverageAmount: '250000.00',
      isActive: true,
      beneficiaries: 'My estate',
    }),
    rec({
      policyType: 'Life',
      company: 'Prudential',
      coverageAmount: '500000.00',
      isActive: true,
      beneficiaries: 'Spouse',
    }),
    rec({ policyType: 'Life', company: 'Other', coverageAmount: '1000000.00', isActive: false }),
  ],
  'real-estate': [
    rec({
      address: '9 Birch Rd',
      currentValue: '600000.00',
      monthlyPayment: '2000.00',
      propertyTaxes: '6000.00',
      insurance: '1200.00',
    }),
  ],
  'debts-liabilities': [
    rec({ debtType: 'Mortgage', creditorName: 'Wells Fargo', currentBalance: '300000.00' }),
    rec({ debtType: 'Credit Card', creditorName: 'Citi', currentBalance: '12000.00' }),
    rec({ debtType: 'Auto Loan', creditorName: 'Ally', currentBalance: '25000.00' }),
  ],
};

describe('estate liquidity: the Okafors', () => {
  it('counts only what passes through the estate, and shows the rest apart', () => {
    const l = estateLiquidity(okafor, { estateTax: '0.00', taxYear: 2026, preferences });
    // Checking 30,000 + brokerage 100,000 + the policy payable to the estate 250,000.
    expect(l.available).toEqual({
      cash: '30000.00',
      brokerage: '100000.00',
      lifeInsurance: '250000.00',
      total: '380000.00',
    });
    // Savings to the spouse 50,000 + joint 10,000; the IRA and the 500,000 policy to the spouse.
    expect(l.apart).toEqual({
      cash: '60000.00',
      brokerage: '0.00',
      lifeInsurance: '500000.00',
      retirement: '200000.00',
      total: '760000.00',
    });
    expect(l.notCounted).toEqual({
      retirement: '80000.00',
      realEstate: '600000.00',
      business: '0.00',
    });
  });

  it('adds up what falls due: debts but not the mortgage, final expenses, a year of the home', () => {
    const l = estateLiquidity(okafor, { estateTax: '0.00', taxYear: 2026, preferences });
    // Card 12,000 + car 25,000; the home: 2,000 + 6,000/12 + 1,200/12 = 2,600 a month, 12 months.
    expect(l.due).toEqual({
      debts: '37000.00',
      estateTax: '0.00',
      finalExpenses: '15000.00',
      carryingCosts: '31200.00',
      monthlyCarrying: '2600.00',
      total: '83200.00',
    });
    expect(l.secured.total).toBe('300000.00');
    expect(l.secured.items[0].note).toMatch(/Stays with the property/);
    // 380,000 − 83,200.
    expect(l).toMatchObject({ balance: '296800.00', status: 'surplus' });
    expect(l.drivers[0]).toEqual({
      label: 'Life insurance payable to the estate',
      amount: '250000.00',
      kind: 'asset',
    });
  });

  it('finds the shortfall an estate tax bill makes, and what drives it', () => {
    const withoutPolicy = { ...okafor, 'insurance-policies': [] };
    const l = estateLiquidity(withoutPolicy, {
      estateTax: '400000.00',
      taxYear: 2026,
      preferences: { ...preferences, monthsToSettle: 6 },
    });
    // Available 130,000; due 37,000 + 400,000 + 15,000 + 6 × 2,600 = 467,600.
    expect(l).toMatchObject({ balance: '-337600.00', status: 'shortfall' });
    expect(l.drivers.map((d) => d.label)).toEqual([
      'Estimated federal estate tax (2026 rules)',
      'Brokerage accounts that pass through the estate',
      'Debts due at death (largest: Auto Loan · Ally)',
      'Cash in accounts that pass through the estate',
      'Property costs for 6 months while the estate settles',
      'Final expenses',
    ]);
  });

  it('reads "my estate" as naming nobody, and any person as naming someone', () => {
    expect(namesSomeone('The Estate')).toBe(false);
    expect(namesSomeone('')).toBe(false);
    expect(namesSomeone('contingent: Jane')).toBe(false);
    expect(namesSomeone('Jane 50%, estate 50%')).toBe(true);
  });
});

describe("the owner's settlement figures", () => {
  it('accepts dollars and months within range, or null for the default', () => {
    expect(
      estatePlanPreferencesInputSchema.parse({ finalExpenses: '22,500', monthsToSettle: 18 }),
    ).toEqual({ finalExpenses: '22500.00', monthsToSettle: 18 });
    expect(estatePlanPreferencesInputSchema.parse({ finalExpenses: null })).toEqual({
      finalExpenses: null,
    });
    const bad = estatePlanPreferencesInputSchema.safeParse({
      finalExpenses: '-5',
      monthsToSettle: 61,
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Final expenses must be an amount in dollars, at most 2 decimals',
      'Months to settle must be at most 60',
    ]);
  });
});
