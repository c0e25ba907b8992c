import { calendarDay, dayIn } from '../../domain/calendar-day';
import type { RecordHooks } from './record-hooks';

/**
 * Completing an item stamps its completion date (unless one is given); un-completing clears it
 * (part 1 §4), so a client that only toggles `isCompleted` still gets the date right. Dates are
 * the user's calendar day: a timestamp ('completing sets completedDate to the current time') and
 * the server's own stamp are read in the user's time zone when the request names it, else the
 * stamp is the UTC day.
 */
export const checklistHooks: RecordHooks = {
  prepare(input, { existing, timeZone }) {
    if (typeof input.completedDate === 'string')
      input = { ...input, completedDate: calendarDay(input.completedDate, timeZone) };
    if (input.isCompleted === true && !input.completedDate && !existing?.completedDate) {
      return { ...input, completedDate: dayIn(new Date(), timeZone ?? 'UTC') };
    }
    if (input.isCompleted === false) return { ...input, completedDate: null };
    return input;
  },
};
