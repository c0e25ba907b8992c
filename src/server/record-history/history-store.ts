import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { changedFieldNames, KEEP_VERSIONS, KEEP_VERSIONS_MS } from '../../domain/record-history';
import { isSealed, isSealedUntilRelease, type RecordKind } from '../../domain/records';
import type { KeyRing } from '../crypto/key-ring';
import { openRow, sealRow, type SealedValues } from '../crypto/row-sealer';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { recordVersions } from '../db/schema';
import type { RecordRow } from '../records/record-table';

/** A stored version as Drizzle returns it. */
export type VersionRow = typeof recordVersions.$inferSelect;

/** The table name bound into every version's ciphertext (never a record table's name). */
export const VERSIONS_TABLE = 'record_versions';

/** The columns every record table has; the rest of a row is its plain fields. */
const COMMON = new Set(['id', 'userId', 'sealed', 'createdAt', 'updatedAt']);

/** A version's identity: its own id, so its ciphertext opens only as this version. */
export const versionIdentity = (v: { id: string; userId: string }) => ({
  table: VERSIONS_TABLE,
  rowId: v.id,
  userId: v.userId,
});

/** A record's state: its fields by name, plain and opened together. */
export function stateOf(
  kind: RecordKind,
  plain: Record<string, unknown>,
  opened: SealedValues,
): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(kind.fields))
    state[name] = (isSealed(field) ? opened[name] : plain[name]) ?? null;
  return state;
}

/** The plain columns of a record row (its fields that are not sealed, as stored). */
export function plainOf(row: RecordRow): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) if (!COMMON.has(name)) plain[name] = value;
  return plain;
}

/** Opens a version's text values (under the record's key, bound to the version). */
export function openVersion(keys: KeyRing, version: VersionRow): Promise<SealedValues> {
  return openRow(keys, versionIdentity(version), version.sealed);
}

/**
 * Keeps the state a change is about to replace: the row's plain columns, and its opened text
 * values sealed again under the same key (a letter's under the after key) but bound to the new
 * version's own id. Keeps nothing when no field changes. Then prunes the record's history to
 * the last 20 versions. Answers the version's id, or null.
 */
export async function keepVersion(
  tx: Database,
  keys: KeyRing,
  change: {
    kind: RecordKind;
    before: RecordRow;
    beforeOpened: SealedValues;
    after: Record<string, unknown>;
    changedBy: string;
  },
): Promise<string | null> {
  const { kind, before, beforeOpened } = change;
  const beforeState = stateOf(kind, before, beforeOpened);
  const changedFields = changedFieldNames(kind, beforeState, change.after);
  if (changedFields.length === 0) return null;
  const id = crypto.randomUUID();
  const sealed = await sealRow(keys, versionIdentity({ id, userId: before.userId }), beforeOpened, {
    after: isSealedUntilRelease(kind),
  });
  await tx.insert(recordVersions).values({
    id,
    recordId: before.id,
    userId: before.userId,
    kind: kind.key,
    plain: plainOf(before),
    sealed,
    changedFields,
    changedBy: change.changedBy,
  });
  await pruneRecord(tx, before.userId, before.id);
  return id;
}

/** Deletes a record's versions past the last KEEP_VERSIONS (newest kept) or over a year old. */
async function pruneRecord(tx: Database, userId: string, recordId: string): Promise<void> {
  const ofRecord = and(eq(recordVersions.userId, userId), eq(recordVersions.recordId, recordId));
  await tx
    .delete(recordVersions)
    .where(and(ofRecord, lt(recordVersions.changedAt, new Date(Date.now() - KEEP_VERSIONS_MS))));
  const older = await tx
    .select({ id: recordVersions.id })
    .from(recordVersions)
    .where(ofRecord)
    .orderBy(desc(recordVersions.changedAt), desc(recordVersions.id))
    .offset(KEEP_VERSIONS);
  if (older.length)
    await tx.delete(recordVersions).where(
      inArray(
        recordVersions.id,
        older.map((v) => v.id),
      ),
    );
}

/** A record's versions, newest first. */
export function versionsOf(db: Database, userId: string, recordId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.userId, userId), eq(recordVersions.recordId, recordId)))
    .orderBy(desc(recordVersions.changedAt), desc(recordVersions.id));
}

/** One of a record's versions, or undefined. */
export async function versionOf(
  db: Database,
  userId: string,
  recordId: string,
  versionId: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(recordVersions)
    .where(
      and(
        eq(recordVersions.id, versionId),
        eq(recordVersions.userId, userId),
        eq(recordVersions.recordId, recordId),
      ),
    );
  return row;
}

/** Deletes the history of records deleted forever (Delete forever, Empty, the daily purge). */
export async function forgetHistory(tx: Database, recordIds: string[]): Promise<void> {
  if (recordIds.length === 0) return;
  await tx.delete(recordVersions).where(inArray(recordVersions.recordId, recordIds));
}

/** Versions removed per statement by the daily purge. */
const PURGE_BATCH = 500;

/** Removes every version kept before `cutoff` (a year ago), a batch at a time. */
export async function purgeOldVersions(
  ctx: Pick<AppContext, 'db'>,
  cutoff: Date,
  batchSize = PURGE_BATCH,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: recordVersions.id })
      .from(recordVersions)
      .where(lt(recordVersions.changedAt, cutoff))
      .limit(batchSize);
    if (batch.length === 0) break;
    await ctx.db.delete(recordVersions).where(
      inArray(
        recordVersions.id,
        batch.map((v) => v.id),
      ),
    );
    removed += batch.length;
    if (batch.length < batchSize) break;
  }
  return removed;
}
