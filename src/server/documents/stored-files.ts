import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, exists, isNull, lt, not, notExists } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DataKey } from '../crypto/vault-keys';
import type { Database } from '../db/client';
import { storedFiles, users } from '../db/schema';
import { openRow, sealRow } from '../crypto/row-sealer';
import { openSealedStream, readAll, sealedFileKeyId, sealStream } from '../storage/sealed-file';

const TABLE = 'stored_files';
const identity = (id: string, userId: string) => ({ table: TABLE, rowId: id, userId });
/** The row identity the file's bytes are bound to (the same string the row's own seal uses). */
const bytesIdentity = (id: string, userId: string) => `${TABLE}:${id}:${userId}`;

/** A stored file's facts, with its original name decrypted. */
export interface StoredFileInfo {
  id: string;
  userId: string;
  documentId: string | null;
  size: number;
  mimeType: string;
  fileName: string;
}

/**
 * Seals and stores an upload as it streams in, never holding it whole; returns its id and size.
 * The row comes first, so a crash mid-upload leaves a row the orphan sweep removes with whatever
 * bytes were written; any failure (a refused or cut-off upload, the store) removes both at once.
 * When this resolves the bytes are stored and the row committed: only then is an upload answered.
 */
export async function storeFileStream(
  ctx: Pick<AppContext, 'db' | 'files' | 'keys'>,
  userId: string,
  file: { name: string; mimeType: string },
  plaintext: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<{ id: string; size: number }> {
  const id = randomUUID();
  const sealed = await sealRow(ctx.keys, identity(id, userId), { fileName: file.name });
  const dataKey = await ctx.keys.dataKeyFor(userId);
  await ctx.db.insert(storedFiles).values({ id, userId, size: 0, mimeType: file.mimeType, sealed });
  let size = 0;
  async function* counted() {
    for await (const chunk of plaintext) {
      size += chunk.length;
      yield chunk;
    }
  }
  try {
    await ctx.files.putStream(id, sealStream(counted(), dataKey, bytesIdentity(id, userId)));
    await ctx.db.update(storedFiles).set({ size }).where(eq(storedFiles.id, id));
  } catch (err) {
    await ctx.files.delete(id).catch(() => {}); // else the sweep removes it with the row
    await ctx.db.delete(storedFiles).where(eq(storedFiles.id, id));
    throw err;
  }
  return { id, size };
}

/** Removes a stored file's row and bytes now (an upload refused after it was stored). */
export async function cleanUpStoredFile(ctx: Pick<AppContext, 'db' | 'files'>, id: string) {
  await ctx.db.delete(storedFiles).where(eq(storedFiles.id, id));
  await ctx.files.delete(id).catch(() => {}); // else the sweep removes the bytes, their row gone
}

/** Encrypts and stores bytes already in memory (see storeFileStream). */
export async function storeFile(
  ctx: Pick<AppContext, 'db' | 'files' | 'keys'>,
  userId: string,
  file: { name: string; mimeType: string; bytes: Buffer },
) {
  return (await storeFileStream(ctx, userId, file, [file.bytes])).id;
}

/**
 * The user's own stored file, or undefined (another user's file is not found). A profile photo
 * is found only as one (`kind` 'photo'): documents can neither serve nor attach it.
 */
export async function findOwnFile(
  ctx: AppContext,
  db: Database,
  id: string,
  userId: string,
  kind: 'document' | 'photo' = 'document',
): Promise<StoredFileInfo | undefined> {
  const photo = exists(db.select().from(users).where(eq(users.profilePhotoId, storedFiles.id)));
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.userId, userId),
        kind === 'photo' ? photo : not(photo),
      ),
    );
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

/**
 * A stored file's plaintext as a stream (both sealed formats). Rejects before any byte when the
 * bytes are missing or the owner's vault is locked; a chunk that fails to open errors the stream.
 */
export async function openFileStream(
  ctx: Pick<AppContext, 'files' | 'keys'>,
  file: Pick<StoredFileInfo, 'id' | 'userId'>,
): Promise<Readable> {
  return openSealedStream(
    await ctx.files.getStream(file.id),
    (keyId) => ctx.keys.dataKeyById(file.userId, keyId),
    bytesIdentity(file.id, file.userId),
  );
}

/** The decrypted bytes of a stored file, whole (prefer openFileStream for large files). */
export async function readFileBytes(
  ctx: Pick<AppContext, 'files' | 'keys'>,
  file: Pick<StoredFileInfo, 'id' | 'userId'>,
): Promise<Buffer> {
  return readAll(await openFileStream(ctx, file));
}

/**
 * Re-seals one stored file from data key `from` to `to` (key rotation), streaming, in the
 * current format whatever its old one. A file sealed under another key, or whose bytes are
 * missing, is left alone (false), so an interrupted rotation can simply run again.
 */
export async function resealStoredFile(
  ctx: Pick<AppContext, 'files'>,
  file: { id: string; userId: string },
  from: DataKey,
  to: DataKey,
): Promise<boolean> {
  const head = await ctx.files.getStream(file.id).catch(() => null);
  if (!head || (await sealedFileKeyId(head)) !== from.id) return false;
  const where = bytesIdentity(file.id, file.userId);
  const plaintext = await openSealedStream(
    await ctx.files.getStream(file.id),
    async () => from,
    where,
  );
  await ctx.files.putStream(file.id, sealStream(plaintext, to, where));
  return true;
}

/** Deletes stored files' rows (in the caller's transaction); returns the ids whose bytes to purge after commit. */
export async function deleteFileRows(db: Database, ids: string[]): Promise<string[]> {
  for (const id of ids) await db.delete(storedFiles).where(eq(storedFiles.id, id));
  return ids;
}

/**
 * Removes what no document needs: uploads never attached within `olderThanMs` (rows and bytes,
 * including uploads a crash cut off; a profile photo is its account's, not unattached), bytes
 * whose row is gone (its user was deleted: rows cascade, bytes must follow), and temporary files
 * of writes a crash interrupted. Returns how many stored files were removed.
 */
export async function cleanUpOrphanFiles(
  ctx: Pick<AppContext, 'db' | 'files'>,
  olderThanMs: number,
): Promise<number> {
  const removed = await ctx.db
    .delete(storedFiles)
    .where(
      and(
        isNull(storedFiles.documentId),
        lt(storedFiles.createdAt, new Date(Date.now() - olderThanMs)),
        // A profile photo belongs to its account, not to a document.
        notExists(ctx.db.select().from(users).where(eq(users.profilePhotoId, storedFiles.id))),
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
  await ctx.files.removeIncomplete(Math.min(olderThanMs, 60 * 60_000));
  return removed.length + unreferenced;
}
