import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { DashboardView } from '../../domain/dashboard-summary';
import { SharedFigures } from './shared-figures';

/** What a viewer of Maria's bank accounts, real estate and insurance receives. */
const view: DashboardView = {
  totalNetWorth: null,
  familyMembers: null,
  insurance: { policies: 1, totalCoverage: '250000.00' },
  estatePlanning: null,
  financialAccounts: {
    bankAccounts: 1,
    bankBalance: '40000.00',
    investmentAccounts: null,
    investmentValue: null,
  },
  realEstate: { properties: 1, totalValue: '450000.00' },
  businessInterests: null,
  debts: null,
  documents: null,
  shared: { ownerFirstName: 'Maria', areas: 3, label: 'From the 3 areas Maria shares with you' },
};

const text = () =>
  renderToStaticMarkup(<SharedFigures summary={view} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

it('labels the figures with whose and how many areas, and says what is not shared', () => {
  const t = text();
  expect(t).toContain('From the 3 areas Maria shares with you');
  expect(t).toContain('Bank Accounts $40,000');
  expect(t).toContain('Real Estate $450,000');
  expect(t).toContain('Insurance Coverage $250,000');
  expect(t).toContain('Net Worth Not shared with you');
  expect(t).toContain('Investments Not shared with you');
  expect(t).toContain('Debts Not shared with you');
  // Never a $0 for what is hidden, and no advice written to the owner.
  expect(t).not.toContain('$0');
  expect(t).not.toMatch(/consider|add more|review your/i);
});
