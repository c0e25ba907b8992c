import type { ReactNode } from 'react';
import { ChartBar, Gauge, Scale, ShieldAlert } from 'lucide-react';
import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import { isEmptyAllocation } from '../../../../../domain/financial-analysis';
import { toCents } from '../../../../../domain/money';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureTiles } from '../../../../components/figure-tile';
import { dollars } from '../../../../lib/figure-words';
import { shareText, type Analysis } from './analysis-data';
import { NetWorthBars } from './charts';
import { CLASS_COLOURS } from './chart-colours';
import { RecommendationsCard } from './recommendations-card';
import { RuleOfThumbNote } from './rule-of-thumb-note';
import { ScoreBadge } from './score-badges';

const amount = (value: string) => Number(toCents(value) ?? 0n) / 100;

/** Overview: the headline figures, what net worth is made of, and the recommendations. */
export function OverviewTab({
  summary,
  analysis,
  whenEmpty,
}: {
  summary: DashboardSummary;
  analysis: Analysis;
  /** Shown instead of the chart and advice when there are no assets to analyse. */
  whenEmpty: ReactNode;
}) {
  const { allocation, score, risk } = analysis;
  const rows = [
    {
      name: 'Bank balances',
      amount: amount(summary.financialAccounts.bankBalance),
      fill: CLASS_COLOURS.liquid,
    },
    {
      name: 'Investments',
      amount: amount(summary.financialAccounts.investmentValue),
      fill: CLASS_COLOURS.investments,
    },
    {
      name: 'Real estate',
      amount: amount(summary.realEstate.totalValue),
      fill: CLASS_COLOURS.realEstate,
    },
    {
      name: 'Business interests',
      amount: amount(summary.businessInterests.totalValue),
      fill: 'oklch(0.6 0.1 300)',
    },
    // Drawn as a positive bar in red: the figure is subtracted, not a negative asset.
    {
      name: '− Debts',
      amount: amount(summary.debts.totalBalance),
      fill: 'var(--destructive)',
    },
  ];
  return (
    <div className="grid gap-6">
      <FigureTiles
        label="Analysis at a glance"
        figures={[
          {
            label: 'Net Worth',
            icon: Scale,
            value: dollars(analysis.netWorth),
            caption: 'Assets minus debts',
          },
          {
            label: 'Analysed Assets',
            icon: ChartBar,
            value: dollars(allocation.total),
            caption: 'Bank + investments + real estate',
          },
          {
            label: 'Diversification Score',
            icon: Gauge,
            value: `${score}/100`,
            caption: <ScoreBadge score={score} />,
          },
          {
            label: 'Risk Level',
            icon: ShieldAlert,
            value: risk,
            caption: `Investments: ${shareText(allocation.percents.investments)} of assets`,
          },
        ]}
      />
      {isEmptyAllocation(allocation) ? (
        whenEmpty
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <DashboardCard title="What Your Net Worth Is Made Of" icon={ChartBar}>
            <NetWorthBars rows={rows} />
            <p className="text-muted-foreground text-xs">
              Net worth counts bank balances, investments, real estate and business interests, less
              debts. Risk is high above 80% in investments, moderate above 60%, low otherwise.
            </p>
            <RuleOfThumbNote rule="risk-level" />
          </DashboardCard>
          <RecommendationsCard items={analysis.recommendations} />
        </div>
      )}
    </div>
  );
}
