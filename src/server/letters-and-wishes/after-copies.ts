import { and, eq, inArray } from 'drizzle-orm';
import { lettersAndWishesKind, parseReaders } from '../../domain/records';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import type { Database } from '../db/client';
import {
  afterKeyCopies,
  afterReleaseSecrets,
  lettersAndWishes,
  trustedGrants,
  userKeyPairs,
} from '../db/schema';
import { openFor } from '../records/record-codec';
import type { RecordRow } from '../records/record-table';
import { grantBetween } from '../trusted-people/grant-between';
import { openPrivateKey } from '../trusted-people/key-pairs';
import { newAfterSecret, openAfterCopy, openAfterSecret, sealAfterKeyFor } from './after-sealing';
import { releasedAt } from './release';

/** Grants whose person the owner confirmed (fingerprint checked): only these get a copy. */
export const CONFIRMED_STATES = ['confirmed', 'requested', 'approved'];

/**
 * Grants whose copy may be read after release: confirmed ones, and those sent back to
 * "accepted" by the owner's reset (their data-key copy is gone; the after-key copy survives the
 * owner's reset, docs/decisions/021). A grantee's own reset replaces their key pair, so their old
 * copy opens nothing.
 */
const READING_STATES = [...CONFIRMED_STATES, 'accepted'];

/** The grants an owner's items name: every confirmed one for an item "for all". */
async function namedGrantIds(ctx: AppContext, ownerId: string): Promise<'all' | Set<string>> {
  const rows = await ctx.db
    .select()
    .from(lettersAndWishes)
    .where(eq(lettersAndWishes.userId, ownerId));
  const named = new Set<string>();
  for (const row of rows) {
    const { readers } = await openFor(ctx.keys, lettersAndWishesKind, row as RecordRow);
    const parsed = parseReaders(readers);
    if (parsed === 'all') return 'all';
    for (const id of parsed) named.add(id);
  }
  return named;
}

/**
 * In the owner's session: seals the owner's current after key for every confirmed person an
 * item names (a new after-release secret per grant, kept apart), and removes the copies of
 * people no item names any more. Runs after every change of an item and every confirmation.
 */
export async function syncAfterCopies(ctx: AppContext, ownerId: string): Promise<void> {
  const named = await namedGrantIds(ctx, ownerId);
  if (named !== 'all' && named.size === 0 && !(await anyCopies(ctx.db, ownerId))) return;
  const afterKey = await ctx.keys.afterKeyFor(ownerId);
  const grants = await ctx.db
    .select({
      id: trustedGrants.id,
      granteeId: trustedGrants.granteeId,
      publicKey: trustedGrants.granteePublicKey,
    })
    .from(trustedGrants)
    .where(and(eq(trustedGrants.ownerId, ownerId), inArray(trustedGrants.state, CONFIRMED_STATES)));
  for (const grant of grants) {
    if (named !== 'all' && !named.has(grant.id)) {
      await forgetAfterCopies(ctx.db, grant.id);
      continue;
    }
    if (!grant.granteeId || !grant.publicKey) continue;
    const [have] = await ctx.db
      .select({ id: afterKeyCopies.afterKeyId })
      .from(afterKeyCopies)
      .where(and(eq(afterKeyCopies.grantId, grant.id), eq(afterKeyCopies.afterKeyId, afterKey.id)));
    if (have) continue;
    const secret = await secretOf(ctx, grant.id);
    const parties = { grantId: grant.id, ownerId, readerId: grant.granteeId };
    const copy = sealAfterKeyFor(afterKey, grant.publicKey, secret, parties);
    await ctx.db
      .insert(afterKeyCopies)
      .values({ grantId: grant.id, ...copy })
      .onConflictDoNothing();
  }
}

async function anyCopies(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: afterReleaseSecrets.grantId })
    .from(afterReleaseSecrets)
    .innerJoin(trustedGrants, eq(trustedGrants.id, afterReleaseSecrets.grantId))
    .where(eq(trustedGrants.ownerId, ownerId))
    .limit(1);
  return Boolean(row);
}

/** The grant's after-release secret, made now if it has none (the owner is sealing a copy). */
async function secretOf(ctx: AppContext, grantId: string): Promise<Buffer> {
  const [row] = await ctx.db
    .select({ sealed: afterReleaseSecrets.secretSealed })
    .from(afterReleaseSecrets)
    .where(eq(afterReleaseSecrets.grantId, grantId));
  if (row) return openAfterSecret(ctx.serverKey, grantId, row.sealed);
  const fresh = newAfterSecret(ctx.serverKey, grantId);
  const [kept] = await ctx.db
    .insert(afterReleaseSecrets)
    .values({ grantId, secretSealed: fresh.sealed })
    .onConflictDoNothing()
    .returning({ grantId: afterReleaseSecrets.grantId });
  return kept ? fresh.secret : secretOf(ctx, grantId); // another request made one first
}

/** Revocation (or no item naming the person): the secret and the copies go, for good. */
export async function forgetAfterCopies(db: Database, grantId: string): Promise<void> {
  await db.delete(afterReleaseSecrets).where(eq(afterReleaseSecrets.grantId, grantId));
  await db.delete(afterKeyCopies).where(eq(afterKeyCopies.grantId, grantId));
}

/**
 * In a trusted person's session: when the owner's release stands, opens their copies of the
 * owner's after keys (their private key, and the secret the server unseals only now) into the
 * key ring under (reader, owner). Answers the grant they read through, or null.
 */
export async function openAfterKeysForReader(ctx: AppContext, readerId: string, ownerId: string) {
  if (!(await releasedAt(ctx.db, ownerId))) return null;
  const [row] = await ctx.db
    .select({
      grant: trustedGrants,
      secret: afterReleaseSecrets.secretSealed,
      pair: userKeyPairs.privateKeySealed,
    })
    .from(trustedGrants)
    .innerJoin(afterReleaseSecrets, eq(afterReleaseSecrets.grantId, trustedGrants.id))
    .innerJoin(userKeyPairs, eq(userKeyPairs.userId, trustedGrants.granteeId))
    .where(grantBetween(ownerId, readerId, READING_STATES));
  if (!row) return null;
  const copies = await ctx.db
    .select()
    .from(afterKeyCopies)
    .where(eq(afterKeyCopies.grantId, row.grant.id));
  const privateKey = await openPrivateKey(ctx, readerId, row.pair);
  const secret = openAfterSecret(ctx.serverKey, row.grant.id, row.secret);
  const parties = { grantId: row.grant.id, ownerId, readerId };
  for (const copy of copies) {
    try {
      ctx.keys.unlockAfter(readerId, ownerId, openAfterCopy(privateKey, copy, secret, parties));
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err; // sealed to a key pair since replaced
    }
  }
  return row.grant;
}
