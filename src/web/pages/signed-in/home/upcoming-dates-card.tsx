import { Link } from 'react-router';
import { ArrowRight, CalendarClock, CalendarDays, Repeat } from 'lucide-react';
import { formatDate } from '../../../../domain/format';
import { daysAwayLabel, upcomingDates } from '../../../../domain/important-dates-rules';
import { lockedRecordTitle } from '../../../../domain/records/display';
import { importantDatesKind } from '../../../../domain/records/important-dates';
import { Button } from '../../../components/ui/button';
import { useUserToday } from '../../../lib/reminder-preferences';
import { cn } from '../../../lib/utils';
import { DashboardCard } from '../../../components/dashboard-card';
import { EmptyState, LoadError, LoadingText } from '../../../components/load-states';
import { useImportantDates, useShared } from './dashboard-data';
import { NotShared } from './not-shared';

/** Upcoming Important Dates: the next 30 days, soonest first, at most 3 (part 1 §9). */
export function UpcomingDatesCard({ className }: { className?: string }) {
  const dates = useImportantDates();
  const shared = useShared('important-dates');
  // Today in the zone chosen in Preferences, read on each render so it never goes stale overnight.
  const upcoming = upcomingDates(dates.data ?? [], useUserToday());

  return (
    <DashboardCard
      title="Upcoming Important Dates"
      icon={CalendarClock}
      className={className}
      footer={
        shared && (
          <Button asChild size="sm" variant="ghost">
            <Link to="/important-dates">
              Manage dates <ArrowRight />
            </Link>
          </Button>
        )
      }
    >
      {!shared ? (
        <NotShared />
      ) : dates.isPending ? (
        <LoadingText>Loading dates...</LoadingText>
      ) : dates.isError ? (
        <LoadError what="important dates" />
      ) : upcoming.length === 0 ? (
        <EmptyState icon={CalendarDays} message="No upcoming dates" />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {upcoming.map(({ record, daysAway, nextDate }) => (
            <li key={record.id} className="flex items-center gap-3 rounded-lg border p-3">
              <DateBadge date={nextDate} />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">
                  {record.title || lockedRecordTitle(importantDatesKind)}
                </p>
                <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
                  {formatDate(nextDate)}
                  {record.isRecurring && (
                    <Repeat aria-label="Repeats every year" className="size-3.5 shrink-0" />
                  )}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap',
                  daysAway === 0
                    ? 'bg-gold text-gold-foreground'
                    : 'bg-secondary text-secondary-foreground',
                )}
              >
                {daysAwayLabel(daysAway)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

/** A small calendar leaf: month abbreviation over the day number. */
function DateBadge({ date }: { date: string }) {
  const [month, day] = formatDate(date).split(/[ ,]+/);
  return (
    <span
      aria-hidden="true"
      className="bg-primary/10 text-primary flex size-11 shrink-0 flex-col items-center justify-center rounded-lg leading-none"
    >
      <span className="text-xs font-semibold uppercase">{month}</span>
      <span className="text-base font-semibold">{day}</span>
    </span>
  );
}
