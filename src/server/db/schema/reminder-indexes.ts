import { sql } from 'drizzle-orm';
import { index, type AnyPgColumn, type IndexBuilder } from 'drizzle-orm/pg-core';
import { REMINDER_SOURCES } from '../../../domain/reminder-sources';

/**
 * The indexes the reminder sweep finds due items through (reminders/due-users.ts, issue 33):
 * a one-off date by its value, a yearly one (birthdays, recurring important dates) by its month
 * and day, so a sweep reads only the items whose reminders fall in the next days, never every
 * family's rows. The month-day expression is the one due-users.ts queries, letter for letter.
 */
export function reminderIndexes(
  kindKey: string,
  table: string,
  columns: Record<string, AnyPgColumn>,
  columnName: (field: string) => string,
): IndexBuilder[] {
  const built: IndexBuilder[] = [];
  for (const source of REMINDER_SOURCES) {
    if (source.recordKind !== kindKey) continue;
    const column = columnName(source.field);
    const monthDay = sql.raw(
      `((extract(month from "${column}") * 100 + extract(day from "${column}"))::int)`,
    );
    if (source.yearly !== true)
      built.push(index(`${table}_${column}_idx`).on(columns[source.field]));
    if (source.yearly === true) built.push(index(`${table}_${column}_month_day_idx`).on(monthDay));
    else if (source.yearly === 'isRecurring')
      built.push(
        index(`${table}_${column}_month_day_idx`)
          .on(monthDay)
          .where(sql`"is_recurring"`),
      );
  }
  // The widest "Remind Me" days in use bound the sweep's window: read from this index's end.
  if (kindKey === 'important-dates')
    built.push(index(`${table}_reminder_days_idx`).on(columns.reminderDays));
  return built;
}
