import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { RECORD_KINDS, recordKindByKey, type RecordKind } from '../../domain/records';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { storedFiles, trashedRecords, type TrashedLink } from '../db/schema';
import { deleteFileRows } from '../documents/stored-files';
import { tableOf, type RecordRow } from '../records/record-table';
import { forgetHistory } from '../record-history/history-store';

/** A Recently deleted row as Drizzle returns it. */
export type TrashedRow = typeof trashedRecords.$inferSelect;

/** The columns every record table has; the rest of a row is its plain fields. */
const COMMON = new Set(['id', 'userId', 'sealed', 'createdAt', 'updatedAt']);

/**
 * The stored file a kind's record holds: its reference to stored files (a document's or a
 * letter's `filePath`, a family member's `photoFileId`). A kind holds one at most.
 */
function fileIdOf(kind: RecordKind, row: Record<string, unknown>): string | null {
  for (const [name, field] of Object.entries(kind.fields))
    if (field.type === 'reference' && field.kind === 'stored-files')
      return (row[name] as string | null | undefined) ?? null;
  return null;
}

/** The reference fields of every kind that may name a record of `kind`. */
function referrersOf(kind: RecordKind): Array<{ kind: RecordKind; field: string }> {
  const out: Array<{ kind: RecordKind; field: string }> = [];
  for (const other of RECORD_KINDS)
    for (const [name, field] of Object.entries(other.fields))
      if (field.type === 'reference' && field.kind === kind.key)
        out.push({ kind: other, field: name });
  return out;
}

/**
 * The owner's live records that name this one (a document naming a family member, medical
 * information naming whose it is). Read before the delete: the foreign keys then clear them
 * (ON DELETE SET NULL), exactly as if the record were gone, and a restore sets them back.
 */
export async function referencesTo(
  tx: Database,
  kind: RecordKind,
  recordId: string,
  ownerId: string,
): Promise<TrashedLink[]> {
  const links: TrashedLink[] = [];
  for (const { kind: other, field } of referrersOf(kind)) {
    const table = tableOf(other);
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, ownerId), eq(table[field]!, recordId)));
    for (const row of rows as Array<{ id: string }>)
      links.push({ kind: other.key, recordId: row.id, field });
  }
  return links;
}

/**
 * Keeps a deleted row in Recently deleted as it was: plain columns as JSON, the ciphertext
 * untouched (bound to its table, id and owner: it opens only as that record, docs/decisions/029),
 * its stored file kept in place.
 */
export async function putInTrash(
  tx: Database,
  kind: RecordKind,
  row: RecordRow,
  links: TrashedLink[],
  deletedBy: string,
): Promise<void> {
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) if (!COMMON.has(name)) plain[name] = value;
  await tx.insert(trashedRecords).values({
    recordId: row.id,
    userId: row.userId,
    kind: kind.key,
    plain,
    sealed: row.sealed,
    links,
    fileId: fileIdOf(kind, row),
    deletedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

/** The row a trashed item was, as its table holds rows (for opening and presenting it). */
export function rowOf(item: TrashedRow): RecordRow {
  return {
    ...item.plain,
    id: item.recordId,
    userId: item.userId,
    sealed: item.sealed,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** An owner's trashed item, or undefined. */
export async function trashedItem(
  db: Database,
  ownerId: string,
  recordId: string,
): Promise<TrashedRow | undefined> {
  const [item] = await db
    .select()
    .from(trashedRecords)
    .where(and(eq(trashedRecords.recordId, recordId), eq(trashedRecords.userId, ownerId)));
  return item;
}

/** True when the owner has a live record of `kind` with this id. */
async function isLive(tx: Database, kind: RecordKind, id: string, ownerId: string) {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, ownerId)));
  return Boolean(row);
}

/** Remembers on a trashed item that a record will want it back when it is restored. */
async function addLink(tx: Database, target: TrashedRow, link: TrashedLink) {
  await tx
    .update(trashedRecords)
    .set({ links: [...target.links, link] })
    .where(eq(trashedRecords.recordId, target.recordId));
}

/**
 * Puts a trashed item back in its table under its own id, with its ciphertext as it was (it
 * still opens: same table, id and owner), and sets back the references that named it. A
 * reference of its own whose record is gone comes back empty (its label is answered); one whose
 * record is itself in Recently deleted is remembered there, so restoring that one links them again.
 */
export async function restoreItem(tx: Database, item: TrashedRow): Promise<string[]> {
  const kind = recordKindByKey(item.kind)!;
  const plain = { ...item.plain };
  const emptied: string[] = [];
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = plain[name] as string | null | undefined;
    if (field.type !== 'reference' || !value) continue;
    const target = recordKindByKey(field.kind);
    if (target ? await isLive(tx, target, value, item.userId) : await hasFile(tx, value)) continue;
    plain[name] = null;
    emptied.push(field.label);
    const waiting = target ? await trashedItem(tx, item.userId, value) : undefined;
    if (waiting)
      await addLink(tx, waiting, { kind: kind.key, recordId: item.recordId, field: name });
  }
  await tx.insert(tableOf(kind)).values({
    ...plain,
    id: item.recordId,
    userId: item.userId,
    sealed: item.sealed,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  });
  for (const link of item.links) await relink(tx, item, link);
  await tx.delete(trashedRecords).where(eq(trashedRecords.recordId, item.recordId));
  return emptied;
}

