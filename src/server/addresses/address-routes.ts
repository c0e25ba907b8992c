import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_MESSAGES,
  confirmEmailSchema,
  confirmationSentSchema,
  emailConfirmedSchema,
} from '../../domain/verified-addresses';
import { emailChangedEmail } from '../account/email-changed-email';
import { audit } from '../audit/audit-log';
import { authRateLimits } from '../auth/rate-limits';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { takeFromUnconfirmedHolder } from './address-holders';
import {
  claimConfirmation,
  hashConfirmationToken,
  revokeConfirmations,
  sendConfirmationLink,
} from './confirmation-links';

/**
 * /api/email-confirmation: "Send again" from the banner (signed in), and the confirmation
 * link's button (signed in or not: the link is the proof). docs/decisions/018.
 */
export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, sessions, config } = ctx;
  const limits = {
    perIp: config.rateLimits.authPerIpPerMinute,
    perAccount: config.rateLimits.authPerAccountPerMinute,
  };

  return async (app) => {
    app.post(
      '/email-confirmation/send',
      {
        preHandler: [requireUser, authRateLimits(app, 'confirm-send', limits)],
        schema: { response: { 200: confirmationSentSchema } },
      },
      async (request) => {
        const me = signedInUser(request);
        const email = me.pendingEmail ?? (me.emailTakenAt ? null : me.email);
        if (!email) throw new HttpError(409, ADDRESS_MESSAGES.noAddress);
        if (!me.pendingEmail && me.emailConfirmedAt)
          throw new HttpError(409, ADDRESS_MESSAGES.alreadyConfirmed);
        await sendConfirmationLink(ctx, request, me, email, Boolean(me.pendingEmail));
        return { message: ADDRESS_MESSAGES.sent(email) };
      },
    );

    app.post(
      '/email-confirmation/confirm',
      {
        // Per link, like reset links: the body names no account.
        preHandler: authRateLimits(app, 'confirm-email', limits, (req) => {
          const { token } = req.body as { token: string };
          return `token:${hashConfirmationToken(String(token)).slice(0, 22)}`;
        }),
        schema: { body: confirmEmailSchema, response: { 200: emailConfirmedSchema } },
      },
      async (request) => {
        const now = new Date();
        const done = await db.transaction(async (tx) => {
          const link = await claimConfirmation(tx, request.body.token, now);
          const user = link && (await findUserById(tx, link.userId));
          if (!link || !user) return null;
          const own = !user.emailTakenAt && user.email.toLowerCase() === link.email.toLowerCase();
          const pendingDone = user.pendingEmail?.toLowerCase() === link.email.toLowerCase();
          // A link proves only the address it was mailed to, and only while the account still
          // uses or asks for it: an old sign-up link in a mistyped mailbox must not take over.
          if (!own && !pendingDone) return 'not-the-accounts-address' as const;
          // A new address: an unconfirmed account holding it loses it; a confirmed one, 409.
          const holderId = own
            ? null
            : await takeFromUnconfirmedHolder(tx, request, link.email, user.id, now);
          await tx
            .update(users)
            .set({
              email: link.email,
              emailConfirmedAt: now,
              emailTakenAt: null,
              ...(pendingDone ? { pendingEmail: null } : {}),
              updatedAt: now,
            })
            .where(eq(users.id, user.id));
          // Every other link of the account ends: only the address just proven stays in use.
          await revokeConfirmations(tx, user.id);
          if (!own) {
            // Reset links went to the old address: it no longer controls the account.
            await tx
              .update(passwordResetTokens)
              .set({ usedAt: now })
              .where(
                and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)),
              );
          }
          await audit(tx, request, {
            action: own ? 'account.email_confirmed' : 'account.email_changed',
            level: own ? 'info' : 'warning',
            message: own
              ? 'Email address confirmed by its link'
              : 'Email address changed by opening the link sent to the new address; reset links ended',
            userId: user.id,
          });
          return { user, email: link.email, own, holderId };
        });
        if (!done) throw new HttpError(400, ADDRESS_MESSAGES.invalidLink);
        if (done === 'not-the-accounts-address')
          throw new HttpError(400, ADDRESS_MESSAGES.notTheAccountsAddress);
        await sessions.userChanged(done.user.id);
        if (done.holderId) await sessions.userChanged(done.holderId);
        if (!done.own && !done.user.emailTakenAt) {
          try {
            await ctx.mailer.send({ to: done.user.email, ...(await emailChangedEmail(db)) });
          } catch (err) {
            request.log.error({ err }, 'could not tell the previous address about the change');
          }
        }
        return {
          message: done.own ? ADDRESS_MESSAGES.confirmed : ADDRESS_MESSAGES.changed(done.email),
          email: done.email,
        };
      },
    );
  };
}
