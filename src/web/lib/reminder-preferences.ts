import { useQuery } from '@tanstack/react-query';
import { countingTimeZone, dayIn } from '../../domain/calendar-day';
import type { ReminderPreferences } from '../../domain/reminders';
import { browserTimeZone } from './time-zone';

/** The reminder preferences' query key: Preferences edits them, the bell fills in the zone. */
export const REMINDER_PREFERENCES_KEY = ['/api/reminder-preferences'] as const;

/**
 * Today ('YYYY-MM-DD') in the zone chosen in Preferences (time-zone.ts), for components: they
 * show again when Preferences change the zone. Read on each render, so it never goes stale.
 */
export function useUserToday(): string {
  const { data } = useQuery<ReminderPreferences>({ queryKey: REMINDER_PREFERENCES_KEY });
  return dayIn(new Date(), countingTimeZone(data?.timeZone, browserTimeZone()));
}
