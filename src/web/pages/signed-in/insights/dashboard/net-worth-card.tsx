import { Link } from 'react-router';
import { Calculator } from 'lucide-react';
import { LOOK_ALIKE_HELP, LOOK_ALIKE_TITLE } from '../../../../../domain/figures/debts-once';
import { NET_WORTH_FORMULA, type DashboardSummary } from '../../../../../domain/dashboard-summary';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureRow } from '../../../../components/figure-tile';
import { dollars } from '../../../../lib/figure-words';

/** How the net worth tile is computed, line by line, so a person can check it. */
export function NetWorthCard({ summary }: { summary: DashboardSummary }) {
  const lines = [
    ['Bank balances', summary.financialAccounts.bankBalance],
    ['Investments', summary.financialAccounts.investmentValue],
    ['Real estate', summary.realEstate.totalValue],
    ['Business interests', summary.businessInterests.totalValue],
  ] as const;
  return (
    <DashboardCard title="How Net Worth Is Computed" icon={Calculator}>
      <p className="text-muted-foreground text-sm">{NET_WORTH_FORMULA}.</p>
      <dl className="grid divide-y text-sm" aria-label="Net worth breakdown">
        {lines.map(([label, value]) => (
          <FigureRow key={label} label={`+ ${label}`} value={dollars(value)} />
        ))}
        <FigureRow label="− Debts" value={dollars(summary.debts.totalBalance)} />
        {summary.debts.propertyMortgages !== '0.00' && (
          <FigureRow
            label="of which mortgages typed on a property"
            value={dollars(summary.debts.propertyMortgages)}
          />
        )}
        <FigureRow label="Total net worth" value={dollars(summary.totalNetWorth)} strong />
      </dl>
      {summary.debts.lookAlikeMortgages > 0 && (
        <div
          role="note"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">{LOOK_ALIKE_TITLE}</p>
          <p>{LOOK_ALIKE_HELP}</p>
          <Link className="underline" to="/debts-liabilities">
            Open Debts &amp; Liabilities
          </Link>
        </div>
      )}
    </DashboardCard>
  );
}
