import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { countingTimeZone } from '../../domain/calendar-day';
import { addDays, daysBetween, localClock } from '../../domain/reminder-dates';
import { CHECKLIST_SOURCE_ID, REMINDER_SOURCES } from '../../domain/reminder-sources';
import { DEFAULT_REMINDER_PREFERENCES, REMINDER_HOUR } from '../../domain/reminders';
import type { Database } from '../db/client';
import { recordTables } from '../db/schema';

/**
 * The users the reminder sweep has something to do for at `now` (issue 33), found in SQL so a
 * sweep over 100,000 families opens only them: a dated item whose reminder is due today in the
 * user's zone (past 8:00 there) and not yet recorded, a checklist nudge or weekly digest not yet
 * sent, or today's reminders not yet mailed. Each record table is read through an index on its
 * date (yearly dates: on their month and day), over the window reminders can fall in. The
 * sweep still decides each user's reminders itself (reminder-sweep.ts); this only narrows who.
 */

const DEFAULTS = DEFAULT_REMINDER_PREFERENCES;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A date's month and day as one number (e.g. 1231): the expression the yearly indexes hold. */
export const monthDay = (column: string) =>
  `((extract(month from ${column}) * 100 + extract(day from ${column}))::int)`;

/**
 * Where month-day of `column` falls between two days: one range, or two across a year's end
 * (each its own branch, so each is one range of the index).
 */
function monthDayWithin(column: string, from: string, to: string): string[] {
  // One day more: a Feb 29 date falls on Feb 28 in a common year.
  const end = addDays(to, 1);
  if (daysBetween(from, end) >= 365) return ['true'];
  const md = (d: string) => Number(d.slice(5, 7)) * 100 + Number(d.slice(8, 10));
  const expr = monthDay(column);
  return from.slice(0, 4) === end.slice(0, 4)
    ? [`${expr} between ${md(from)} and ${md(end)}`]
    : [`${expr} between ${md(from)} and 1231`, `${expr} between 101 and ${md(end)}`];
}

/**
 * The time zones users chose, read by skipping through the index on time_zone (one probe per
 * distinct zone, not one row per user); '' stands for "no zone chosen".
 */
export const storedZonesQuery = sql`with recursive z(zone) as (
    select min(time_zone) from reminder_preferences
    union all
    select (select min(time_zone) from reminder_preferences where time_zone > z.zone)
    from z where z.zone is not null)
  select zone from z where zone is not null`;

/** The zones where it is past 8:00 at `now`, with their day. */
async function zonesPastEight(db: Database, now: Date) {
  const stored = rows<{ zone: string }>(await db.execute(storedZonesQuery));
  const zones: Array<{ zone: string; today: string }> = [];
  for (const zone of ['', ...stored.map((s) => s.zone)]) {
    const clock = localClock(now, countingTimeZone(zone || null));
    if (clock.hour >= REMINDER_HOUR) zones.push({ zone, today: clock.date });
  }
  return zones;
}

/** The widest "days before" in use, each read from the end of an index. */
export const widestQuery = sql`select
    (select max(reminder_widest_offset(expiry_offsets)) from reminder_preferences) as expiry,
    (select max(reminder_days) from important_dates) as dates`;

async function widestOffsets(db: Database) {
  const [row] = rows<{ expiry: number | null; dates: number | null }>(
    await db.execute(widestQuery),
  );
  const clamp = (n: number) => Math.min(365, Math.max(0, n));
  return {
    expiry: clamp(Math.max(...DEFAULTS.expiryOffsets, Number(row?.expiry ?? 0))),
    dates: clamp(Math.max(7, Number(row?.dates ?? 0))),
  };
}

const userOf = (alias: string) => `join users u on u.id = ${alias}.user_id and u.is_active
  left join reminder_preferences p on p.user_id = ${alias}.user_id
  join z on z.zone = coalesce(p.time_zone, '')`;

