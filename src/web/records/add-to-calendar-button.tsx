import { CalendarPlus } from 'lucide-react';
import { calendarFile, type UpcomingEntry } from '../../domain/reminder-upcoming';
import { fileNamePrefix } from '../../domain/file-names';
import { Button } from '../components/ui/button';
import { saveFile } from '../lib/save-file';
import { useSiteInfo } from '../lib/site-info';
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
        saveFile(
          new Blob([text], { type: 'text/calendar' }),
          `${fileNamePrefix(applicationName)}-dates.ics`,
        );
      }}
    >
      <CalendarPlus /> Add to calendar
    </Button>
  );
}
