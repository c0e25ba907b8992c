import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { trustedGrants, vaultReleases } from '../db/schema';

/**
 * The owner's release (docs/decisions/021): set when an executor's access opens
 * (the owner's approval, or a wait passed unrejected), kept only while some executor's access
 * is open (docs/decisions/023). Only while it stands are the after-release secrets unsealed.
 */
export async function markReleased(db: Database, ownerId: string, at: Date): Promise<void> {
  await db.insert(vaultReleases).values({ ownerId, releasedAt: at }).onConflictDoNothing();
}

/**
 * Whether the owner's vault keeps its release however executors' access ends. A vault "in
 * memory" (a planned state: its owner has died, and letters open to the people they name) is to
 * answer true here; until that state exists, none does, so every release ends with its last open
 * executor.
 */
export async function releaseKeptForGood(_db: Database, _ownerId: string): Promise<boolean> {
  return false;
}

/** What ending a release needs: the database, and the bus that reaches every instance. */
type ReleaseContext = Pick<AppContext, 'db' | 'sessions'>;

/**
 * Called wherever an executor's grant closes or ends (standby, removal, leaving, a reset, an
 * account deleted): unless another executor's access is still open, the release ends (one
 * atomic DELETE, so two endings racing cannot both keep it), every after-release secret is
 * withheld again, and every instance drops the copies readers opened, before this resolves.
 */
export async function endReleaseUnlessOpen(ctx: ReleaseContext, ownerId: string): Promise<void> {
  if (await releaseKeptForGood(ctx.db, ownerId)) return;
  const openExecutor = ctx.db
    .select({ id: trustedGrants.id })
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.ownerId, ownerId),
        eq(trustedGrants.role, 'executor'),
        eq(trustedGrants.state, 'approved'),
      ),
    );
  const ended = await ctx.db
    .delete(vaultReleases)
    .where(and(eq(vaultReleases.ownerId, ownerId), notExists(openExecutor)))
    .returning({ ownerId: vaultReleases.ownerId });
  if (ended.length > 0) await ctx.sessions.afterReadersDropped(ownerId);
}

/**
 * After a grant ended: an executor's may end the release; and while it still stands, the
 * reader's copy opened on any instance goes at once (the others reopen theirs on their next read).
 */
export async function afterGrantEnded(
  ctx: ReleaseContext,
  grant: { ownerId: string; role: string },
): Promise<void> {
  if (grant.role === 'executor') await endReleaseUnlessOpen(ctx, grant.ownerId);
  if (await releasedAt(ctx.db, grant.ownerId))
    await ctx.sessions.afterReadersDropped(grant.ownerId);
}

/** The owners for whom `granteeId` is an executor: read before their account's rows cascade. */
export async function ownersWithExecutor(db: Database, granteeId: string): Promise<string[]> {
  const rows = await db
    .select({ ownerId: trustedGrants.ownerId })
    .from(trustedGrants)
    .where(and(eq(trustedGrants.granteeId, granteeId), eq(trustedGrants.role, 'executor')));
  return [...new Set(rows.map((r) => r.ownerId))];
}

/** When the owner's vault was released, or null. */
export async function releasedAt(db: Database, ownerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: vaultReleases.releasedAt })
    .from(vaultReleases)
    .where(eq(vaultReleases.ownerId, ownerId));
  return row?.at ?? null;
}

/** True when the owner has an executor they confirmed: the only way a release can ever come. */
export async function hasConfirmedExecutor(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trustedGrants.id })
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.ownerId, ownerId),
        eq(trustedGrants.role, 'executor'),
        inArray(trustedGrants.state, ['confirmed', 'requested', 'approved']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
