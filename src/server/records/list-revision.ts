import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The record lists' validator. users.records_revision moves forward on every write to any of
 * the user's record rows, whatever code writes it (record routes, imports, re-encryption under
 * a new data key): a statement trigger on each record table does it, in the database, so every
 * app instance sees the same revision (drizzle/0005_records_revision.sql). A list is the same
 * while the revision is, so a refetch carrying the last tag costs one indexed read and a 304
 * instead of decrypting and sending every row.
 *
 * The tag names the user and the revision (weak: a compressed body is the same list).
 */
export function listEtag(userId: string, revision: number): string {
  return `W/"${userId}.${revision}"`;
}

/** The user's current revision (0 before their first record write). */
export async function recordsRevision(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ revision: users.recordsRevision })
    .from(users)
    .where(eq(users.id, userId));
  return row?.revision ?? 0;
}

/** True when If-None-Match names this tag (or '*'), compared weakly as RFC 9110 says for GET. */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Reads the revision BEFORE the rows are loaded and sets the ETag; when the client already holds
 * this revision, sends a bodiless 304 and answers true. Reading it first means a write landing
 * while the rows load leaves an older tag on newer rows: the next refetch just reloads.
 */
export async function answerNotModified(
  db: Database,
  userId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const etag = listEtag(userId, await recordsRevision(db, userId));
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request, etag)) return false;
  void reply.code(304).send();
  return true;
}
