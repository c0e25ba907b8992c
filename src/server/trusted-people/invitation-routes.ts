import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invitationLookupSchema,
  invitationSchema,
  invitationTokenSchema,
  sharedVaultSchema,
  type TrustedRole,
} from '../../domain/trusted-people';
import { audit } from '../audit/audit-log';
import { authRateLimits } from '../auth/rate-limits';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { accept, grantOfToken } from './invitation-actions';
import { readLetter } from './invitation-letter';
import { assertInvitedAddress } from './invitation-proof';
import { areasOf, displayName, hashToken, presentForGrantee } from './grant-store';

/**
 * /api/invitations: what an invitation link offers (public) and its acceptance (signed in). The
 * token comes in the body, never the path, so request logs never hold it; the link carries it
 * in its fragment (docs/decisions/018-verified-addresses.md). Counted per link and per network
 * address, like reset links.
 */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  const limits = {
    perIp: config.rateLimits.authPerIpPerMinute,
    perAccount: config.rateLimits.authPerAccountPerMinute,
  };

  return async (app) => {
    const perLink = (name: string) =>
      authRateLimits(app, name, limits, (req) => {
        const { token } = req.body as { token: string };
        return `token:${hashToken(String(token)).slice(0, 22)}`;
      });

    app.post(
      '/invitations/lookup',
      {
        preHandler: perLink('invitation-lookup'),
        schema: { body: invitationLookupSchema, response: { 200: invitationSchema } },
      },
      async (request) => {
        const { token, email } = request.body;
        const grant = await grantOfToken(ctx, token, new Date());
        // The address the link carries must be the invited one: the sign-up fixes it.
        if (email !== undefined) assertInvitedAddress(ctx, grant, email);
        const owner = await findUserById(db, grant.ownerId);
        const letter = readLetter(token, grant);
        return {
          ownerName: owner ? displayName(owner) : 'Someone',
          role: grant.role as TrustedRole,
          areas: areasOf(grant),
          waitDays: grant.waitDays,
          expiresAt: grant.inviteExpiresAt.toISOString(),
          inviteeName: letter.name,
          relationship: letter.relationship,
          note: letter.note,
        };
      },
    );

    await app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('preHandler', requireUser);
      signedIn.post(
        '/invitations/accept',
        {
          preHandler: perLink('invitation-accept'),
          schema: { body: invitationTokenSchema, response: { 200: sharedVaultSchema } },
        },
        async (request) => {
          const grant = await accept(ctx, signedInUser(request), request.body.token, new Date());
          await audit(db, request, {
            action: 'trusted.accept',
            message: 'Accepted an invitation to be a trusted person',
            targetKind: 'trusted_grant',
            targetId: grant.id,
          });
          const owner = await findUserById(db, grant.ownerId);
          if (!owner) throw new HttpError(404, 'No such trusted person');
          return presentForGrantee(grant, owner);
        },
      );
    });
  };
}
