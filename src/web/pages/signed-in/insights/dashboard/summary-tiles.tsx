import { ClipboardCheck, Scale, ShieldCheck, Users } from 'lucide-react';
import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import { FigureTiles } from '../../../../components/figure-tile';
import { countOf, dollars } from '../../../../lib/figure-words';

/** The four top tiles (part 2 §2): net worth, family members, insurance coverage, progress. */
export function SummaryTiles({ summary }: { summary: DashboardSummary }) {
  const { estatePlanning: plan, insurance } = summary;
  return (
    <FigureTiles
      label="Wealth at a glance"
      figures={[
        {
          label: 'Total Net Worth',
          icon: Scale,
          value: dollars(summary.totalNetWorth),
          caption: 'Assets minus debts',
        },
        {
          label: 'Family Members',
          icon: Users,
          value: summary.familyMembers.toLocaleString('en-US'),
          caption: 'In your registry',
        },
        {
          label: 'Insurance Coverage',
          icon: ShieldCheck,
          value: dollars(insurance.totalCoverage),
          caption: countOf(insurance.policies, 'active policy', 'active policies'),
        },
        {
          label: 'Estate Progress',
          icon: ClipboardCheck,
          value: `${plan.completionPercentage}%`,
          caption: `${plan.completedTasks} of ${plan.totalTasks} tasks`,
        },
      ]}
    />
  );
}
