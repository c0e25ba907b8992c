import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitedStatusSchema } from '../../domain/emergency-requests';
import type { TrustedRole } from '../../domain/trusted-people';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { trustedGrants } from '../db/schema';
import { openableVaults, ownRecordsEmpty } from '../vault-choice/vault-choice';
import { areasOf, displayName, usersById } from './grant-store';
import { ensureKeyPair, fingerprintPhrase } from './key-pairs';

/**
 * GET /api/invited-status (issue 45): someone who came through an invitation and has recorded
 * nothing of their own is a guest in the records shared with them, not a new owner. The home
 * shows them what happens next (until confirmed) or the way into the shared records, and hides
 * the trial and the owner's nudges.
 */
export function invitedStatusRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/invited-status',
      { preValidation: requireUser, schema: { response: { 200: invitedStatusSchema } } },
      async (request, reply) => {
        const me = signedInUser(request);
        reply.header('cache-control', 'no-store');
        const grants = await db
          .select()
          .from(trustedGrants)
          .where(
            and(
              eq(trustedGrants.granteeId, me.id),
              inArray(trustedGrants.state, ['accepted', 'confirmed', 'requested', 'approved']),
            ),
          );
        const guest = grants.length > 0 && (await ownRecordsEmpty(ctx, me.id));
        const accepted = grants.filter((g) => g.state === 'accepted');
        const owners = await usersById(
          db,
          accepted.map((g) => g.ownerId),
        );
        return {
          guest,
          fingerprint: fingerprintPhrase(await ensureKeyPair(ctx, me.id)),
          waiting: accepted
            .filter((g) => owners.has(g.ownerId))
            .map((g) => ({
              ownerName: displayName(owners.get(g.ownerId)!),
              role: g.role as TrustedRole,
              areas: areasOf(g),
            })),
          open: (await openableVaults(ctx, me.id)).map(({ ownerId, ownerName }) => ({
            ownerId,
            ownerName,
          })),
        };
      },
    );
  };
}
