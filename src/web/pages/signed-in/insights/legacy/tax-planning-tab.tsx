import { Link } from 'react-router';
import { CircleCheck, Gift, Gauge, TriangleAlert } from 'lucide-react';
import {
  annualGiftExclusionFor,
  PLANNING_THRESHOLD_PERCENT,
} from '../../../../../domain/estate-tax';
import { toCents } from '../../../../../domain/money';
import { DashboardCard } from '../../../../components/dashboard-card';
import { dollars } from '../../../../lib/figure-words';
import { estimateFromText, percentText } from './estate-figures';
import { NOT_SHARED } from '../../../../../domain/figures/shared-view';

/** Tax Planning: how much of the year's exemption the estate uses, the strategy panel, gifts. */
export function TaxPlanningTab({
  year,
  estateText,
  notShared = false,
}: {
  year: number;
  estateText: string;
  /** A visitor who may not see every area the estate needs, and has typed no amount. */
  notShared?: boolean;
}) {
  const { estimate } = estimateFromText(estateText, year);
  if (!estimate) {
    return (
      <p className="text-muted-foreground">
        {notShared
          ? `The estate value is ${NOT_SHARED.toLowerCase()}. Type an amount on the Estate Calculator tab to try one.`
          : 'Enter a valid estate value on the Estate Calculator tab.'}
      </p>
    );
  }
  const exemption = Number(toCents(estimate.exemption) ?? 1n);
  const usedPercent = (Number(toCents(estimate.exemptionUsed) ?? 0n) / exemption) * 100;
  const exclusion = annualGiftExclusionFor(year);
  const y = `(${year})`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <StrategyPanel year={year} needsPlanning={estimate.needsPlanning} exclusion={exclusion} />

      <DashboardCard title={`Exemption Used ${y}`} icon={Gauge}>
        <p className="text-sm">
          <span className="font-semibold">{dollars(estimate.exemptionUsed)}</span> of the{' '}
          {dollars(estimate.exemption)} federal exemption {y}:{' '}
          <span className="font-semibold">{percentText(Math.round(usedPercent * 100) / 100)}</span>
        </p>
        <div className="relative">
          <div
            role="progressbar"
            aria-label={`Share of the ${year} exemption used`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(usedPercent)}
            className="bg-muted h-3 overflow-hidden rounded-full"
          >
            <div
              className={`h-full rounded-full ${estimate.needsPlanning ? 'bg-amber-500' : 'bg-primary'}`}
              style={{ width: `${Math.min(100, usedPercent)}%` }}
            />
          </div>
          <div
            aria-hidden="true"
            className="bg-foreground/70 absolute -top-1 h-5 w-0.5"
            style={{ left: `${PLANNING_THRESHOLD_PERCENT}%` }}
          />
        </div>
        <p className="text-muted-foreground text-sm">
          Remaining exemption {y}: {dollars(estimate.remainingExemption)}. The mark shows{' '}
          {PLANNING_THRESHOLD_PERCENT}% of the exemption, above which planning is worth the time.
        </p>
      </DashboardCard>

      <DashboardCard title={`Annual Gift Exclusion ${y}`} icon={Gift}>
        <p className="font-display text-3xl font-semibold tabular-nums">
          {dollars(String(exclusion))}
          <span className="text-muted-foreground ml-2 font-sans text-sm font-normal">
            per recipient {y}
          </span>
        </p>
        <p className="text-muted-foreground text-sm">
          Each person may give up to {dollars(String(exclusion))} to as many people as they like in{' '}
          {year} without filing a gift-tax return or using their lifetime exemption. Together a
          married couple may give {dollars(String(exclusion * 2))} per recipient (splitting one
          spouse's gift needs a gift-tax return).
        </p>
      </DashboardCard>
    </div>
  );
}

/** Planning advice above 80% of the exemption, else 'Estate Tax Efficient' (part 2 §9). */
function StrategyPanel(props: { year: number; needsPlanning: boolean; exclusion: number }) {
  const y = `(${props.year})`;
  if (!props.needsPlanning) {
    return (
      <DashboardCard title="Tax Strategy" icon={CircleCheck}>
        <h3 className="font-semibold text-emerald-700 dark:text-emerald-400">
          Estate Tax Efficient
        </h3>
        <p className="text-muted-foreground text-sm">
          Your estate is at or below {PLANNING_THRESHOLD_PERCENT}% of the federal exemption {y}, so
          no federal estate tax is expected. Review this when your assets or the law change.
        </p>
      </DashboardCard>
    );
  }
  return (
    <DashboardCard title="Tax Strategy" icon={TriangleAlert}>
      <h3 className="font-semibold text-amber-700 dark:text-amber-400">Tax Planning Recommended</h3>
      <p className="text-muted-foreground text-sm">
        Your estate is above {PLANNING_THRESHOLD_PERCENT}% of the federal exemption {y}. Ways
        families commonly reduce estate tax:
      </p>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm">
        <li>
          Give annual gifts of up to {dollars(String(props.exclusion))} per recipient {y}.
        </li>
        <li>Hold life insurance in an irrevocable life insurance trust (ILIT).</li>
        <li>Leave gifts to charity, outright or through a charitable remainder trust.</li>
        <li>Married couples: elect portability so the survivor keeps the unused exemption.</li>
        <li>
          Review the plan with an estate attorney or CPA from your{' '}
          <Link
            to="/professional-contacts"
            className="text-primary underline-offset-4 hover:underline"
          >
            professional contacts
          </Link>
          .
        </li>
      </ul>
    </DashboardCard>
  );
}
