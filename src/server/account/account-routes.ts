import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, preferencesSchema, updateProfileSchema } from '../../domain/auth';
import { publicUserSchema } from '../../domain/user';
import { audit } from '../audit/audit-log';
import { hashPassword } from '../auth/passwords';
import { passwordGuard } from '../auth/password-attempts-guard';
import { assertPasswordAllowed } from '../admin/password-policy-check';
import { clearSessionCookie, requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { presentUser } from '../users/user-presenter';
import { findUserByEmail, isUniqueViolation } from '../users/user-repository';
import { ownVaultKeys, wrapForPassword } from '../vault/account-vault';
import { lockOutOthers } from './account-security';
import { sendConfirmationLink } from '../addresses/confirmation-links';

/**
 * The account was deleted (by an admin, on this or another instance) after this request's
 * session was read: signed out, as the next request would find it.
 */
export const accountGone = () => new HttpError(401, 'Unauthorized');

/** Account Settings and Preferences: the signed-in user changing their own account. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, sessions } = ctx;
  return async (app) => {
    app.addHook('preHandler', requireUser);
    const guard = passwordGuard(app, ctx);

    app.patch(
      '/user',
      { schema: { body: updateProfileSchema, response: { 200: publicUserSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const { currentPassword, code, email, ...names } = request.body;
        // A new email receives the account's reset links: only the owner may choose it.
        const newEmail = email !== undefined && email !== me.email;
        // The same mailbox in other letter case is no new address: it needs no link.
        const sameMailbox =
          newEmail && !me.emailTakenAt && email.toLowerCase() === me.email.toLowerCase();
        if (newEmail) {
          if (!currentPassword)
            throw new HttpError(400, 'Enter your current password to change your email.');
          await guard.confirm(
            request,
            { password: currentPassword, code },
            {
              purpose: 'Email change',
              refusedAction: 'account.email_change_refused',
              wrongPassword: 'Your current password is not correct.',
            },
          );
        }
        if (newEmail && !sameMailbox) await askForNewAddress(request, email);
        let row;
        try {
          [row] = await db
            .update(users)
            .set({
              ...names,
              ...(sameMailbox ? { email } : {}),
              ...(newEmail && !sameMailbox ? { pendingEmail: email } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, me.id))
            .returning();
        } catch (err) {
          if (isUniqueViolation(err))
            throw new HttpError(409, 'An account with this email already exists.');
          throw err;
        }
        if (!row) throw accountGone();
        await audit(db, request, {
          action: 'account.update',
          message: 'Profile updated',
          targetKind: 'user',
          targetId: me.id,
        });
        await sessions.userChanged(me.id);
        return presentUser(row, { billingConfigured: Boolean(ctx.config.billing) });
      },
    );

    /**
     * A new address takes effect only when the link mailed to it is opened
     * (addresses/address-routes.ts), which also tells the old address. Asking already ends other
     * sessions and reset links, as the password was just given again. An address a confirmed
     * account holds is refused; one an unconfirmed account holds passes to whoever proves it.
     */
    async function askForNewAddress(request: FastifyRequest, email: string) {
      const me = signedInUser(request);
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== me.id && holder.emailConfirmedAt)
        throw new HttpError(409, 'An account with this email already exists.');
      // One address at a time: sending ends the links mailed for any other (the current one too).
      await sendConfirmationLink(ctx, request, me, email, true);
      await audit(db, request, {
        action: 'account.email_change_requested',
        level: 'warning',
        message:
          'New email address asked for; it takes effect when its link is opened. Other sessions and reset links ended',
      });
      await lockOutOthers(ctx, request, me.id);
    }

    app.post(
      '/user/password',
      { schema: { body: changePasswordSchema } },
      async (request, reply) => {
        const me = signedInUser(request);
        assertPasswordAllowed(request, request.body.newPassword);
        await guard.confirm(
          request,
          { password: request.body.currentPassword, code: request.body.code },
          {
            purpose: 'Password change',
            refusedAction: 'account.password_change_failed',
            wrongPassword: 'Your current password is not correct.',
          },
        );
        // The data key (with the after key) is re-wrapped under the new password: nothing needs
        // re-encrypting.
        const dataKey = await ownVaultKeys(ctx.keys, me.id);
        const wrapped = await wrapForPassword(
          ctx.serverKey,
          me.id,
          request.body.newPassword,
          dataKey,
        );
        await db
          .update(users)
          .set({
            password: await hashPassword(request.body.newPassword),
            ...wrapped,
            dataKeyServerWrapped: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, me.id));
        await audit(db, request, {
          action: 'account.password_change',
          message: 'Password changed',
        });
        // Other devices signed in with the old password are signed out (and reset links made
        // before stop working); this one stays.
        await lockOutOthers(ctx, request, me.id);
        return reply.code(204).send();
      },
    );

    app.post('/user/sign-out-everywhere', async (request, reply) => {
      const me = signedInUser(request);
      await sessions.destroyAllForUser(me.id);
      clearSessionCookie(reply);
      await audit(db, request, {
        action: 'auth.logout_everywhere',
        message: 'Signed out of all sessions',
      });
      return reply.code(204).send();
    });

    app.put(
      '/user/preferences',
      { schema: { body: preferencesSchema, response: { 200: publicUserSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const [row] = await db
          .update(users)
          .set({
            theme: request.body.theme,
            textSize: request.body.textSize,
            gettingStartedHidden: request.body.gettingStartedHidden,
            updatedAt: new Date(),
          })
          .where(eq(users.id, me.id))
          .returning();
        if (!row) throw accountGone();
        await audit(db, request, { action: 'account.preferences', message: 'Preferences updated' });
        await sessions.userChanged(me.id);
        return presentUser(row, { billingConfigured: Boolean(ctx.config.billing) });
      },
    );
  };
}
