import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessHistorySchema,
  checkInSettingSchema,
  checkInStatusSchema,
  grantReauthSchema,
  inviteSchema,
  sharedVaultSchema,
  trustedPeopleSchema,
  trustedPersonSchema,
  vaultAccessSchema,
  type AccessAction,
} from '../../domain/trusted-people';
import { audit } from '../audit/audit-log';
import { passwordGuard } from '../auth/password-attempts-guard';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { accessEvents, trustedGrants } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { answerCheckIn, checkInStatus, setCheckIn } from './check-ins';
import { approve, confirm, end, reject, releaseDueRequests, requestAccess } from './grant-actions';
import {
  displayName,
  grantOfParty,
  inviteEmailHash,
  presentForGrantee,
  presentForOwner,
  usersById,
  type GrantRow,
} from './grant-store';
import { invite, resend } from './invitation-actions';
import { countInvitation } from './invitation-limits';
import { invitationRoutes } from './invitation-routes';
import { ensureKeyPair, fingerprintPhrase } from './key-pairs';

const idParams = z.object({ id: z.uuid('Trusted person id must be a UUID') });
const historyQuery = z.object({
  grantee: z.uuid('grantee must be a user id').optional(),
  /** An event id from the previous page's `nextBefore`. */
  before: z.uuid('before must be an event id').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * /api/trusted-people (the owner's people and what is shared with the signed-in user, each step
 * of a grant, the check-in and the access history), /api/shared-vaults/:ownerId (the banner) and
 * /api/invitations (invitation-routes.ts). docs/decisions/017-trusted-people.md.
 */
export function trustedPeopleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /** Every step of a grant is audited: which step, which grant, never who or what was shared. */
  const auditGrant = (request: FastifyRequest, grantId: string, action: string, message: string) =>
    audit(db, request, { action, message, targetKind: 'trusted_grant', targetId: grantId });

  async function presentOwned(grant: GrantRow) {
    const people = await usersById(db, [grant.granteeId]);
    return presentForOwner(
      ctx,
      grant,
      grant.granteeId ? people.get(grant.granteeId) : undefined,
      new Date(),
    );
  }

  async function presentShared(grant: GrantRow) {
    const owner = await findUserById(db, grant.ownerId);
    if (!owner) throw new HttpError(404, 'No such trusted person');
    return presentForGrantee(grant, owner);
  }

  return async (app) => {
    const guard = passwordGuard(app, ctx);

    await app.register(invitationRoutes(ctx));

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
      signedIn.addHook('preHandler', requireUser);

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
            request,
            grant.id,
            'trusted.invite',
            `Invited a trusted person (${grant.role})`,
          );
          return reply.code(201).send(await presentOwned(grant));
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
            request,
            grant.id,
            'trusted.resend',
            'Resent a trusted-person invitation',
          );
          return presentOwned(grant);
        },
      );

      signedIn.post(
        '/trusted-people/:id/confirm',
        {
          schema: {
            params: idParams,
            body: grantReauthSchema,
            response: { 200: trustedPersonSchema },
          },
        },
        async (request) => {
          const me = signedInUser(request);
          // Confirming hands the person a sealed copy of the data key: the password again.
          await guard.confirm(request, request.body, {
            purpose: 'Confirm a trusted person',
            refusedAction: 'trusted.confirm_refused',
          });
          const grant = await confirm(ctx, me, request.params.id, new Date());
          await auditGrant(
            request,
            grant.id,
            'trusted.confirm',
            `Confirmed a trusted person (${grant.role}) after comparing fingerprints`,
          );
          return presentOwned(grant);
        },
      );

      signedIn.post(
        '/trusted-people/:id/request',
        { schema: { params: idParams, response: { 200: sharedVaultSchema } } },
        async (request) => {
          const grant = await requestAccess(
            ctx,
            signedInUser(request),
            request.params.id,
            new Date(),
          );
          await auditGrant(request, grant.id, 'trusted.request', 'Asked for emergency access');
          return presentShared(grant);
        },
      );

      signedIn.post(
        '/trusted-people/:id/approve',
        {
          schema: {
            params: idParams,
            body: grantReauthSchema,
            response: { 200: trustedPersonSchema },
          },
        },
        async (request) => {
          const me = signedInUser(request);
          await guard.confirm(request, request.body, {
            purpose: 'Approve emergency access',
            refusedAction: 'trusted.approve_refused',
          });
          const grant = await approve(ctx, me, request.params.id, new Date());
          await auditGrant(request, grant.id, 'trusted.approve', 'Approved emergency access early');
          return presentOwned(grant);
        },
      );

      signedIn.post(
        '/trusted-people/:id/reject',
        { schema: { params: idParams, response: { 200: trustedPersonSchema } } },
        async (request) => {
          const grant = await reject(ctx, signedInUser(request), request.params.id);
          await auditGrant(
            request,
            grant.id,
            'trusted.reject',
            'Rejected a request for emergency access',
          );
          return presentOwned(grant);
        },
      );

      signedIn.delete(
        '/trusted-people/:id',
        { schema: { params: idParams } },
        async (request, reply) => {
          await end(ctx, signedInUser(request), request.params.id, new Date());
          await auditGrant(
            request,
            request.params.id,
            'trusted.end',
            'Ended a trusted-person relation',
          );
          return reply.code(204).send();
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
        '/trusted-people/access-history',
        { schema: { querystring: historyQuery, response: { 200: accessHistorySchema } } },
        async (request) => {
          const me = signedInUser(request);
          const { grantee, before, limit } = request.query;
          const mine = and(
            eq(accessEvents.ownerId, me.id),
            grantee ? eq(accessEvents.granteeId, grantee) : undefined,
          );
          let cursor;
          if (before) {
            const [from] = await db
              .select({ at: accessEvents.at, id: accessEvents.id })
              .from(accessEvents)
              .where(and(mine, eq(accessEvents.id, before)));
            if (!from) throw new HttpError(400, 'before: no such event in your history');
            // Keyset pagination on (at, id): stable however many events arrive meanwhile.
            cursor = or(
              lt(accessEvents.at, from.at),
              and(eq(accessEvents.at, from.at), lt(accessEvents.id, from.id)),
            );
          }
          const rows = await db
            .select()
            .from(accessEvents)
            .where(and(mine, cursor))
            .orderBy(desc(accessEvents.at), desc(accessEvents.id))
            .limit(limit + 1);
          const [total] = await db.select({ n: count() }).from(accessEvents).where(mine);
          const page = rows.slice(0, limit);
          const people = await usersById(
            db,
            page.map((e) => e.granteeId),
          );
          return {
            events: page.map((e) => ({
              id: e.id,
              at: e.at.toISOString(),
              granteeId: e.granteeId,
              granteeName:
                e.granteeId && people.has(e.granteeId)
                  ? displayName(people.get(e.granteeId)!)
                  : 'A deleted account',
              action: e.action as AccessAction,
              area: e.area,
              recordId: e.recordId,
              ipAddress: e.ipAddress,
            })),
            nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
            total: Number(total?.n ?? 0),
          };
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
