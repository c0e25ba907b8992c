/** The reminder preferences' query key: Preferences edits them, the bell fills in the zone. */
export const REMINDER_PREFERENCES_KEY = ['/api/reminder-preferences'] as const;
