import { desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInSettingSchema,
  checkInStatusSchema,
  inviteSchema,
  trustedPeopleSchema,
  trustedPersonSchema,
  vaultAccessSchema,
} from '../../domain/trusted-people';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { trustedGrants } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { answerCheckIn, checkInStatus, setCheckIn } from './check-ins';
import { accessHistoryRoutes } from './access-history-routes';
import { releaseDueRequests } from './grant-actions';
import { auditGrant, presentOwned } from './grant-answers';
import { grantStepRoutes } from './grant-step-routes';
import {
  displayName,
  grantOfParty,
  inviteEmailHash,
  presentForGrantee,
  presentForOwner,
  usersById,
} from './grant-store';
import { invite, resend } from './invitation-actions';
import { countInvitation } from './invitation-limits';
import { invitationRoutes } from './invitation-routes';
import { waitingRequestsRoutes } from './waiting-requests-routes';
import { invitedStatusRoutes } from './invited-status-routes';
import { ensureKeyPair, fingerprintPhrase } from './key-pairs';

const idParams = z.object({ id: z.uuid('Trusted person id must be a UUID') });

/**
 * /api/trusted-people (the owner's people and what is shared with the signed-in user, the
 * invitation and the check-in), /api/shared-vaults/:ownerId (the banner); each later step of a
 * grant (grant-step-routes.ts), the access history (access-history-routes.ts) and
 * /api/invitations (invitation-routes.ts). docs/decisions/017-trusted-people.md.
 */
export function trustedPeopleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  return async (app) => {
    await app.register(invitationRoutes(ctx));
    await app.register(grantStepRoutes(ctx));
    await app.register(accessHistoryRoutes(ctx));
    await app.register(waitingRequestsRoutes(ctx));
    await app.register(invitedStatusRoutes(ctx));

    // The inactivity check-in's "I'm here" link (public: the owner may be signed out).
    app.post(
      '/check-in',
      { schema: { body: z.object({ token: z.string().min(1).max(100) }) } },
      async (request) => {
        await answerCheckIn(db, request.body.token);
        return { message: 'Thank you. Your check-in is answered and nothing was shared.' };
      },
    );

    await app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('preValidation', requireUser);

      signedIn.get(
        '/trusted-people',
        { schema: { response: { 200: trustedPeopleSchema } } },
        async (request) => {
          const me = signedInUser(request);
          const now = new Date();
          const load = () =>
            db
              .select()
              .from(trustedGrants)
              .where(or(eq(trustedGrants.ownerId, me.id), eq(trustedGrants.granteeId, me.id)))
              .orderBy(desc(trustedGrants.createdAt));
          let grants = await load();
          // A wait that passed since the last sweep opens now, so both sides see it at once.
          const due = grants.filter(
            (g) => g.state === 'requested' && g.opensAt && g.opensAt <= now,
          );
          if (due.length > 0) {
            for (const g of due) await releaseDueRequests(ctx, now, g.id);
            grants = await load();
          }
          const live = grants.filter((g) => g.state !== 'revoked');
          const people = await usersById(
            db,
            live.flatMap((g) => [g.ownerId, g.granteeId]),
          );
          return {
            people: await Promise.all(
              live
                .filter((g) => g.ownerId === me.id)
                .map((g) =>
                  presentForOwner(ctx, g, g.granteeId ? people.get(g.granteeId) : undefined, now),
                ),
            ),
            sharedWithMe: live
              .filter((g) => g.granteeId === me.id && people.has(g.ownerId))
              .map((g) => presentForGrantee(g, people.get(g.ownerId)!)),
            myFingerprint: fingerprintPhrase(await ensureKeyPair(ctx, me.id)),
            checkIn: await checkInStatus(db, me.id),
          };
        },
      );

      signedIn.post(
        '/trusted-people',
        { schema: { body: inviteSchema, response: { 201: trustedPersonSchema } } },
        async (request, reply) => {
          const me = signedInUser(request);
          await countInvitation(
            db,
            request,
            me.id,
            inviteEmailHash(ctx.serverKey, request.body.email),
          );
          const grant = await invite(ctx, me, request.body, new Date());
          await auditGrant(
            ctx,
            request,
            grant.id,
            'trusted.invite',
            `Invited a trusted person (${grant.role})`,
          );
          return reply.code(201).send(await presentOwned(ctx, grant));
        },
      );

      signedIn.post(
        '/trusted-people/:id/resend',
        { schema: { params: idParams, response: { 200: trustedPersonSchema } } },
        async (request) => {
          const me = signedInUser(request);
          const invited = await grantOfParty(db, request.params.id, me.id);
          if (invited.ownerId === me.id)
            await countInvitation(db, request, me.id, invited.inviteEmailHash);
          const grant = await resend(ctx, me, request.params.id, new Date());
          await auditGrant(
            ctx,
            request,
            grant.id,
            'trusted.resend',
            'Resent a trusted-person invitation',
          );
          return presentOwned(ctx, grant);
        },
      );

      signedIn.put(
        '/trusted-people/check-in',
        { schema: { body: checkInSettingSchema, response: { 200: checkInStatusSchema } } },
        async (request) => {
          const me = signedInUser(request);
          await setCheckIn(db, me.id, request.body.months);
          await audit(db, request, {
            action: 'trusted.check_in',
            message: request.body.months
              ? `Inactivity check-in after ${request.body.months} months`
              : 'Inactivity check-in turned off',
          });
          return checkInStatus(db, me.id);
        },
      );

      signedIn.get(
        '/shared-vaults/:ownerId',
        {
          schema: {
            params: z.object({ ownerId: z.uuid('Owner id must be a user id') }),
            response: { 200: vaultAccessSchema },
          },
        },
        async (request) => {
          const me = signedInUser(request);
          if (request.params.ownerId === me.id) throw new HttpError(404, 'Not found');
          request.headers['x-kinfolio-vault'] = request.params.ownerId;
          const scope = await ctx.vaults.resolve(request);
          const owner = await findUserById(db, scope.ownerId);
          if (!owner || !scope.trusted) throw new HttpError(404, 'Not found');
          return {
            ownerId: owner.id,
            ownerName: displayName(owner),
            role: scope.trusted.role,
            areas: scope.trusted.areas ?? ('all' as const),
            canWrite: scope.trusted.write,
          };
        },
      );
    });
  };
}
