import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_INFO } from '../../domain/trusted-people';
import { previousVisitEnd, visitorHomeSchema, type CallContact } from '../../domain/visitor-home';
import { requireUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { accessEvents, trustedGrants } from '../db/schema';
import { loadScopedRecords } from '../estate-plan/estate-plan-data';
import { recordAccess } from '../trusted-people/access-history';
import { displayName, usersById } from '../trusted-people/grant-store';
import { describeVault } from '../vault-choice/vault-choice';
import { notShared, type VaultScope } from '../vault-scope/vault-scope';
import {
  callList,
  changesSince,
  keyChecklist,
  keyOriginals,
  medicalEssentials,
} from './home-sections';

/** Past events enough to find where the previous visit ended (a visit rarely has more). */
const VISIT_LOOKBACK = 500;

/**
 * GET /api/visitor-home: the home of a trusted person in someone else's vault (issue 28), from
 * the owner's records within the grant, logged in the owner's access history as a view of the
 * home. Only for a visitor: one's own records answer 404 (their home is the dashboard).
 */
export function visitorHomeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The visitor's earlier events in this vault, newest first: the end of the last visit. */
  async function lastVisitEnd(scope: VaultScope, now: Date): Promise<Date | null> {
    const rows = await ctx.db
      .select({ at: accessEvents.at })
      .from(accessEvents)
      .where(
        and(
          eq(accessEvents.ownerId, scope.ownerId),
          eq(accessEvents.granteeId, scope.trusted!.granteeId),
        ),
      )
      .orderBy(desc(accessEvents.at))
      .limit(VISIT_LOOKBACK);
    return previousVisitEnd(
      rows.map((r) => r.at),
      now,
    );
  }

  /**
   * The owner's other executors (confirmed, waiting or open), by their own account's name and
   * nothing more (decision 023): who to turn to. A trusted person learns nothing of the viewers
   * and editors, nor anyone's address.
   */
  async function executorContacts(scope: VaultScope): Promise<CallContact[]> {
    const grants = await ctx.db
      .select({ granteeId: trustedGrants.granteeId })
      .from(trustedGrants)
      .where(
        and(
          eq(trustedGrants.ownerId, scope.ownerId),
          eq(trustedGrants.role, 'executor'),
          inArray(trustedGrants.state, ['confirmed', 'requested', 'approved']),
        ),
      );
    const others = grants.filter((g) => g.granteeId && g.granteeId !== scope.trusted!.granteeId);
    const people = await usersById(
      ctx.db,
      others.map((g) => g.granteeId),
    );
    return others.flatMap((g) => {
      const person = people.get(g.granteeId!);
      if (!person) return [];
      return [
        {
          name: displayName(person),
          role: `${ROLE_INFO.executor.label} (trusted person)`,
          source: 'trusted-person' as const,
          organisation: '',
          phone: '',
          email: '',
        },
      ];
    });
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/visitor-home',
      { schema: { response: { 200: visitorHomeSchema } } },
      async (request, reply) => {
        const scope = await ctx.vaults.resolve(request);
        const vault = await describeVault(ctx, scope);
        if (!scope.trusted || !vault) throw notShared();
        const now = new Date();
        // Read before this visit's own entry is written, or the visit would end the last one.
        const since = await lastVisitEnd(scope, now);
        const [{ records }, trusted] = await Promise.all([
          loadScopedRecords(ctx, scope),
          executorContacts(scope),
        ]);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: 'dashboard' });
        reply.header('cache-control', 'no-store');
        return {
          ...vault,
          released: scope.trusted.role === 'executor',
          contacts: callList(records, trusted),
          originals: keyOriginals(records),
          checklist: keyChecklist(records),
          medical: medicalEssentials(records),
          changes: changesSince(records, since),
        };
      },
    );
  };
}
