import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { trustedGrants, vaultReleases } from '../db/schema';

/**
 * The owner's release (DESIGN.md "Sealed until release"): set when an executor's access opens
 * (the owner's approval, or a wait passed unrejected), kept until "Return to standby" leaves no
 * executor with open access. Only while it stands are the after-release secrets unsealed.
 */
export async function markReleased(db: Database, ownerId: string, at: Date): Promise<void> {
  await db.insert(vaultReleases).values({ ownerId, releasedAt: at }).onConflictDoNothing();
}

/** Called by "Return to standby": withholds every after-release secret again. */
export async function endReleaseUnlessOpen(db: Database, ownerId: string): Promise<void> {
  const [stillOpen] = await db
    .select({ id: trustedGrants.id })
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.ownerId, ownerId),
        eq(trustedGrants.role, 'executor'),
        eq(trustedGrants.state, 'approved'),
      ),
    )
    .limit(1);
  if (!stillOpen) await db.delete(vaultReleases).where(eq(vaultReleases.ownerId, ownerId));
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
