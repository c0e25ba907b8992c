import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_PREFERENCES,
  type ReminderPreferences,
  type ReminderPreferencesUpdate,
} from '../../domain/reminders';
import type { Database } from '../db/client';
import { reminderPreferences } from '../db/schema';

type Row = typeof reminderPreferences.$inferSelect;

/** A stored row as the domain's shape; no row means the defaults. */
export function preferencesOf(row: Row | undefined | null): ReminderPreferences {
  if (!row) return structuredClone(DEFAULT_REMINDER_PREFERENCES);
  return {
    kinds: {
      importantDates: row.importantDates,
      expirations: row.expirations,
      checklist: row.checklist,
      familyDates: row.familyDates,
    },
    expiryOffsets: row.expiryOffsets,
    timeZone: row.timeZone,
    email: row.email,
    weeklyDigest: row.weeklyDigest,
  };
}

/** The user's reminder preferences (the defaults until they change one). */
export async function loadPreferences(db: Database, userId: string): Promise<ReminderPreferences> {
  const [row] = await db
    .select()
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, userId));
  return preferencesOf(row);
}

/** Applies a validated change on top of the current preferences and stores the result. */
export async function savePreferences(
  db: Database,
  userId: string,
  change: ReminderPreferencesUpdate,
): Promise<ReminderPreferences> {
  const current = await loadPreferences(db, userId);
  const next: ReminderPreferences = {
    ...current,
    ...change,
    kinds: { ...current.kinds, ...change.kinds },
    // Largest first, as Preferences lists them.
    expiryOffsets: [...(change.expiryOffsets ?? current.expiryOffsets)].sort((a, b) => b - a),
  };
  const values = {
    ...next.kinds,
    expiryOffsets: next.expiryOffsets,
    timeZone: next.timeZone,
    email: next.email,
    weeklyDigest: next.weeklyDigest,
    updatedAt: new Date(),
  };
  await db
    .insert(reminderPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
  return next;
}
