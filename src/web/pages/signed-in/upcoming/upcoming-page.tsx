import { Link } from 'react-router';
import { formatDate } from '../../../../domain/format';
import { reminderHeading } from '../../../../domain/reminder-sources';
import { UPCOMING_DAYS } from '../../../../domain/reminders';
import { recordDisplay } from '../../../../domain/records/display';
import { PageHeader } from '../../../components/page-header';
import { PageTitle } from '../../../components/page-title';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { AddToCalendarButton } from '../../../records/add-to-calendar-button';
import { entryTitle, useUpcoming } from '../../../records/use-upcoming';

/** Upcoming (/upcoming): every reminded date in the next 30 days, where reminder emails lead. */
export default function UpcomingPage() {
  const { loading, entries } = useUpcoming(UPCOMING_DAYS);
  return (
    <div className="grid gap-6">
      <PageTitle title="Upcoming" />
      <PageHeader
        title="Upcoming"
        description="Important dates, expirations, maturities and due dates in the next 30 days."
      />
      <div>
        <AddToCalendarButton />
      </div>
      <Card>
        <CardContent className="p-0">
          {loading ? (
            <div className="space-y-2 p-6">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ) : entries.length === 0 ? (
            <p className="text-muted-foreground p-6 text-center text-sm">
              Nothing in the next 30 days
            </p>
          ) : (
            <ul className="divide-y">
              {entries.map((e) => (
                <li
                  key={`${e.source.id}-${e.record.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 px-6 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={`${recordDisplay(e.source.recordKind).route}?record=${e.record.id}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {entryTitle(e)}
                    </Link>
                    <p className="text-muted-foreground text-sm">
                      {reminderHeading(e.source, e.daysAway)} · {e.source.area}
                    </p>
                  </div>
                  <time dateTime={e.occurrence} className="text-sm">
                    {formatDate(e.occurrence)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
