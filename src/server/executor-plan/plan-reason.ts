import { and, desc, eq } from 'drizzle-orm';
import type { PlanReason } from '../../domain/executor-plan/executor-plan';
import type { AppContext } from '../context';
import { trustedGrants } from '../db/schema';
import type { VaultScope } from '../vault-scope/vault-scope';

/**
 * Why the executor's access opened, which chooses the plan (issue 45): the reason of the
 * reader's own request; for the owner reading her plan, that of the latest executor whose
 * access is open (a death's plan when none is). A request the check-ins started gave no
 * reason: the general plan, in neutral words.
 */
export async function planReason(ctx: AppContext, scope: VaultScope): Promise<PlanReason> {
  const [grant] = await ctx.db
    .select({ reason: trustedGrants.requestReason })
    .from(trustedGrants)
    .where(
      scope.trusted
        ? eq(trustedGrants.id, scope.trusted.grantId)
        : and(
            eq(trustedGrants.ownerId, scope.ownerId),
            eq(trustedGrants.role, 'executor'),
            eq(trustedGrants.state, 'approved'),
          ),
    )
    .orderBy(desc(trustedGrants.approvedAt))
    .limit(1);
  if (!grant) return 'died';
  if (grant.reason === 'incapacitated' || grant.reason === 'died') return grant.reason;
  return 'other';
}
