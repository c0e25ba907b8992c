import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPasswordResetSchema, resetPasswordSchema } from '../../domain/auth';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserByEmail } from '../users/user-repository';
import { hashPassword } from './passwords';
import { assertPasswordAllowed } from '../admin/password-policy-check';
import { resetPasswordEmail } from '../mail/reset-password-email';
import { authRateLimits } from './rate-limits';

/** Reset links work for one hour, once (part 1 §9). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const messageSchema = z.object({ message: z.string() });
const SENT = 'If an account exists for that email, we have sent a link to reset its password.';

/** Forgot-password and reset-password. */
export function passwordResetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, mailer, sessions, config } = ctx;
  const limits = {
    perIp: config.rateLimits.authPerIpPerMinute,
    perAccount: config.rateLimits.authPerAccountPerMinute,
  };

  async function sendResetLink(userId: string, email: string) {
    const token = randomBytes(32).toString('base64url'); // 256 bits
    await db.insert(passwordResetTokens).values({
      userId,
      token: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: email,
      ...(await resetPasswordEmail(db, link)),
      link,
    });
  }

  return async (app) => {
    app.post(
      '/request-password-reset',
      {
        preHandler: authRateLimits(app, 'reset-request', limits),
        schema: { body: requestPasswordResetSchema, response: { 200: messageSchema } },
      },
      async (request) => {
        const user = await findUserByEmail(db, request.body.email);
        await audit(db, request, {
          action: 'auth.reset_requested',
          message: 'Password reset requested',
          userId: user?.id ?? null,
        });
        if (user?.isActive) {
          // Not awaited: answering only after the mail server replies would reveal that the email exists.
          sendResetLink(user.id, user.email).catch((err) =>
            request.log.error({ err }, 'could not send the reset email'),
          );
        }
        return { message: SENT };
      },
    );

    app.post(
      '/reset-password',
      {
        preHandler: authRateLimits(app, 'reset', limits),
        schema: { body: resetPasswordSchema, response: { 200: messageSchema } },
      },
      async (request) => {
        assertPasswordAllowed(request, request.body.newPassword);
        const newHash = await hashPassword(request.body.newPassword);
        const userId = await db.transaction(async (tx) => {
          // One atomic UPDATE claims the token, so two concurrent requests cannot both use it.
          const [claimed] = await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(passwordResetTokens.token, hashResetToken(request.body.token)),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, new Date()),
              ),
            )
            .returning({ userId: passwordResetTokens.userId });
          if (!claimed) return null;
          await tx
            .update(users)
            .set({ password: newHash, updatedAt: new Date() })
            .where(eq(users.id, claimed.userId));
          // Every other outstanding link of this user dies with this one.
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(passwordResetTokens.userId, claimed.userId),
                isNull(passwordResetTokens.usedAt),
              ),
            );
          await audit(tx, request, {
            action: 'auth.password_reset',
            message: 'Password reset completed',
            userId: claimed.userId,
          });
          return claimed.userId;
        });
        if (!userId)
          throw new HttpError(
            400,
            'This reset link is invalid or has expired. Please request a new one.',
          );
        await sessions.destroyAllForUser(userId);
        return {
          message: 'Your password has been updated. You can now log in with your new password.',
        };
      },
    );
  };
}
