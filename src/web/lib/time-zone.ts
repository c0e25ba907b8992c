import { countingTimeZone, dayIn } from '../../domain/calendar-day';

/**
 * The zone every "today" and "in N days" on screen is counted in: the one chosen in Preferences,
 * as the bell and the reminder email count (calendar-day.ts countingTimeZone), not the zone this
 * browser happens to be in. Plain functions here (the request header, a report's date); the
 * hook for components is useUserToday (reminder-preferences.ts).
 */

/** The zone this browser is in, or null when it does not say. */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

type ChosenZone = () => string | null | undefined;
let chosenZone: ChosenZone = () => null;

/** Where the zone chosen in Preferences is read (query-client.ts: the cached preferences). */
export function readChosenTimeZoneFrom(source: ChosenZone): void {
  chosenZone = source;
}

/** The zone days are counted in now. */
export function userTimeZone(): string {
  return countingTimeZone(chosenZone(), browserTimeZone());
}

/** Today ('YYYY-MM-DD') in that zone. */
export function userToday(now: Date = new Date()): string {
  return dayIn(now, userTimeZone());
}
