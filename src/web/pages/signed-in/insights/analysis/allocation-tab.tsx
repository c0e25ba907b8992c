import { PieChart as PieIcon, Ruler, Target } from 'lucide-react';
import {
  ALLOCATION_TARGETS,
  ASSET_CLASSES,
  guidelineStatus,
  TARGET_GUIDELINES,
} from '../../../../../domain/financial-analysis';
import { Badge } from '../../../../components/ui/badge';
import { DashboardCard } from '../../../../components/dashboard-card';
import { dollars } from '../../../../lib/figure-words';
import { shareText, type Analysis } from './analysis-data';
import { AllocationDonut, TargetComparisonChart } from './charts';
import { CLASS_COLOURS } from './chart-colours';
import { RuleOfThumbNote } from './rule-of-thumb-note';
import { RiskBadge, ScoreBadge } from './score-badges';

/** Asset Allocation: the shares, the score against the targets, and the guidelines. */
export function AllocationTab({ analysis }: { analysis: Analysis }) {
  const { allocation, score, risk } = analysis;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <DashboardCard title="Current Allocation" icon={PieIcon}>
        <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <AllocationDonut allocation={allocation} />
          <ul className="grid gap-3" aria-label="Allocation percentages">
            {ASSET_CLASSES.map(({ key, label }) => (
              <li key={key} className="flex items-start gap-2.5 text-sm">
                <span
                  aria-hidden="true"
                  className="mt-1 size-3 shrink-0 rounded-sm"
                  style={{ background: CLASS_COLOURS[key] }}
                />
                <span className="grid min-w-0 flex-1">
                  <span className="flex justify-between gap-2 font-medium">
                    {label}{' '}
                    <span className="tabular-nums">{shareText(allocation.percents[key])}</span>
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {dollars(allocation.amounts[key])} · target {ALLOCATION_TARGETS[key]}%
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </DashboardCard>

      <DashboardCard title="Diversification" icon={Target}>
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-display text-4xl font-semibold tabular-nums">{score}/100</p>
          <ScoreBadge score={score} />
          <RiskBadge risk={risk} />
        </div>
        <TargetComparisonChart allocation={allocation} />
        <p className="text-muted-foreground text-xs">
          The score is 100 less the percentage points by which each share misses its target
          (investments 60%, liquid 20%, real estate 20%), from 0 to 100.
        </p>
        <RuleOfThumbNote rule="target-mix" />
      </DashboardCard>

      <DashboardCard title="Target Guidelines" icon={Ruler} className="lg:col-span-2">
        <ul className="grid gap-3 sm:grid-cols-3">
          {TARGET_GUIDELINES.map((guide) => {
            const share = allocation.percents[guide.key];
            const status = guidelineStatus(share, guide);
            return (
              <li key={guide.key} className="grid gap-1 rounded-lg border p-3 text-sm">
                <span className="font-medium">{guide.label}</span>
                <span className="font-display text-2xl font-semibold">
                  {guide.min}–{guide.max}%
                </span>
                <span className="text-muted-foreground flex items-center justify-between gap-2">
                  Yours: {shareText(share)}
                  <Badge variant={status === 'In range' ? 'default' : 'outline'}>{status}</Badge>
                </span>
              </li>
            );
          })}
        </ul>
      </DashboardCard>
    </div>
  );
}
