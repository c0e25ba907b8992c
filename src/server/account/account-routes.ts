import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, preferencesSchema, updateProfileSchema } from '../../domain/auth';
import { publicUserSchema } from '../../domain/user';
import { audit } from '../audit/audit-log';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertPasswordAllowed } from '../admin/password-policy-check';
import { clearSessionCookie, requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { presentUser } from '../users/user-presenter';
import { isUniqueViolation } from '../users/user-repository';
import { wrapForPassword } from '../vault/account-vault';

/** Account Settings and Preferences: the signed-in user changing their own account. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, sessions } = ctx;
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.patch(
      '/user',
      { schema: { body: updateProfileSchema, response: { 200: publicUserSchema } } },
      async (request) => {
        const me = signedInUser(request);
        try {
          const [row] = await db
            .update(users)
            .set({ ...request.body, updatedAt: new Date() })
            .where(eq(users.id, me.id))
            .returning();
          await audit(db, request, {
            action: 'account.update',
            message: 'Profile updated',
            targetKind: 'user',
            targetId: me.id,
          });
          await sessions.userChanged(me.id);
          return presentUser(row, { billingConfigured: Boolean(ctx.config.billing) });
        } catch (err) {
          if (isUniqueViolation(err))
            throw new HttpError(409, 'An account with this email already exists.');
          throw err;
        }
      },
    );

    app.post(
      '/user/password',
      { schema: { body: changePasswordSchema } },
      async (request, reply) => {
        const me = signedInUser(request);
        assertPasswordAllowed(request, request.body.newPassword);
        if (!(await verifyPassword(me.password, request.body.currentPassword))) {
          await audit(db, request, {
            action: 'account.password_change_failed',
            level: 'warning',
            message: 'Password change refused: wrong current password',
          });
          throw new HttpError(400, 'Your current password is not correct.');
        }
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
        // Other devices signed in with the old password are signed out; this one stays.
        await sessions.destroyAllForUser(me.id, request.sessionCookie ?? undefined);
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
