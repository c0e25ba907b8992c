import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { openRow, sealBytes, sealRow, openBytes } from '../crypto/row-sealer';

const TABLE = 'stored_files';
const identity = (id: string, userId: string) => ({ table: TABLE, rowId: id, userId });

/** A stored file's facts, with its original name decrypted. */
export interface StoredFileInfo {
  id: string;
  userId: string;
  documentId: string | null;
  size: number;
  mimeType: string;
  fileName: string;
}

/** Encrypts and stores an upload; the row comes first so a crash never leaves untracked bytes. */
export async function storeFile(
  ctx: AppContext,
  userId: string,
  file: { name: string; mimeType: string; bytes: Buffer },
) {
  const id = crypto.randomUUID();
  const sealed = await sealRow(ctx.keys, identity(id, userId), { fileName: file.name });
  await ctx.db
    .insert(storedFiles)
    .values({ id, userId, size: file.bytes.length, mimeType: file.mimeType, sealed });
  try {
    await ctx.files.put(id, await sealBytes(ctx.keys, identity(id, userId), file.bytes));
  } catch (err) {
    await ctx.db.delete(storedFiles).where(eq(storedFiles.id, id));
    throw err;
  }
  return id;
}

/** The user's own stored file, or undefined (another user's file is not found). */
export async function findOwnFile(
  ctx: AppContext,
  db: Database,
  id: string,
  userId: string,
): Promise<StoredFileInfo | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId)));
  if (!row) return undefined;
  const opened = await openRow(ctx.keys, identity(row.id, row.userId), row.sealed);
  return {
    id: row.id,
    userId: row.userId,
    documentId: row.documentId,
    size: row.size,
    mimeType: row.mimeType,
    fileName: opened.fileName ?? 'file',
  };
}

/** The decrypted bytes of a stored file. */
export async function readFileBytes(ctx: AppContext, file: StoredFileInfo): Promise<Buffer> {
  return openBytes(ctx.keys, identity(file.id, file.userId), await ctx.files.get(file.id));
}

/** Deletes stored files' rows (in the caller's transaction); returns the ids whose bytes to purge after commit. */
export async function deleteFileRows(db: Database, ids: string[]): Promise<string[]> {
  for (const id of ids) await db.delete(storedFiles).where(eq(storedFiles.id, id));
  return ids;
}

/**
 * Removes what no document needs: uploads never attached within `olderThanMs` (rows and bytes),
 * and bytes whose row is gone (its user was deleted: rows cascade, bytes must follow).
 */
export async function cleanUpOrphanFiles(ctx: AppContext, olderThanMs: number): Promise<number> {
  const removed = await ctx.db
    .delete(storedFiles)
    .where(
      and(
        isNull(storedFiles.documentId),
        lt(storedFiles.createdAt, new Date(Date.now() - olderThanMs)),
      ),
    )
    .returning({ id: storedFiles.id });
  for (const { id } of removed) await ctx.files.delete(id);
  const known = new Set(
    (await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).map((r) => r.id),
  );
  let unreferenced = 0;
  for (const id of await ctx.files.list()) {
    if (known.has(id)) continue;
    // Re-check one by one: an upload may have landed since the list was read.
    const [still] = await ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    if (!still) {
      await ctx.files.delete(id);
      unreferenced += 1;
    }
  }
  return removed.length + unreferenced;
}
