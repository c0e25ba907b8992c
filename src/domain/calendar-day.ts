/** An ISO 8601 moment with a time and an offset: '2025-03-04T21:30:00Z', '...T21:30-05:00'. */
const MOMENT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** True for an ISO 8601 timestamp with an offset that names a real moment. */
export function isMoment(value: string): boolean {
  const day = MOMENT.exec(value)?.[1];
  if (!day || Number.isNaN(Date.parse(value))) return false;
  // Date.parse rolls Feb 30 over into March; a real day reads back the same.
  return new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
}

/** True when `timeZone` is an IANA zone this runtime knows ('America/Chicago'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function dayIn(moment: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/**
 * The user's calendar day for a date or a moment. A YYYY-MM-DD day is kept as it is. A moment
 * becomes its day in the user's time zone when known (a US evening stays that evening's day,
 * although in UTC it is already tomorrow), else the day as written in its own offset.
 */
export function calendarDay(value: string, timeZone?: string): string {
  const moment = MOMENT.exec(value);
  if (!moment) return value;
  if (timeZone) return dayIn(new Date(value), timeZone);
  return moment[1];
}

/**
 * The one time zone a person's days are counted in ("today", "in 3 days"), on every screen and
 * in the bell and the reminder email alike: the one chosen in Preferences; until there is one,
 * `fallback` (the browser's zone, which the first signed-in page saves as the choice); else UTC,
 * as the reminder sweep does for an account that never named one.
 */
export function countingTimeZone(chosen?: string | null, fallback?: string | null): string {
  for (const zone of [chosen, fallback]) if (zone && isTimeZone(zone)) return zone;
  return 'UTC';
}
