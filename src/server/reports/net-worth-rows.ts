import type { DashboardSummary } from '../../domain/dashboard-summary';
import { dollars } from './listing';

/** One table row per area that makes up net worth, then the total: [area, records, amount]. */
export function netWorthRows(s: DashboardSummary): string[][] {
  const { financialAccounts: accounts } = s;
  return [
    ['Bank accounts', String(accounts.bankAccounts), dollars(accounts.bankBalance)],
    ['Investments', String(accounts.investmentAccounts), dollars(accounts.investmentValue)],
    ['Real estate', String(s.realEstate.properties), dollars(s.realEstate.totalValue)],
    [
      'Business interests',
      String(s.businessInterests.count),
      dollars(s.businessInterests.totalValue),
    ],
    ['Debts and liabilities', String(s.debts.count), `-${dollars(s.debts.totalBalance)}`],
    ['Net worth', '', dollars(s.totalNetWorth)],
  ];
}
