import { createEvents, type EventAttributes } from 'ics';
import { addDays, daysBetween, nextOccurrence } from './reminder-dates';
import { REMINDER_SOURCES, type ReminderSource } from './reminder-sources';
import type { RecordKindKey } from './records';

/** One dated thing ahead, as the Upcoming view and the calendar file list it. */
export interface UpcomingEntry<R> {
  source: ReminderSource;
  record: R;
  occurrence: string;
  daysAway: number;
}

type Row = Record<string, unknown> & { id: string };

/**
 * Everything from `today` to `days` ahead across the reminded fields, soonest first. Reads the
 * signed-in client's decrypted records; yearly dates count from their next occurrence.
 */
export function upcomingEntries<R extends Row>(
  records: Partial<Record<RecordKindKey, readonly R[]>>,
  today: string,
  days: number,
): UpcomingEntry<R>[] {
  const entries: UpcomingEntry<R>[] = [];
  for (const source of REMINDER_SOURCES) {
    for (const record of records[source.recordKind] ?? []) {
      const date = record[source.field];
      if (typeof date !== 'string' || !date) continue;
      if (source.recordKind === 'insurance-policies' && record.isActive === false) continue;
      const yearly = source.yearly === 'isRecurring' ? record.isRecurring === true : source.yearly;
      const occurrence = nextOccurrence(date, yearly, today);
      if (!occurrence) continue;
      const daysAway = daysBetween(today, occurrence);
      if (daysAway <= days) entries.push({ source, record, occurrence, daysAway });
    }
  }
  return entries.sort((a, b) => a.daysAway - b.daysAway);
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/**
 * An iCalendar file (RFC 5545) of all-day events that Google Calendar, Outlook and Apple
 * Calendar import. `titleOf` gives each event's name (the record's title, read in the session).
 * An all-day event's DTEND is the day after (RFC 5545 §3.6.1: the end is not included), so each
 * event covers its one day instead of none.
 */
export function calendarFile<R extends Row>(
  entries: readonly UpcomingEntry<R>[],
  titleOf: (entry: UpcomingEntry<R>) => string,
  appName: string,
): string {
  const events: EventAttributes[] = entries.map((e) => ({
    uid: `${e.source.id}-${e.record.id}-${e.occurrence}@kinfolio`,
    start: parts(e.occurrence),
    end: parts(addDays(e.occurrence, 1)),
    title: titleOf(e),
    description: `${[e.source.noun, e.source.verb].filter(Boolean).join(' ')} (${e.source.area}), from ${appName}`,
    productId: `-//${appName}//Upcoming dates//EN`,
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