/** One reminder source's users with an item due today and not yet reminded. */
function sourceBranches(
  source: (typeof REMINDER_SOURCES)[number],
  window: { from: string; to: string },
  recurring: boolean | null,
): string[] {
  const table = recordTables[source.recordKind] as unknown as PgTable & Record<string, PgColumn>;
  const name = getTableConfig(table).name;
  const column = `s.${table[source.field].name}`;
  const kindOn = `coalesce(p.${source.kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}, ${DEFAULTS.kinds[source.kind]})`;
  const yearly = recurring ?? source.yearly === true;
  // The offset due today (dueReminder in domain/reminder-dates.ts), null when none is.
  const offset =
    source.recordKind === 'important-dates'
      ? `case when o.d = 0 then 0 when o.d <= least(365, greatest(0, coalesce(s.reminder_days, 7)))
          then least(365, greatest(0, coalesce(s.reminder_days, 7))) end`
      : source.kind === 'familyDates'
        ? `case when o.d = 0 then 0 end`
        : `(select min(x) from unnest(coalesce(p.expiry_offsets, '{${DEFAULTS.expiryOffsets.join(',')}}'::int[])) x where x >= o.d)`;
  const ranges = yearly
    ? monthDayWithin(column, window.from, window.to)
    : [`${column} between '${window.from}' and '${window.to}'`];
  const conditions = [
    kindOn,
    ...(recurring === null ? [] : [recurring ? 's.is_recurring' : 's.is_recurring is not true']),
    ...(source.recordKind === 'insurance-policies' ? ['s.is_active'] : []),
  ];
  return ranges.map(
    (range) => `select s.user_id from ${name} s ${userOf('s')}
  cross join lateral (select reminder_next_occurrence(${column}, ${yearly}, z.today) as occ) n
  cross join lateral (select n.occ - z.today as d) o
  cross join lateral (select ${offset} as due) w
  where ${range} and ${conditions.join(' and ')} and w.due is not null
    and not exists (select 1 from reminder_sends r where r.user_id = s.user_id
      and r.source = '${source.id}' and r.record_id = s.id::text and r.occurrence = n.occ
      and r.offset_days = w.due)`,
  );
}

/** Up to `limit` users with reminders to send at `now`, in id order after `after`. */
export async function dueUserIds(
  db: Database,
  now: Date,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const zones = await zonesPastEight(db, now);
  if (zones.length === 0) return [];
  const query = dueUsersQuery(zones, await widestOffsets(db), after, limit);
  return rows<{ id: string }>(await db.execute(query)).map((r) => r.id);
}

/** The query itself (family-indexes.test.ts reads its plan). */
export function dueUsersQuery(
  zones: Array<{ zone: string; today: string }>,
  widest: { expiry: number; dates: number },
  after: string | null,
  limit: number,
): SQL {
  const days = zones.map((z) => z.today).sort();
  const [first, last] = [days[0], days[days.length - 1]];
  const branches: string[] = [];
  for (const source of REMINDER_SOURCES) {
    const span =
      source.recordKind === 'important-dates'
        ? widest.dates
        : source.kind === 'familyDates'
          ? 0
          : widest.expiry;
    const window = { from: first, to: addDays(last, span) };
    if (source.recordKind === 'important-dates')
      branches.push(
        ...sourceBranches(source, window, true),
        ...sourceBranches(source, window, false),
      );
    else branches.push(...sourceBranches(source, window, null));
  }
  const checklist = `select p.user_id from reminder_preferences p join users u on u.id = p.user_id
    and u.is_active join z on z.zone = coalesce(p.time_zone, '')
    where p.checklist and exists (select 1 from estate_checklist_items c
      where c.user_id = p.user_id and c.priority = 1 and c.is_completed = false)
    and not exists (select 1 from reminder_sends r where r.user_id = p.user_id
      and r.source = '${CHECKLIST_SOURCE_ID}' and r.record_id = ''
      and r.occurrence = date_trunc('month', z.today)::date and r.offset_days = 0)`;
  const digest = `select p.user_id from reminder_preferences p join users u on u.id = p.user_id
    and u.is_active join z on z.zone = coalesce(p.time_zone, '')
    where p.weekly_digest and not exists (select 1 from reminder_emails e
      where e.user_id = p.user_id and e.kind = 'weekly'
      and e.period = date_trunc('week', z.today)::date)`;
  const unmailed = `select r.user_id from reminder_sends r ${userOf('r')}
    where r.mailed_at is null and r.local_date between '${first}' and '${last}'
    and r.local_date = z.today and coalesce(p.email, ${DEFAULTS.email})`;
  return sql`with z(zone, today) as (select * from unnest(
      ${`{${zones.map((z) => `"${z.zone.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[],
      ${`{${zones.map((z) => z.today).join(',')}}`}::date[]))
    -- Materialized: the page's "after" must not be pushed into each branch, where it would
    -- make every family's rows after it look like a lookup by user_id (the date is the lookup).
    , due as materialized (${sql.raw([...branches, checklist, digest, unmailed].join('\nunion all\n'))})
    select distinct user_id::text as id from due
    where user_id > ${after ?? '00000000-0000-0000-0000-000000000000'}::uuid
    order by 1 limit ${limit}`;
}
