import { readDate } from '../../../domain/imports/cell-values';
import type { NetWorthSnapshot } from '../../../domain/net-worth';
import type { Database } from '../../db/client';
import { netWorthSnapshots } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** Rows per INSERT statement (9 columns x 500 rows stays far below PostgreSQL's limit). */
const BATCH = 500;

/** What numeric(16, 2) holds: at most 14 digits before the point and 2 after. */
const AMOUNT = /^-?\d{1,14}(\.\d{1,2})?$/;

const AMOUNT_FIELDS = [
  'bank',
  'investments',
  'realEstate',
  'businessInterests',
  'debts',
  'netWorth',
] as const;

/**
 * records.json's net worth history, checked beyond its schema (which only asks for strings):
 * every day a real calendar day and every amount one the column holds, so a hand-edited file is
 * refused here with a 400 naming the place, not by the database in the middle of the import.
 */
export function checkedSnapshots(snapshots: readonly NetWorthSnapshot[]): NetWorthSnapshot[] {
  snapshots.forEach((s, i) => {
    const where = `records.json cannot be imported: netWorthSnapshots.${i}`;
    if (readDate(s.day) !== s.day)
      throw new HttpError(400, `${where}.day: '${s.day}' is not a day (YYYY-MM-DD)`);
    for (const field of AMOUNT_FIELDS)
      if (!AMOUNT.test(s[field]))
        throw new HttpError(400, `${where}.${field}: '${s[field]}' is not an amount like 1234.50`);
  });
  return [...snapshots];
}

/**
 * Inserts the user's imported history in the import's transaction. A day the user already has
 * keeps its own snapshot (`on conflict (user_id, day) do nothing`): the account's own record
 * of that day wins over the file's. Answers how many days were added.
 */
export async function insertSnapshots(
  tx: Database,
  userId: string,
  snapshots: readonly NetWorthSnapshot[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < snapshots.length; i += BATCH) {
    const rows = snapshots.slice(i, i + BATCH).map((s) => ({ ...s, userId }));
    const inserted = await tx
      .insert(netWorthSnapshots)
      .values(rows)
      .onConflictDoNothing({ target: [netWorthSnapshots.userId, netWorthSnapshots.day] })
      .returning({ day: netWorthSnapshots.day });
    added += inserted.length;
  }
  return added;
}
