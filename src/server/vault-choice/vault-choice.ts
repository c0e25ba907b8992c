import { and, eq, inArray } from 'drizzle-orm';
import { RECORD_KINDS } from '../../domain/records';
import {
  hasAccess,
  type GrantState,
  type TrustedRole,
  type VaultAccess,
} from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { trustedGrants } from '../db/schema';
import { tableOf } from '../records/record-table';
import { displayName, usersById } from '../trusted-people/grant-store';
import { findUserById } from '../users/user-repository';
import type { VaultScope } from '../vault-scope/vault-scope';

/**
 * What the header, the switcher and a server-rendered screen say about the open vault: whose,
 * the role, the areas, whether it can be changed. Null for one's own records (or an owner gone).
 */
export async function describeVault(
  ctx: AppContext,
  scope: VaultScope,
): Promise<VaultAccess | null> {
  if (!scope.trusted) return null;
  const owner = await findUserById(ctx.db, scope.ownerId);
  if (!owner) return null;
  return {
    ownerId: owner.id,
    ownerName: displayName(owner),
    role: scope.trusted.role,
    areas: scope.trusted.areas ?? 'all',
    canWrite: scope.trusted.write,
  };
}

/**
 * The vaults `granteeId` can open now, by owner name: a viewer or editor once confirmed, an
 * executor once released (or whose wait has passed: opening it releases it at once).
 */
export async function openableVaults(
  ctx: AppContext,
  granteeId: string,
  now = new Date(),
): Promise<Array<VaultAccess & { since: Date | null }>> {
  const grants = await ctx.db
    .select()
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.granteeId, granteeId),
        inArray(trustedGrants.state, ['confirmed', 'requested', 'approved']),
      ),
    );
  const open = grants.filter(
    (g) =>
      hasAccess(g.role as TrustedRole, g.state as GrantState) ||
      (g.state === 'requested' && g.opensAt !== null && g.opensAt <= now),
  );
  const owners = await usersById(
    ctx.db,
    open.map((g) => g.ownerId),
  );
  return open
    .filter((g) => owners.has(g.ownerId))
    .map((g) => ({
      ownerId: g.ownerId,
      ownerName: displayName(owners.get(g.ownerId)!),
      role: g.role as TrustedRole,
      areas: g.areas ?? ('all' as const),
      canWrite: g.role === 'editor',
      since: g.approvedAt ?? g.confirmedAt,
    }))
    .sort((a, b) => a.ownerName.localeCompare(b.ownerName));
}

/** True when `userId` has recorded nothing of their own (every record area empty). */
export async function ownRecordsEmpty(ctx: AppContext, userId: string): Promise<boolean> {
  for (const kind of RECORD_KINDS) {
    const table = tableOf(kind);
    const [row] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.userId, userId))
      .limit(1);
    if (row) return false;
  }
  return true;
}
