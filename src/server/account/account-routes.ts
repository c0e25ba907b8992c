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
import { isUniqueViolation } from '../users/user-repository';
import { wrapForPassword } from '../vault/account-vault';
import { lockOutOthers } from './account-security';
import { emailChangedEmail } from './email-changed-email';

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
        const { currentPassword, code, ...changes } = request.body;
        // A new email receives the account's reset links: only the owner may choose it.
        const newEmail = changes.email !== undefined && changes.email !== me.email;
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
        let row;
        try {
          [row] = await db
            .update(users)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(users.id, me.id))
            .returning();
        } catch (err) {
          if (isUniqueViolation(err))
            throw new HttpError(409, 'An account with this email already exists.');
          throw err;
        }
        await audit(db, request, {
          action: 'account.update',
          message: 'Profile updated',
          targetKind: 'user',
          targetId: me.id,
        });
        if (newEmail) await emailChanged(request, me.email);
        await sessions.userChanged(me.id);
        return presentUser(row, { billingConfigured: Boolean(ctx.config.billing) });
      },
    );

    /** Audits it, ends other sessions and reset links, and tells the old address. */
    async function emailChanged(request: FastifyRequest, oldEmail: string) {
      const me = signedInUser(request);
      await audit(db, request, {
        action: 'account.email_changed',
        level: 'warning',
        message: 'Email address changed; other sessions and reset links ended',
      });
      await lockOutOthers(ctx, request, me.id);
      try {
        await ctx.mailer.send({ to: oldEmail, ...(await emailChangedEmail(db)) });
      } catch (err) {
        request.log.error({ err }, 'could not tell the previous address about the email change');
      }
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
        // The data key is re-wrapped under the new password: nothing needs re-encrypting.
        const dataKey = await ctx.keys.dataKeyFor(me.id);
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
          .set({ theme: request.body.theme, updatedAt: new Date() })
          .where(eq(users.id, me.id))
          .returning();
        await audit(db, request, { action: 'account.preferences', message: 'Preferences updated' });
        await sessions.userChanged(me.id);
        return presentUser(row, { billingConfigured: Boolean(ctx.config.billing) });
      },
    );
  };
}
