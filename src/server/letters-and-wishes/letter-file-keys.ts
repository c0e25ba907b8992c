import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sealedKeyId } from '../crypto/aead';
import { openRow, sealRow } from '../crypto/row-sealer';
import { isAfterKeyId } from '../crypto/vault-keys';
import { storedFiles } from '../db/schema';
import { resealStoredFile } from '../documents/stored-files';

/**
 * In the owner's session: seals a letter's file (its bytes, streamed, and its row's name and
 * type) under the after key (`after`) or the data key (final wishes readable now, decision 030),
 * whichever its item's row is now sealed under. Nothing to do when it already is; safe to repeat.
 * Answers whether anything changed.
 */
export async function sealLetterFileAs(
  ctx: Pick<AppContext, 'db' | 'files' | 'keys'>,
  userId: string,
  fileId: string,
  after: boolean,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ sealed: storedFiles.sealed })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.userId, userId)));
  if (!row?.sealed) return false;
  const to = after ? await ctx.keys.afterKeyFor(userId) : await ctx.keys.dataKeyFor(userId);
  const fromId = sealedKeyId(row.sealed);
  if (fromId === to.id) return false;
  const from = isAfterKeyId(fromId)
    ? await ctx.keys.afterKeyById(userId, userId, fromId)
    : await ctx.keys.dataKeyById(userId, fromId);
  // The bytes first: a crash between the two leaves a row naming the old key, and the next
  // switch (or this one again) finds the bytes already moved and only reseals the row.
  await resealStoredFile(ctx, { id: fileId, userId }, from, to);
  const identity = { table: 'stored_files', rowId: fileId, userId };
  const values = await openRow(ctx.keys, identity, row.sealed);
  const sealed = await sealRow(ctx.keys, identity, values, { after });
  await ctx.db.update(storedFiles).set({ sealed }).where(eq(storedFiles.id, fileId));
  return true;
}
