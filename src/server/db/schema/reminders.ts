import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/** Reminder choices (Preferences); a user without a row has the defaults (domain/reminders.ts). */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    importantDates: boolean('important_dates').notNull().default(true),
    expirations: boolean('expirations').notNull().default(true),
    checklist: boolean('checklist').notNull().default(false),
    familyDates: boolean('family_dates').notNull().default(false),
    expiryOffsets: integer('expiry_offsets')
      .array()
      .notNull()
      .default(sql`'{30,7,0}'::integer[]`),
    /** IANA zone; null until the signed-in browser reports its own. */
    timeZone: text('time_zone'),
    email: boolean('email').notNull().default(true),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // What the reminder sweep reads across families (reminders/due-users.ts, migration 0018).
  (t) => [
    index('reminder_preferences_time_zone_idx').on(t.timeZone),
    index('reminder_preferences_widest_offset_idx').on(
      sql`(reminder_widest_offset("expiry_offsets"))`,
    ),
    index('reminder_preferences_checklist_idx')
      .on(t.userId)
      .where(sql`"checklist"`),
    index('reminder_preferences_weekly_digest_idx')
      .on(t.userId)
      .where(sql`"weekly_digest"`),
  ],
);

/**
 * Every reminder sent, one row per thing, occurrence and offset: the unique index is what makes
 * a reminder go out once whatever the instances and restarts, and a moved date (a new
 * occurrence) be reminded again. `localDate` is the user's day it was sent, `mailedAt` when the
 * daily email listed it.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** REMINDER_SOURCES id (or the checklist nudge's). */
    source: text('source').notNull(),
    /** The record reminded about; '' for the checklist nudge. */
    recordId: text('record_id').notNull(),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    offsetDays: integer('offset_days').notNull(),
    daysAway: integer('days_away').notNull(),
    /** How many things it is about (the checklist nudge counts items; others 1). */
    count: integer('count').notNull().default(1),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_sends_once_key').on(
      t.userId,
      t.source,
      t.recordId,
      t.occurrence,
      t.offsetDays,
    ),
    index('reminder_sends_user_day_idx').on(t.userId, t.localDate),
    // Today's reminders not yet mailed, across families (reminders/due-users.ts).
    index('reminder_sends_unmailed_idx')
      .on(t.localDate)
      .where(sql`"mailed_at" is null`),
  ],
);

/** Reminder mail sent: at most one of each kind per user per day ('daily') or week ('weekly'). */
export const reminderEmails = pgTable(
  'reminder_emails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The user's local day (daily) or the Monday of the week (weekly). */
    period: date('period', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);
