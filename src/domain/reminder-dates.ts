import { parseDateOnly } from './important-dates-rules';

/**
 * When reminders are due. Dates are calendar days ('YYYY-MM-DD'); "today" is the user's local
 * day in their time zone, so a reminder at 8:00 in Tokyo and one at 8:00 in Honolulu fall on
 * different UTC days, and nothing is ever shifted by a time-zone conversion of the date itself.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock in `timeZone` at `now`: its calendar day, hour, minute and weekday (0 Sunday). */
export function localClock(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
  };
}

const dayNumber = (text: string): number | null => {
  const day = parseDateOnly(text);
  return day ? Date.UTC(day.y, day.m - 1, day.d) / DAY_MS : null;
};

/** The day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const n = dayNumber(date);
  if (n === null) throw new Error(`Not a date: ${date}`);
  const d = new Date((n + days) * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) throw new Error(`Not a date: ${a === null ? from : to}`);
  return b - a;
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The month and day of `date` in `year`; Feb 29 falls on Feb 28 in a common year. */
function inYear(date: string, year: number): string {
  const day = parseDateOnly(date)!;
  const d = day.m === 2 && day.d === 29 && !isLeapYear(year) ? 28 : day.d;
  return `${pad(year, 4)}-${pad(day.m)}-${pad(d)}`;
}

/**
 * The occurrence of a date that counts from `today`: the date itself when on or after today;
 * for a yearly date already past, its next anniversary; null for a one-off date in the past or
 * text that is not a date.
 */
export function nextOccurrence(date: string, yearly: boolean, today: string): string | null {
  if (dayNumber(date) === null) return null;
  if (daysBetween(today, date) >= 0) return date;
  if (!yearly) return null;
  const year = Number(today.slice(0, 4));
  const thisYear = inYear(date, year);
  return daysBetween(today, thisYear) >= 0 ? thisYear : inYear(date, year + 1);
}

/** A reminder due today: which occurrence, how far away it is, and the offset it answers. */
export interface DueReminder {
  occurrence: string;
  daysAway: number;
  /** The smallest offset not yet passed: reminders are recorded per occurrence and offset. */
  offset: number;
}

/**
 * The reminder due on `today` for a date with these offsets (days before; 0 is the day), or
 * null. A date first seen late (created 5 days ahead with offsets 30, 7, 0) is reminded once,
 * for 7, with its true distance; each occurrence and offset is reminded once (callers record it).
 */
export function dueReminder(
  date: string,
  yearly: boolean,
  offsets: readonly number[],
  today: string,
): DueReminder | null {
  const occurrence = nextOccurrence(date, yearly, today);
  if (!occurrence) return null;
  const daysAway = daysBetween(today, occurrence);
  const reached = offsets.filter((o) => o >= daysAway);
  if (reached.length === 0) return null;
  return { occurrence, daysAway, offset: Math.min(...reached) };
}

/** The offsets of an important date: its own "Remind Me" days, and the day itself. */
export function importantDateOffsets(reminderDays: number | null | undefined): number[] {
  const days = Math.min(365, Math.max(0, Math.trunc(reminderDays ?? 7)));
  return days === 0 ? [0] : [days, 0];
}

/** The Monday on or before `date`: the weekly digest's key. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of `date`'s month: the checklist nudge's key. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
