import { ClipboardCheck, Scale, ShieldCheck, Users } from 'lucide-react';
import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import { FigureTile } from '../shared/figure-tile';
import { countOf, dollars } from '../shared/words';

/** The four top tiles (part 2 §2): net worth, family members, insurance coverage, progress. */
export function SummaryTiles({ summary }: { summary: DashboardSummary }) {
  const { estatePlanning: plan, insurance } = summary;
  return (
    <section
      aria-label="Wealth at a glance"
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      <FigureTile
        label="Total Net Worth"
        icon={Scale}
        value={dollars(summary.totalNetWorth)}
        caption="Assets minus debts"
      />
      <FigureTile
        label="Family Members"
        icon={Users}
        value={summary.familyMembers.toLocaleString('en-US')}
        caption="In your registry"
      />
      <FigureTile
        label="Insurance Coverage"
        icon={ShieldCheck}
        value={dollars(insurance.totalCoverage)}
        caption={countOf(insurance.policies, 'active policy', 'active policies')}
      />
      <FigureTile
        label="Estate Progress"
        icon={ClipboardCheck}
        value={`${plan.completionPercentage}%`}
        caption={`${plan.completedTasks} of ${plan.totalTasks} tasks`}
      />
    </section>
  );
}
