import { z } from 'zod';

/**
 * What can be reminded, how, and the user's choices (issue 14; docs/decisions/014). The
 * scheduler reads only plain columns (dates, flags, priorities): titles are sealed,
 * so reminders name areas and dates, and the signed-in app shows the titles.
 */

/** The switches in Preferences, one per kind of reminder. */
export const REMINDER_KINDS = [
  'importantDates',
  'expirations',
  'checklist',
  'familyDates',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Preferences' wording for each kind, and whether it is on for a new account. */
export const REMINDER_KIND_INFO: Record<
  ReminderKind,
  { label: string; hint: string; defaultOn: boolean }
> = {
  importantDates: {
    label: 'Important dates',
    hint: 'At each date’s “Remind Me” days before, and on the day.',
    defaultOn: true,
  },
  expirations: {
    label: 'Expirations and due dates',
    hint: 'Documents and insurance policies that expire, bank and investment accounts that mature, debt payments that fall due.',
    defaultOn: true,
  },
  checklist: {
    label: 'Monthly checklist nudge',
    hint: 'Unfinished high-priority estate checklist items, once a month.',
    defaultOn: false,
  },
  familyDates: {
    label: 'Birthdays and anniversaries',
    hint: 'Family members’ birthdays and anniversaries, on the day.',
    defaultOn: false,
  },
};

/** Days before an expiration, maturity or due date (and 0: on the day) unless changed. */
export const DEFAULT_EXPIRY_OFFSETS = [30, 7, 0] as const;
/** Reminders go out at this hour in the user's time zone. */
export const REMINDER_HOUR = 8;
/** How far ahead the Upcoming view, the weekly digest and the calendar file look, in days. */
export const UPCOMING_DAYS = 30;

/** True when the runtime knows the IANA time zone (e.g. 'Europe/Paris'). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const offset = z
  .number({ error: 'Each reminder offset must be a whole number of days' })
  .int('Each reminder offset must be a whole number of days')
  .min(0, 'Reminder offsets must be between 0 and 365 days')
  .max(365, 'Reminder offsets must be between 0 and 365 days');

/** The user's reminder choices as stored and as GET /api/reminder-preferences answers. */
export const reminderPreferencesSchema = z.object({
  /** One switch per kind of reminder (bell and email). */
  kinds: z.object({
    importantDates: z.boolean(),
    expirations: z.boolean(),
    checklist: z.boolean(),
    familyDates: z.boolean(),
  }),
  /** Days before expirations, maturities and due dates; 0 is the day itself. */
  expiryOffsets: z
    .array(offset)
    .min(1, 'Give at least one reminder offset')
    .max(5, 'Give at most 5 reminder offsets')
    .refine((list) => new Set(list).size === list.length, 'Reminder offsets must differ'),
  /** IANA time zone; reminders fire at 8:00 there. Null until the browser tells us. */
  timeZone: z
    .string()
    .refine(isTimeZone, { error: (issue) => `Unknown time zone: ${String(issue.input)}` })
    .nullable(),
  /** One email a day at most, listing what was reminded (areas, counts and dates only). */
  email: z.boolean(),
  /** A Monday email of everything in the next 30 days. */
  weeklyDigest: z.boolean(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** PUT /api/reminder-preferences: any of the fields, each switch on its own. */
export const reminderPreferencesUpdateSchema = reminderPreferencesSchema
  .extend({ kinds: reminderPreferencesSchema.shape.kinds.partial() })
  .partial()
  .strict();
export type ReminderPreferencesUpdate = z.infer<typeof reminderPreferencesUpdateSchema>;

/** What a new account has. */
export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  kinds: {
    importantDates: REMINDER_KIND_INFO.importantDates.defaultOn,
    expirations: REMINDER_KIND_INFO.expirations.defaultOn,
    checklist: REMINDER_KIND_INFO.checklist.defaultOn,
    familyDates: REMINDER_KIND_INFO.familyDates.defaultOn,
  },
  expiryOffsets: [...DEFAULT_EXPIRY_OFFSETS],
  timeZone: null,
  email: true,
  weeklyDigest: false,
};

/** The two kinds of reminder mail, each with its own unsubscribe link. */
export const REMINDER_MAIL_KINDS = ['reminders', 'digest'] as const;
export type ReminderMailKind = (typeof REMINDER_MAIL_KINDS)[number];
