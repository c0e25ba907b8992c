import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { resealValue } from '../crypto/row-sealer';
import type { DataKey } from '../crypto/vault-keys';
import { afterKeyCopies, grantReleaseSecrets, trustedGrants, userKeyPairs } from '../db/schema';
import { findUserById } from '../users/user-repository';
import { openReleaseSecret, sealDataKeyForGrantee } from './grant-sealing';
import { grantNotices } from './grant-notices';
import { endCheckInRound } from './check-ins';
import { endReleaseUnlessOpen } from '../letters-and-wishes/release';
import { ensureKeyPair, movePrivateKey } from './key-pairs';

/** Grants whose sealed key lets the grantee in (or will, for an executor). */
const SEALED_STATES = ['confirmed', 'requested', 'approved'];

/**
 * A user's data key changed from `from` to `to` (a new data key, or old details unlocked): their
 * private key and the invited addresses they typed move to the new key, and every grant that
 * carried the old key to a trusted person is sealed again with the new one, so access goes on.
 */
export async function resealTrustedPeople(
  ctx: AppContext,
  userId: string,
  from: DataKey,
  to: DataKey,
): Promise<number> {
  let changed = 0;
  const [pair] = await ctx.db.select().from(userKeyPairs).where(eq(userKeyPairs.userId, userId));
  if (pair) {
    const identity = { table: 'user_key_pairs', rowId: userId, userId };
    const sealed = resealValue(from, to, identity, pair.privateKeySealed);
    if (sealed !== pair.privateKeySealed) {
      await ctx.db
        .update(userKeyPairs)
        .set({ privateKeySealed: sealed })
        .where(eq(userKeyPairs.userId, userId));
      changed++;
    }
  }
  const owned = await ctx.db
    .select({ grant: trustedGrants, secretSealed: grantReleaseSecrets.secretSealed })
    .from(trustedGrants)
    .leftJoin(grantReleaseSecrets, eq(grantReleaseSecrets.grantId, trustedGrants.id))
    .where(eq(trustedGrants.ownerId, userId));
  for (const { grant, secretSealed } of owned) {
    const set: Partial<typeof trustedGrants.$inferInsert> = {};
    const identity = { table: 'trusted_grants', rowId: grant.id, userId };
    const email = resealValue(from, to, identity, grant.inviteEmailSealed);
    if (email !== grant.inviteEmailSealed) set.inviteEmailSealed = email;
    if (
      SEALED_STATES.includes(grant.state) &&
      grant.sealedDataKeyId === from.id &&
      secretSealed &&
      grant.granteeId &&
      grant.granteePublicKey
    ) {
      const secret = openReleaseSecret(ctx.serverKey, grant.id, secretSealed);
      Object.assign(
        set,
        sealDataKeyForGrantee(to, grant.granteePublicKey, secret, {
          grantId: grant.id,
          ownerId: userId,
          granteeId: grant.granteeId,
        }),
      );
    }
    if (Object.keys(set).length === 0) continue;
    await ctx.db.update(trustedGrants).set(set).where(eq(trustedGrants.id, grant.id));
    await ctx.sessions.grantChanged(grant.id);
    changed++;
  }
  return changed;
}

/**
 * A password reset without the recovery key made a new data key. The old key is never handed on
 * silently: grants that carried it (this user as owner) lose their sealed copy and go back to
 * 'accepted' until the owner confirms again; grants to this user (as grantee) were sealed to a
 * private key that no longer opens, so they wait for a new key pair and a new confirmation.
 * Each owner concerned is told.
 */
export async function afterVaultReset(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(userKeyPairs).where(eq(userKeyPairs.userId, userId));
  const affected = await ctx.db
    .update(trustedGrants)
    .set({
      state: 'accepted',
      sealedDataKey: null,
      sealedDataKeyId: null,
      ephemeralPublicKey: null,
      requestedAt: null,
      opensAt: null,
      approvedAt: null,
      reminderSentAt: null,
      requestedByCheckIn: false,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(trustedGrants.state, SEALED_STATES),
        or(eq(trustedGrants.ownerId, userId), eq(trustedGrants.granteeId, userId)),
      ),
    )
    .returning();
  // Copies of owners' after keys sealed to the key pair just deleted open nothing any more; gone,
  // so that the owner's next confirmation seals new ones (syncAfterCopies makes a copy only for a
  // grant that has none of the current after key: a dead one kept would block it for good).
  const asReader = ctx.db
    .select({ id: trustedGrants.id })
    .from(trustedGrants)
    .where(eq(trustedGrants.granteeId, userId));
  await ctx.db.delete(afterKeyCopies).where(inArray(afterKeyCopies.grantId, asReader));
  // The grantee's old public key is gone with the key pair: a new one is filled in at sign-in.
  await ctx.db
    .update(trustedGrants)
    .set({ granteePublicKey: null })
    .where(
      and(
        eq(trustedGrants.granteeId, userId),
        isNotNull(trustedGrants.granteePublicKey),
        eq(trustedGrants.state, 'accepted'),
      ),
    );
  for (const grant of affected) {
    await ctx.db.delete(grantReleaseSecrets).where(eq(grantReleaseSecrets.grantId, grant.id));
    await ctx.sessions.grantChanged(grant.id);
    const [owner, grantee] = await Promise.all([
      findUserById(ctx.db, grant.ownerId),
      grant.granteeId ? findUserById(ctx.db, grant.granteeId) : undefined,
    ]);
    if (owner && grantee)
      await grantNotices.needsReconfirm(ctx, ctx.db, owner, grantee, grant.ownerId === userId);
    // An executor's access closed with it: the release ends unless another's is open (023).
    if (grant.role === 'executor') await endReleaseUnlessOpen(ctx, grant.ownerId);
  }
}

/**
 * At every sign-in: the user's key pair exists (made now for accounts from before trusted
 * people), grants accepted before a reset of theirs get the new public key for the owner to
 * compare and confirm, and a round of inactivity check-ins ends (signing in is the answer).
 */
export async function trustedPeopleAtSignIn(ctx: AppContext, userId: string): Promise<void> {
  const publicKey = await ensureKeyPair(ctx, userId);
  await movePrivateKey(ctx, userId); // from under the data key, for pairs made before (021)
  await ctx.db
    .update(trustedGrants)
    .set({ granteePublicKey: publicKey })
    .where(
      and(
        eq(trustedGrants.granteeId, userId),
        eq(trustedGrants.state, 'accepted'),
        isNull(trustedGrants.granteePublicKey),
      ),
    );
  await endCheckInRound(ctx.db, userId);
}
