import { Link } from 'react-router';
import { ArrowRight, CalendarClock, ClipboardList } from 'lucide-react';
import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import { UPCOMING_WINDOW_DAYS } from '../../../../../domain/important-dates-rules';
import { Button } from '../../../../components/ui/button';
import { DashboardCard } from '../../../../components/dashboard-card';
import { ColourProgress } from './colour-progress';
import { countOf } from '../../../../lib/figure-words';

type Plan = DashboardSummary['estatePlanning'];

/** Estate Planning Progress: 'x of y tasks completed' over a bar coloured by the thresholds. */
export function EstateProgressSummaryCard({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <DashboardCard
      title="Estate Planning Progress"
      icon={ClipboardList}
      className={className}
      footer={<CardLink to="/estate-planning">Open checklist</CardLink>}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium">
          {plan.completedTasks} of {plan.totalTasks} tasks completed
        </p>
        <p className="font-display text-2xl font-semibold tabular-nums">
          {plan.completionPercentage}%
        </p>
      </div>
      <ColourProgress percent={plan.completionPercentage} label="Estate planning progress" />
      <p className="text-muted-foreground text-sm">
        {plan.totalTasks === 0
          ? 'Add the steps of your estate plan to the checklist to track them here.'
          : 'Green from 80% complete, yellow from 60%, red below.'}
      </p>
    </DashboardCard>
  );
}

/** Upcoming Important Dates: how many fall in the next 30 days. */
export function UpcomingDatesSummaryCard({ plan }: { plan: Plan }) {
  return (
    <DashboardCard
      title="Upcoming Important Dates"
      icon={CalendarClock}
      footer={<CardLink to="/important-dates">Manage dates</CardLink>}
    >
      {plan.upcomingDates === 0 ? (
        <p className="text-muted-foreground">No upcoming important dates</p>
      ) : (
        <div className="grid gap-1">
          <p className="font-display text-3xl font-semibold tabular-nums">{plan.upcomingDates}</p>
          <p className="text-muted-foreground text-sm">
            {countOf(plan.upcomingDates, 'date', 'dates')} in the next {UPCOMING_WINDOW_DAYS} days
          </p>
        </div>
      )}
    </DashboardCard>
  );
}

/** The quiet link onward at the foot of a card. */
export function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to={to}>
        {children} <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
