import { describe, expect, it } from 'vitest';
import {
  dashboardSummarySchema,
  netWorth,
  progressColour,
  showDocumentHint,
  showInsuranceHint,
} from './dashboard-summary';

describe('netWorth', () => {
  it('adds bank, investments, real estate and business interests and takes away debts', () => {
    expect(
      netWorth({
        bank: '2500.75',
        investments: '10000.00',
        realEstate: '450000.00',
        businessInterests: '120000.10',
        debts: '300000.50',
      }),
    ).toBe('282500.35');
  });

  it('is exact where floats drift, and may be negative', () => {
    const zero = { investments: '0', realEstate: '0', businessInterests: '0' };
    expect(netWorth({ ...zero, bank: '0.10', debts: '-0.20' })).toBe('0.30');
    expect(netWorth({ ...zero, bank: '100.00', debts: '250.00' })).toBe('-150.00');
  });

  it('is 0.00 with no records', () => {
    const none = { bank: '0.00', investments: '0.00', realEstate: '0.00' };
    expect(netWorth({ ...none, businessInterests: '0.00', debts: '0.00' })).toBe('0.00');
  });
});

describe('progressColour (part 2 §9)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ] as const)('%i%% is %s', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });
});

describe('hints', () => {
  it("shows 'Add More Documents' under 5 documents only", () => {
    expect(showDocumentHint(0)).toBe(true);
    expect(showDocumentHint(4)).toBe(true);
    expect(showDocumentHint(5)).toBe(false);
  });

  it("shows 'Review Insurance Coverage' under 3 policies only", () => {
    expect(showInsuranceHint(2)).toBe(true);
    expect(showInsuranceHint(3)).toBe(false);
  });
});

describe('dashboardSummarySchema', () => {
  it('rejects a float amount: money travels as decimal strings', () => {
    const ok = {
      totalNetWorth: '0.00',
      familyMembers: 0,
      insurance: { policies: 0, totalCoverage: '0.00' },
      estatePlanning: {
        completionPercentage: 0,
        completedTasks: 0,
        totalTasks: 0,
        upcomingDates: 0,
      },
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
    expect(dashboardSummarySchema.safeParse(ok).success).toBe(true);
    expect(dashboardSummarySchema.safeParse({ ...ok, totalNetWorth: 1.5 }).success).toBe(false);
  });
});
