import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { storedFiles, users } from '../db/schema';
import { endReleaseUnlessOpen, ownersWithExecutor } from '../letters-and-wishes/release';

/**
 * Deletes an account with everything it owns. One transaction removes the user row, and with it
 * (ON DELETE CASCADE on users.id) every record, session, token, notification, conversation and
 * stored-file row, and writes the audit entry. The file bytes go after the commit: if that step
 * fails, the orphan sweep in documents/stored-files.ts removes bytes whose row is gone.
 * Returns false when there was no such user.
 */
export async function deleteUserAndData(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<boolean> {
  let executorOf: string[] = [];
  const removed = await ctx.db.transaction(async (tx) => {
    // Their executor grants go by cascade, without end(): whose release may end with them.
    executorOf = await ownersWithExecutor(tx, userId);
    const files = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId));
    const [gone] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username });
    if (!gone) return null;
    await audit(tx, request, {
      action: 'admin.user_delete',
      message: `Deleted user ${gone.username} with all their records and files`,
      targetKind: 'user',
      targetId: gone.id,
    });
    return files.map((f) => f.id);
  });
  if (!removed) return false;
  // Sessions went with the row; every instance drops them, the key and opened plaintext too.
  await ctx.sessions.keysChanged(userId);
  for (const ownerId of executorOf) await endReleaseUnlessOpen(ctx, ownerId);
  for (const id of removed) {
    await ctx.files.delete(id).catch((err) => {
      request.log.warn({ err, fileId: id }, 'stored file bytes left for the orphan sweep');
    });
  }
  return true;
}
