import { asc, eq } from 'drizzle-orm';
import {
  isSealedUntilRelease,
  RECORD_KINDS,
  type RecordJson,
  type RecordKind,
  type RecordKindKey,
} from '../../domain/records';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { openFor, presentRecord } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';

/** All of one user's records, opened, by kind; each list oldest first (the order they were added). */
export type UserRecords = Record<RecordKindKey, RecordJson[]>;

/**
 * Reads and decrypts every record a user owns through the same codec the record routes use, so
 * a report shows exactly what the screens show. A row that will not open is kept as locked.
 */
export async function loadUserRecords(
  ctx: AppContext,
  userId: string,
  /**
   * The areas a trusted person may see (null: all); the others come back empty, and so does
   * Letters & Wishes always (sealed until release: reports print only the wishes' headline,
   * read for the reader in executor-plan/final-wishes.ts).
   */
  areas: readonly string[] | null = null,
): Promise<UserRecords> {
  await ctx.keys.dataKeyFor(userId);
  const lists = await Promise.all(
    RECORD_KINDS.map((kind) =>
      !isSealedUntilRelease(kind) && (areas === null || areas.includes(kind.key))
        ? loadKind(ctx, kind, userId)
        : [],
    ),
  );
  return Object.fromEntries(RECORD_KINDS.map((kind, i) => [kind.key, lists[i]])) as UserRecords;
}

async function loadKind(ctx: AppContext, kind: RecordKind, userId: string): Promise<RecordJson[]> {
  const table = tableOf(kind);
  const rows = (await ctx.db
    .select()
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt))) as RecordRow[];
  return Promise.all(
    rows.map(async (row) => {
      try {
        return presentRecord(kind, row, await openFor(ctx.keys, kind, row));
      } catch (err) {
        if (!(err instanceof DecryptionError)) throw err;
        return { ...presentRecord(kind, row, {}), locked: true };
      }
    }),
  );
}

/** Family members' names by id, for records that point at a family member. */
export function familyNames(records: UserRecords): ReadonlyMap<string, string> {
  return new Map(
    records['family-members'].map((m) => [
      m.id,
      typeof m.name === 'string' ? m.name : 'Locked record',
    ]),
  );
}

/**
 * Names of the records others point at, by id: family members and professional contacts (a
 * medical record's family member; who a will names and the attorney holding a copy).
 */
export function referenceNames(records: UserRecords): ReadonlyMap<string, string> {
  const contacts = records['professional-contacts'].map(
    (c) => [c.id, typeof c.name === 'string' ? c.name : 'Locked record'] as const,
  );
  return new Map([...familyNames(records), ...contacts]);
}
