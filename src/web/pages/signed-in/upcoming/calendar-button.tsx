import { CalendarPlus } from 'lucide-react';
import { calendarFile, type UpcomingEntry } from '../../../../domain/reminder-upcoming';
import { Button } from '../../../components/ui/button';
import { useSiteInfo } from '../../../lib/site-info';
import { entryTitle, useUpcoming } from './use-upcoming';

/** How far ahead the calendar file reaches: a year of dates and expirations. */
const CALENDAR_DAYS = 365;

/**
 * "Add to calendar": an .ics file of upcoming dates and expirations, built in this browser from
 * the decrypted records (the server never sees the titles it carries).
 */
export function AddToCalendarButton({
  filter,
}: {
  filter?: (entry: UpcomingEntry<Record<string, unknown> & { id: string }>) => boolean;
}) {
  const { applicationName } = useSiteInfo();
  const { loading, entries } = useUpcoming(CALENDAR_DAYS);
  const chosen = filter ? entries.filter(filter) : entries;
  return (
    <Button
      variant="outline"
      disabled={loading || chosen.length === 0}
      onClick={() => {
        const text = calendarFile(chosen, entryTitle, applicationName);
        const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = `${applicationName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-dates.ics`;
        a.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }}
    >
      <CalendarPlus /> Add to calendar
    </Button>
  );
}
