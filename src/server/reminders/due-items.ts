import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  dueReminder,
  importantDateOffsets,
  nextOccurrence,
  daysBetween,
} from '../../domain/reminder-dates';
import { REMINDER_SOURCES, type ReminderSource } from '../../domain/reminder-sources';
import type { ReminderPreferences } from '../../domain/reminders';
import type { Database } from '../db/client';
import { estateChecklistItems, recordTables } from '../db/schema';

/** One dated thing of a user's: only plain columns (ids, dates, flags), never sealed text. */
export interface DatedItem {
  source: ReminderSource;
  recordId: string;
  date: string;
  yearly: boolean;
  /** Days before the date it is reminded (0: the day itself). */
  offsets: number[];
}

type AnyRecordTable = PgTable & Record<string, PgColumn>;

/** Every dated item of the user's in the kinds switched on, with its offsets. */
export async function datedItems(
  db: Database,
  userId: string,
  prefs: ReminderPreferences,
): Promise<DatedItem[]> {
  const items: DatedItem[] = [];
  for (const source of REMINDER_SOURCES) {
    if (!prefs.kinds[source.kind]) continue;
    const table = recordTables[source.recordKind] as unknown as AnyRecordTable;
    const isDates = source.recordKind === 'important-dates';
    const conditions: SQL[] = [eq(table.userId, userId), isNotNull(table[source.field])];
    // A policy marked inactive no longer expires for anyone.
    if (source.recordKind === 'insurance-policies') conditions.push(eq(table.isActive, true));
    const rows = (await db
      .select({
        id: table.id,
        date: table[source.field],
        ...(isDates ? { isRecurring: table.isRecurring, reminderDays: table.reminderDays } : {}),
      })
      .from(table)
      .where(and(...conditions))) as Array<{
      id: string;
      date: string;
      isRecurring?: boolean;
      reminderDays?: number | null;
    }>;
    for (const row of rows) {
      items.push({
        source,
        recordId: row.id,
        date: row.date,
        yearly: source.yearly === 'isRecurring' ? row.isRecurring === true : source.yearly,
        offsets: isDates
          ? importantDateOffsets(row.reminderDays)
          : source.kind === 'familyDates'
            ? [0]
            : prefs.expiryOffsets,
      });
    }
  }
  return items;
}

/** An item whose reminder is due today, with the occurrence and offset it is for. */
export interface DueItem extends DatedItem {
  occurrence: string;
  daysAway: number;
  offset: number;
}

/** The items due for a reminder on `today` (the user's local day). */
export function dueToday(items: DatedItem[], today: string): DueItem[] {
  const due: DueItem[] = [];
  for (const item of items) {
    const reminder = dueReminder(item.date, item.yearly, item.offsets, today);
    if (reminder) due.push({ ...item, ...reminder });
  }
  return due;
}

/** The items falling from `today` to `days` ahead, soonest first (the digest's list). */
export function upcoming(items: DatedItem[], today: string, days: number) {
  return items
    .map((item) => {
      const occurrence = nextOccurrence(item.date, item.yearly, today);
      return occurrence ? { ...item, occurrence, daysAway: daysBetween(today, occurrence) } : null;
    })
    .filter(
      (i): i is DatedItem & { occurrence: string; daysAway: number } => !!i && i.daysAway <= days,
    )
    .sort((a, b) => a.daysAway - b.daysAway);
}

/** How many high-priority checklist items the user has not finished. */
export async function unfinishedHighPriority(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(estateChecklistItems)
    .where(
      and(
        eq(estateChecklistItems.userId, userId),
        eq(estateChecklistItems.priority, 1),
        eq(estateChecklistItems.isCompleted, false),
      ),
    );
  return Number(row?.n ?? 0);
}
