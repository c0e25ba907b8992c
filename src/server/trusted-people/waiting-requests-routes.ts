import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitingRequestsSchema } from '../../domain/emergency-requests';
import type { RequestReason } from '../../domain/trusted-people';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { trustedGrants } from '../db/schema';
import { releaseDueRequests } from './grant-actions';
import { areasOf, displayName, usersById } from './grant-store';

/**
 * GET /api/emergency-requests: the signed-in owner's requests that wait now, for the banner on
 * every screen (issue 45). Names, reasons and dates only: the note is read on the request page.
 * A wait that passed opens first, so the banner never shows a request that is already open.
 */
export function waitingRequestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/emergency-requests',
      { preValidation: requireUser, schema: { response: { 200: waitingRequestsSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const now = new Date();
        const load = () =>
          db
            .select()
            .from(trustedGrants)
            .where(and(eq(trustedGrants.ownerId, me.id), eq(trustedGrants.state, 'requested')))
            .orderBy(asc(trustedGrants.opensAt));
        let waiting = await load();
        const due = waiting.filter((g) => g.opensAt && g.opensAt <= now);
        if (due.length > 0) {
          for (const g of due) await releaseDueRequests(ctx, now, g.id);
          waiting = await load();
        }
        const people = await usersById(
          db,
          waiting.map((g) => g.granteeId),
        );
        return {
          requests: waiting.flatMap((g) => {
            const grantee = g.granteeId ? people.get(g.granteeId) : undefined;
            if (!grantee || !g.requestedAt || !g.opensAt) return [];
            return [
              {
                id: g.id,
                name: displayName(grantee),
                reason: g.requestReason as RequestReason | null,
                requestedByCheckIn: g.requestedByCheckIn,
                requestedAt: g.requestedAt.toISOString(),
                opensAt: g.opensAt.toISOString(),
                areas: areasOf(g),
              },
            ];
          }),
        };
      },
    );
  };
}
