import { asc, eq, inArray } from 'drizzle-orm';
import { RECORD_KINDS, type RecordJson, type RecordKindKey } from '../../../domain/records';
import type { AppContext } from '../../context';
import { DecryptionError } from '../../crypto/aead';
import { storedFiles, users } from '../../db/schema';
import { openFor, presentRecord } from '../../records/record-codec';
import { tableOf, type RecordRow } from '../../records/record-table';
import { findOwnFile, type StoredFileInfo } from '../../documents/stored-files';

/**
 * Every record of every area of one user, decrypted with the key their session unlocked, oldest
 * first. A row that will not open is kept, marked locked with its text empty (as the lists show
 * it), so the download never silently drops a record.
 */
export async function loadUserRecords(
  ctx: AppContext,
  userId: string,
): Promise<Map<RecordKindKey, RecordJson[]>> {
  const out = new Map<RecordKindKey, RecordJson[]>();
  for (const kind of RECORD_KINDS) {
    const table = tableOf(kind);
    const rows = (await ctx.db
      .select()
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.createdAt))) as RecordRow[];
    const records: RecordJson[] = [];
    for (const row of rows) {
      try {
        records.push(presentRecord(kind, row, await openFor(ctx.keys, kind, row)));
      } catch (err) {
        if (!(err instanceof DecryptionError)) throw err;
        records.push({ ...presentRecord(kind, row, {}), locked: true });
      }
    }
    out.set(kind.key, records);
  }
  return out;
}

/**
 * The stored files attached to these documents (or letters, or family members' photos: `kind`),
 * by record id, with their original names (decrypted). Files of other users are never found
 * (findOwnFile checks the owner).
 */
export async function attachedFiles(
  ctx: AppContext,
  userId: string,
  documents: readonly RecordJson[],
  kind: 'document' | 'letter' | 'photo' = 'document',
): Promise<Map<string, StoredFileInfo>> {
  const byDocument = new Map<string, StoredFileInfo>();
  const fileIdOf = (record: RecordJson) =>
    kind === 'photo' ? record.photoFileId : record.filePath;
  const ids = documents.map(fileIdOf).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return byDocument;
  // One query says which ids exist; each is then opened on its own (its name is sealed).
  const present = new Set(
    (
      await ctx.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids))
    ).map((r) => r.id),
  );
  for (const doc of documents) {
    const id = fileIdOf(doc);
    if (typeof id !== 'string' || !present.has(id)) continue;
    try {
      const info = await findOwnFile(ctx, ctx.db, id, userId, kind);
      if (info) byDocument.set(doc.id, info);
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err;
    }
  }
  return byDocument;
}

/** The user's profile photo (Account Settings), if they uploaded one that still opens. */
export async function profilePhoto(
  ctx: AppContext,
  userId: string,
): Promise<StoredFileInfo | undefined> {
  const [user] = await ctx.db
    .select({ photoId: users.profilePhotoId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.photoId) return undefined;
  try {
    return await findOwnFile(ctx, ctx.db, user.photoId, userId, 'photo');
  } catch (err) {
    if (!(err instanceof DecryptionError)) throw err;
    return undefined;
  }
}