async function hasFile(tx: Database, fileId: string) {
  const [row] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return Boolean(row);
}

/** Sets a reference back on the record that named the restored one (live or itself trashed). */
async function relink(tx: Database, item: TrashedRow, link: TrashedLink) {
  const kind = recordKindByKey(link.kind);
  if (!kind) return;
  const table = tableOf(kind);
  const column = table[link.field];
  if (!column) return;
  // Only where it is still empty: a reference chosen since is the person's newer choice.
  const updated = await tx
    .update(table)
    .set({ [link.field]: item.recordId } as never)
    .where(and(eq(table.id, link.recordId), eq(table.userId, item.userId), isNull(column)))
    .returning({ id: table.id });
  if (updated.length) return;
  const waiting = await trashedItem(tx, item.userId, link.recordId);
  if (waiting && waiting.plain[link.field] == null)
    await tx
      .update(trashedRecords)
      .set({ plain: { ...waiting.plain, [link.field]: item.recordId } })
      .where(eq(trashedRecords.recordId, waiting.recordId));
}

/**
 * Deletes trashed items for good: their rows now, their stored files' rows with them, and the
 * files' bytes once the transaction has committed (`afterCommit`). Answers the file ids.
 */
export async function forgetItems(tx: Database, items: TrashedRow[]): Promise<string[]> {
  if (items.length === 0) return [];
  await tx.delete(trashedRecords).where(
    inArray(
      trashedRecords.recordId,
      items.map((i) => i.recordId),
    ),
  );
  // Deleted forever: its history goes with it (decision 033).
  await forgetHistory(
    tx,
    items.map((i) => i.recordId),
  );
  const files = items.map((i) => i.fileId).filter((id): id is string => Boolean(id));
  return deleteFileRows(tx, files);
}

/** Items removed per statement by the daily purge (as the stored-file sweep does). */
const PURGE_BATCH = 500;

/**
 * Removes every item deleted before `cutoff`, rows and stored files, a batch at a time: no
 * statement holds more than one batch, and memory is the same at any number of families.
 */
export async function purgeTrash(
  ctx: Pick<AppContext, 'db' | 'files'>,
  cutoff: Date,
  batchSize = PURGE_BATCH,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await ctx.db
      .select()
      .from(trashedRecords)
      .where(lt(trashedRecords.deletedAt, cutoff))
      .limit(batchSize);
    if (batch.length === 0) break;
    const files = await ctx.db.transaction((tx) => forgetItems(tx, batch));
    for (const id of files) await ctx.files.delete(id);
    removed += batch.length;
    if (batch.length < batchSize) break;
  }
  return removed;
}
