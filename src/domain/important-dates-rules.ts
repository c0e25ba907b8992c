/**
 * Which important dates the home dashboard lists as upcoming (part 1 §2, §9): those from today to
 * 30 days ahead, soonest first, at most 3. Dates are calendar days ('YYYY-MM-DD'), never instants,
 * so they are compared by their parts against the user's local today: no time-zone shift.
 */

/** How far ahead the dashboard looks, in days (today counts as 0). */
export const UPCOMING_WINDOW_DAYS = 30;

/** How many upcoming dates the dashboard shows. */
export const UPCOMING_DATES_SHOWN = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The fields the rule reads from an important date. */
export interface ImportantDateLike {
  eventDate?: string | null;
  isRecurring?: boolean | null;
}

/** One date to show: the record, how many days away it is and the day it falls on. */
export interface UpcomingDate<T> {
  record: T;
  /** Whole days from today: 0 is today. */
  daysAway: number;
  /** The occurrence counted ('YYYY-MM-DD'): the anniversary for a recurring date. */
  nextDate: string;
}

interface Day {
  y: number;
  m: number; // 1-12
  d: number;
}

/** A 'YYYY-MM-DD' text as its parts, or null when malformed or not a real day (2023-02-29). */
export function parseDateOnly(text: string | null | undefined): Day | null {
  const match = DATE_ONLY.exec((text ?? '').trim());
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

// Day numbers come from UTC arithmetic on the parts, so DST changes never shorten a day.
const dayNumber = ({ y, m, d }: Day) => Date.UTC(y, m - 1, d) / DAY_MS;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The month and day in a given year; Feb 29 falls on Feb 28 in a common year. */
function inYear({ m, d }: Day, y: number): Day {
  return m === 2 && d === 29 && !isLeapYear(y) ? { y, m, d: 28 } : { y, m, d };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toText = ({ y, m, d }: Day) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/**
 * The occurrence of a date that counts from `today`: the date itself, or for a recurring date
 * already past, its next anniversary (this year's when still ahead or today, else next year's).
 */
function nextOccurrence(event: Day, recurring: boolean, today: Day): Day {
  if (!recurring || dayNumber(event) >= dayNumber(today)) return event;
  const thisYear = inYear(event, today.y);
  return dayNumber(thisYear) >= dayNumber(today) ? thisYear : inYear(event, today.y + 1);
}

/**
 * The dates due from `today` to UPCOMING_WINDOW_DAYS ahead, soonest first (ties keep their input
 * order), at most `limit`. `today` is a calendar day ('YYYY-MM-DD', e.g. the day in the person's
 * chosen time zone: calendar-day.ts countingTimeZone) or a local Date whose calendar day is read.
 * Records without a readable eventDate are left out.
 */
export function upcomingDates<T extends ImportantDateLike>(
  dates: readonly T[],
  today: Date | string,
  limit: number = UPCOMING_DATES_SHOWN,
): UpcomingDate<T>[] {
  const todayDay: Day | null =
    typeof today === 'string'
      ? parseDateOnly(today)
      : { y: today.getFullYear(), m: today.getMonth() + 1, d: today.getDate() };
  if (!todayDay) throw new Error(`Not a date: ${String(today)}`);
  const upcoming: UpcomingDate<T>[] = [];
  for (const record of dates) {
    const event = parseDateOnly(record.eventDate);
    if (!event) continue;
    const next = nextOccurrence(event, record.isRecurring === true, todayDay);
    const daysAway = Math.ceil(dayNumber(next) - dayNumber(todayDay));
    if (daysAway < 0 || daysAway > UPCOMING_WINDOW_DAYS) continue;
    upcoming.push({ record, daysAway, nextDate: toText(next) });
  }
  // Array.prototype.sort is stable, so equal days keep the API's order.
  return upcoming.sort((a, b) => a.daysAway - b.daysAway).slice(0, limit);
}

/** The label beside an upcoming date: 'Today', '1 day', '12 days'. */
export function daysAwayLabel(daysAway: number): string {
  if (daysAway <= 0) return 'Today';
  return daysAway === 1 ? '1 day' : `${daysAway} days`;
}
