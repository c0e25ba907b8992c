import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { dayIn } from '../../domain/calendar-day';
import {
  bankAccountsKind,
  businessInterestsKind,
  debtsLiabilitiesKind,
  investmentAccountsKind,
  realEstateKind,
  type RecordKind,
} from '../../domain/records';
import type { NetWorthSnapshot } from '../../domain/net-worth';
import type { Database } from '../db/client';
import { netWorthSnapshots, reminderPreferences, users } from '../db/schema';
import { tableOf } from '../records/record-table';
import { typedMortgagesSql } from './net-worth-sql';
import { storedZonesQuery } from '../reminders/due-users';

/**
 * The record kinds (and their amount columns) net worth is made of, as the wealth summary sums
 * them (src/server/insights/dashboard-summary.ts). A write to any of them changes the snapshot.
 */
export const NET_WORTH_SOURCES = {
  bank: [bankAccountsKind, 'currentBalance'],
  investments: [investmentAccountsKind, 'currentValue'],
  // A property's Mortgage Balance moves the debts too (typedMortgagesSql): real estate writes
  // refresh the snapshot already.
  realEstate: [realEstateKind, 'currentValue'],
  businessInterests: [businessInterestsKind, 'estimatedValue'],
  debts: [debtsLiabilitiesKind, 'currentBalance'],
} as const satisfies Record<string, readonly [RecordKind, string]>;

/**
 * A user's day, as snapshots are dated: the calendar day in the time zone of their reminder
 * preferences (which the signed-in browser reports), else in UTC.
 */
export function netWorthDay(now: Date, timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      return dayIn(now, timeZone);
    } catch {
      // A zone this runtime does not know: fall back to UTC rather than fail the write.
    }
  }
  return now.toISOString().slice(0, 10);
}

/** The user's reminder time zone, or null. */
export async function userTimeZone(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: reminderPreferences.timeZone })
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, userId));
  return row?.timeZone ?? null;
}

/** The SQL sum of one source for the user in `userId` (a column or a parameter), 0 if none. */
function sourceSum(kind: RecordKind, column: string, userId: SQL): SQL {
  const t = tableOf(kind);
  return sql`(select coalesce(sum(${t[column]}), 0) from ${t} where ${t.userId} = ${userId})`;
}

/**
 * INSERT … SELECT of one snapshot row per user `fromUsers` selects (aliased `u`), summed in SQL
 * over plain columns: nothing is decrypted, so the scheduler can run it without a session.
 */
function snapshotInsert(day: string, fromUsers: SQL, onConflict: SQL): SQL {
  const userId = sql`u.id`;
  const sums = Object.values(NET_WORTH_SOURCES).map(([kind, column]) =>
    sourceSum(kind, column, userId),
  );
  const [bank, investments, realEstate, business, recorded] = sums;
  // Debts by the one rule (src/domain/figures): the records, and each property's typed
  // mortgage not among them. Rows written so are marked: older rows keep the old rule.
  const debts = sql`${recorded} + ${typedMortgagesSql(userId)}`;
  return sql`insert into ${netWorthSnapshots}
      (user_id, day, bank, investments, real_estate, business_interests, debts, net_worth,
        mortgages_counted, updated_at)
    select s.id, ${day}::date, s.bank, s.investments, s.real_estate, s.business_interests, s.debts,
      s.bank + s.investments + s.real_estate + s.business_interests - s.debts, true, now()
    from (select u.id, ${bank} as bank, ${investments} as investments,
        ${realEstate} as real_estate, ${business} as business_interests, ${debts} as debts
      from ${fromUsers}) s
    ${onConflict}`;
}

/**
 * Writes the user's snapshot of today as their records now stand: inserted at the day's first
 * change, replaced by later ones (so the day's point is its last state). Two small statements.
 */
export async function refreshSnapshot(db: Database, userId: string, now = new Date()) {
  const day = netWorthDay(now, await userTimeZone(db, userId));
  await db.execute(
    snapshotInsert(
      day,
      sql`${users} u where u.id = ${userId}`,
      sql`on conflict (user_id, day) do update set bank = excluded.bank,
        investments = excluded.investments, real_estate = excluded.real_estate,
        business_interests = excluded.business_interests, debts = excluded.debts,
        net_worth = excluded.net_worth, mortgages_counted = excluded.mortgages_counted,
        updated_at = excluded.updated_at`,
    ),
  );
  return day;
}

