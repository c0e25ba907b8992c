import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { findOwnFile, openFileStream } from './stored-files';

/**
 * Answers `ownerId`'s stored photo `fileId` (the account's profile photo, a family member's
 * photo) as its image, or throws `missing()` when no such photo is theirs. As a document's
 * file: no scripts whatever the bytes claim, nothing kept in caches.
 */
export async function sendStoredPhoto(
  ctx: AppContext,
  reply: FastifyReply,
  fileId: string,
  ownerId: string,
  missing: () => Error,
): Promise<FastifyReply> {
  const file = await findOwnFile(ctx, ctx.db, fileId, ownerId, 'photo');
  if (!file) throw missing();
  const body = await openFileStream(ctx, file);
  return reply
    .header('content-type', file.mimeType)
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
