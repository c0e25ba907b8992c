import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, exists, inArray, isNull, lt, not, notExists, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DataKey } from '../crypto/vault-keys';
import type { Database } from '../db/client';
import { familyMembers, lettersAndWishes, storedFiles, trashedRecords, users } from '../db/schema';
import { sealedKeyId } from '../crypto/aead';
import { openRow, sealRow } from '../crypto/row-sealer';
import { isAfterKeyId } from '../crypto/vault-keys';
import { openSealedStream, readAll, sealedFileKeyId, sealStream } from '../storage/sealed-file';
import { checkStorageRoom, storageFull } from './storage-quota';

const TABLE = 'stored_files';
const identity = (id: string, userId: string) => ({ table: TABLE, rowId: id, userId });
/** The row identity the file's bytes are bound to (the same string the row's own seal uses). */
const bytesIdentity = (id: string, userId: string) => `${TABLE}:${id}:${userId}`;

/**
 * What a stored file is for. A document's file (and a photo: the account's own or a family
 * member's) is sealed under the owner's data key; a letter's file under the owner's after key (docs/decisions/021),
 * name, type and bytes alike, so it opens only in the owner's session or with a named reader's
 * copy after release. Each is found only as what it is: documents can neither serve nor attach
 * a letter's file, whoever's request has the owner's data key.
 */
export type StoredFileKind = 'document' | 'photo' | 'letter';

/** A stored file's facts, with its original name decrypted. */
export interface StoredFileInfo {
  id: string;
  userId: string;
  documentId: string | null;
  size: number;
  mimeType: string;
  fileName: string;
  /** Whose copy of the after key opens a letter's file: the owner unless a named reader's. */
  reader?: string;
}

/** Stored in place of a letter's file type, which is sealed with its name. */
const SEALED_TYPE = 'application/octet-stream';

/**
 * Seals and stores an upload as it streams in, never holding it whole; returns its id and size.
 * The row comes first, so a crash mid-upload leaves a row the orphan sweep removes with whatever
 * bytes were written; any failure (a refused or cut-off upload, the store) removes both at once.
 * When this resolves the bytes are stored and the row committed: only then is an upload answered.
 * 413 (storage-quota.ts) when the account's stored bytes would pass the administrator's quota.
 */
export async function storeFileStream(
  ctx: Pick<AppContext, 'db' | 'files' | 'keys'>,
  userId: string,
  file: { name: string; mimeType: string },
  plaintext: AsyncIterable<Buffer> | Iterable<Buffer>,
  options: { after?: boolean } = {},
): Promise<{ id: string; size: number }> {
  // The account's quota (issue 40): refused before anything is kept, and past it mid-stream.
  const room = await checkStorageRoom(ctx.db, userId);
  const id = randomUUID();
  const after = options.after === true;
  const sealed = await sealRow(
    ctx.keys,
    identity(id, userId),
    after ? { fileName: file.name, mimeType: file.mimeType } : { fileName: file.name },
    { after },
  );
  const dataKey = after ? await ctx.keys.afterKeyFor(userId) : await ctx.keys.dataKeyFor(userId);
  const mimeType = after ? SEALED_TYPE : file.mimeType;
  await ctx.db.insert(storedFiles).values({ id, userId, size: 0, mimeType, sealed });
  let size = 0;
  async function* counted() {
    for await (const chunk of plaintext) {
      size += chunk.length;
      if (room.used + size > room.quota) throw storageFull(room);
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
 * The user's own stored file, or undefined (another user's file is not found). A photo (the
 * account's profile photo, a family member's photo) is found only as one (`kind` 'photo'), a letter's file only as one (`kind` 'letter', opened
 * with `reader`'s copy of the after key: the owner's by default): see StoredFileKind. The file of a
 * record in Recently deleted is not found until the record is restored.
 */
export async function findOwnFile(
  ctx: AppContext,
  db: Database,
  id: string,
  userId: string,
  kind: StoredFileKind = 'document',
  reader: string = userId,
): Promise<StoredFileInfo | undefined> {
  const photo = or(
    exists(db.select().from(users).where(eq(users.profilePhotoId, storedFiles.id))),
    exists(db.select().from(familyMembers).where(eq(familyMembers.photoFileId, storedFiles.id))),
  )!;
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.userId, userId),
        kind === 'photo' ? photo : not(photo),
        // A deleted record's file waits with it in Recently deleted: not served, not attached.
        notExists(
          db.select().from(trashedRecords).where(eq(trashedRecords.fileId, storedFiles.id)),
        ),
      ),
    );
  if (!row) return undefined;
  // Checked before anything opens: the key ring could open the owner's after key for a request
  // of someone the owner trusts (it holds the owner's own session's keys). A letter's file is
  // sealed under the after key, or (final wishes readable now, decision 030) under the data key
  // while a letter names it: documents never find either.
  const afterSealed = row.sealed !== null && isAfterKeyId(sealedKeyId(row.sealed));
  const aLetters = afterSealed || (await namedByLetter(db, row.id));
  if (aLetters !== (kind === 'letter')) return undefined;
  const opened = await openRow(ctx.keys, identity(row.id, row.userId), row.sealed, reader);
  return {
    id: row.id,
    userId: row.userId,
    documentId: row.documentId,
    size: row.size,
    mimeType: opened.mimeType ?? row.mimeType,
    fileName: opened.fileName ?? 'file',
    ...(afterSealed ? { reader } : {}),
  };
}