/** Users per statement of the daily job: memory and each statement's length stay bounded. */
export const SNAPSHOT_BATCH = 1_000;

/**
 * The daily job's work: a snapshot of today for every user without one (no change today), each
 * dated in their own zone. Per distinct day, pages of SNAPSHOT_BATCH users who have no row for
 * it yet (an index probe each), then one insert for the page: an hourly run after the day's
 * first computes no sums at all, and none is ever over every user at once (issue 33).
 * Answers how many rows it wrote.
 */
export async function fillMissingSnapshots(
  db: Database,
  now = new Date(),
  batch = SNAPSHOT_BATCH,
): Promise<number> {
  // The zones chosen, skipped through their index (due-users.ts), and "none chosen".
  const stored = (await db.execute(storedZonesQuery)) as unknown as { rows: { zone: string }[] };
  const zones: (string | null)[] = [null, ...stored.rows.map((r) => r.zone)];
  // Group zones by the day they give, so UTC and zones on the same date share a statement.
  const byDay = new Map<string, (string | null)[]>();
  for (const timeZone of zones) {
    const day = netWorthDay(now, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), timeZone]);
  }
  let written = 0;
  for (const [day, dayZones] of byDay) {
    const named = dayZones.filter((z): z is string => z !== null);
    const zoneIs = sql.join(
      [
        ...(dayZones.includes(null) ? [sql`p.time_zone is null`] : []),
        ...(named.length
          ? [
              sql`p.time_zone in (${sql.join(
                named.map((z) => sql`${z}`),
                sql`, `,
              )})`,
            ]
          : []),
      ],
      sql` or `,
    );
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const page = (await db.execute(
        sql`select u.id from ${users} u left join ${reminderPreferences} p on p.user_id = u.id
          where u.id > ${after}::uuid and (${zoneIs}) and not exists (select 1
            from ${netWorthSnapshots} s where s.user_id = u.id and s.day = ${day}::date)
          order by u.id limit ${batch}`,
      )) as unknown as { rows: { id: string }[] };
      const ids = page.rows.map((r) => r.id);
      if (ids.length === 0) break;
      const result = await db.execute(
        snapshotInsert(
          day,
          sql`${users} u where u.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
          sql`on conflict (user_id, day) do nothing`,
        ),
      );
      written += affectedRows(result);
      if (ids.length < batch) break;
      after = ids[ids.length - 1];
    }
  }
  return written;
}

/** Rows an INSERT wrote, from either driver's result. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

const snapshotColumns = {
  day: netWorthSnapshots.day,
  bank: netWorthSnapshots.bank,
  investments: netWorthSnapshots.investments,
  realEstate: netWorthSnapshots.realEstate,
  businessInterests: netWorthSnapshots.businessInterests,
  debts: netWorthSnapshots.debts,
  netWorth: netWorthSnapshots.netWorth,
};

/**
 * The first of `days` written under the one rule when a point before it was not: the day the
 * history marks (past snapshots are never rewritten). Null when all share one rule.
 */
export async function ruleChangedOn(
  db: Database,
  userId: string,
  days: readonly string[],
): Promise<string | null> {
  if (days.length < 2) return null;
  const rows = await db
    .select({ day: netWorthSnapshots.day, counted: netWorthSnapshots.mortgagesCounted })
    .from(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.userId, userId), gte(netWorthSnapshots.day, days[0])))
    .orderBy(asc(netWorthSnapshots.day));
  const first = rows.findIndex((r) => r.counted);
  return first > 0 ? rows[first].day : null;
}

/** The user's snapshots from `fromDay` on (all when null), oldest first. */
export async function loadSnapshots(
  db: Database,
  userId: string,
  fromDay: string | null = null,
): Promise<NetWorthSnapshot[]> {
  return db
    .select(snapshotColumns)
    .from(netWorthSnapshots)
    .where(
      and(
        eq(netWorthSnapshots.userId, userId),
        fromDay ? gte(netWorthSnapshots.day, fromDay) : undefined,
      ),
    )
    .orderBy(asc(netWorthSnapshots.day));
}
