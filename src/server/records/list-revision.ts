import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
 * Says that an owner's record lists read differently now although no record row changed (a
 * release, a standby, a change of scope): moves the revision forward in the database, so every
 * ETag changes, and resolves once every instance has dropped the revision it knew. Call it after
 * the change committed. Writes to record rows need nothing: the database moves the revision
 * (0005_records_revision.sql) and the write's answer waits for every instance (list-freshness.ts).
 */
export async function listsChanged(
  ctx: { db: Database; sessions: { listsChanged(...ownerIds: string[]): Promise<void> } },
  ...ownerIds: string[]
): Promise<void> {
  if (!ownerIds.length) return;
  await ctx.db
    .update(users)
    .set({
      recordsRevision: sql`greatest(${users.recordsRevision} + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)`,
    })
    .where(inArray(users.id, ownerIds));
  await ctx.sessions.listsChanged(...ownerIds);
}