async function namedByLetter(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lettersAndWishes.id })
    .from(lettersAndWishes)
    .where(eq(lettersAndWishes.filePath, fileId))
    .limit(1);
  return Boolean(row);
}

/**
 * A stored file's plaintext as a stream (both sealed formats). Rejects before any byte when the
 * bytes are missing or the owner's vault is locked; a chunk that fails to open errors the stream.
 */
export async function openFileStream(
  ctx: Pick<AppContext, 'files' | 'keys'>,
  file: Pick<StoredFileInfo, 'id' | 'userId' | 'reader'>,
): Promise<Readable> {
  // Bytes sealed under an after key open only with the reader's copy (never the data key).
  const keyOf = (keyId: string) =>
    isAfterKeyId(keyId)
      ? ctx.keys.afterKeyById(file.reader ?? file.userId, file.userId, keyId)
      : ctx.keys.dataKeyById(file.userId, keyId);
  return openSealedStream(
    await ctx.files.getStream(file.id),
    keyOf,
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
 * The next `batchSize` uploads never attached to a document and created before `cutoff`: found
 * through the partial index on unattached uploads (migration 0019; family-indexes.test.ts
 * EXPLAINs this query).
 */
export function unattachedFilesQuery(db: Database, cutoff: Date, batchSize: number) {
  return db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        isNull(storedFiles.documentId),
        lt(storedFiles.createdAt, cutoff),
        // A profile photo belongs to its account, not to a document; a family member's to them.
        notExists(db.select().from(users).where(eq(users.profilePhotoId, storedFiles.id))),
        notExists(
          db.select().from(familyMembers).where(eq(familyMembers.photoFileId, storedFiles.id)),
        ),
        // A letter's file is its letter's (the letter names it; documents name theirs back).
        notExists(
          db.select().from(lettersAndWishes).where(eq(lettersAndWishes.filePath, storedFiles.id)),
        ),
        // A deleted letter's file waits with it in Recently deleted (the purge removes it).
        notExists(
          db.select().from(trashedRecords).where(eq(trashedRecords.fileId, storedFiles.id)),
        ),
      ),
    )
    .limit(batchSize);
}

/** Stored files the sweep removes, or checks against the store's listing, per statement. */
const SWEEP_BATCH = 500;

/**
 * Removes what no document needs: uploads never attached within `olderThanMs` (rows and bytes,
 * including uploads a crash cut off; a profile photo is its account's, not unattached), bytes
 * whose row is gone (its user was deleted: rows cascade, bytes must follow), and temporary files
 * of writes a crash interrupted. Returns how many stored files were removed.
 *
 * Everything goes in batches of `batchSize` (issue 33): the unattached uploads through their
 * partial index, the store's ids a listing page at a time, each page checked against the table
 * in one query. Memory stays the same at 100 or 100,000 families, and no statement holds locks
 * on more than one batch of rows.
 */
export async function cleanUpOrphanFiles(
  ctx: Pick<AppContext, 'db' | 'files'>,
  olderThanMs: number,
  batchSize = SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  let removed = 0;
  for (;;) {
    const batch = await ctx.db
      .delete(storedFiles)
      .where(inArray(storedFiles.id, unattachedFilesQuery(ctx.db, cutoff, batchSize)))
      .returning({ id: storedFiles.id });
    for (const { id } of batch) await ctx.files.delete(id);
    removed += batch.length;
    if (batch.length < batchSize) break;
  }
  for await (const page of ctx.files.listPages(batchSize)) {
    // Asked after the page was listed, and an upload's row is written before its bytes: an id
    // listed without a row here has lost its row for good.
    const known = new Set(
      (
        await ctx.db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(inArray(storedFiles.id, page))
      ).map((r) => r.id),
    );
    for (const id of page.filter((id) => !known.has(id))) {
      await ctx.files.delete(id);
      removed += 1;
    }
  }
  await ctx.files.removeIncomplete(Math.min(olderThanMs, 60 * 60_000));
  return removed;
}
