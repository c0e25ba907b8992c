import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPasswordResetSchema, resetPasswordSchema } from '../../domain/auth';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserByEmail, findUserById } from '../users/user-repository';
import { lockCurrentKey } from '../vault/account-vault';
import { prepareResetVault } from '../vault/reset-vault';
import { afterVaultReset } from '../trusted-people/key-changes';
import { hashPassword } from './passwords';
import { assertPasswordAllowed } from '../admin/password-policy-check';
import { resetPasswordEmail } from '../mail/reset-password-email';
import { hitCounter } from './rate-limit-store';
import { authRateLimits, keyDigest } from './rate-limits';

/** Reset links work for one hour, once (part 1 §9). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset emails one address may receive a day; more are not sent (docs/decisions/010). */
export const RESET_EMAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const messageSchema = z.object({ message: z.string() });
/** With a new recovery key, the username too, so the page can print the Emergency Kit. */
const resetAnswerSchema = messageSchema.extend({
  recoveryKey: z.string().optional(),
  username: z.string().optional(),
});
const SENT = 'If an account exists for that email, we have sent a link to reset its password.';

/** Forgot-password and reset-password. */
export function passwordResetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, mailer, sessions, config } = ctx;
  const limits = {
    perIp: config.rateLimits.authPerIpPerMinute,
    perAccount: config.rateLimits.authPerAccountPerMinute,
  };

  async function sendResetLink(request: FastifyRequest, userId: string, email: string) {
    const sent = await hitCounter(db, `reset-email:${keyDigest(email.toLowerCase())}`, DAY_MS);
    if (sent.current > RESET_EMAILS_PER_DAY) {
      await audit(db, request, {
        action: 'auth.reset_email_capped',
        level: 'warning',
        message: `Password reset email not sent: ${RESET_EMAILS_PER_DAY} already sent to this address today`,
        userId,
      });
      return;
    }
    const token = randomBytes(32).toString('base64url'); // 256 bits
    await db.insert(passwordResetTokens).values({
      userId,
      token: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    // In the fragment, which browsers never send: no request log, proxy or Referer sees it.
    const link = `${config.appUrl}/reset-password#token=${encodeURIComponent(token)}`;
    await mailer.send({ to: email, ...(await resetPasswordEmail(db, link)) });
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
          sendResetLink(request, user.id, user.email).catch((err) =>
            request.log.error({ err }, 'could not send the reset email'),
          );
        }
        return { message: SENT };
      },
    );

    app.post(
      '/reset-password',
      {
        // Per link, not per account: the body names no account, and one shared bucket would let
        // anyone's attempts use up everyone's.
        preHandler: authRateLimits(app, 'reset', limits, (req) => {
          const { token } = req.body as { token: string };
          return `token:${hashResetToken(token).slice(0, 22)}`;
        }),
        schema: { body: resetPasswordSchema, response: { 200: resetAnswerSchema } },
      },
      async (request) => {
        const invalidLink = () =>
          new HttpError(
            400,
            'This reset link is invalid or has expired. Please request a new one.',
          );
        assertPasswordAllowed(request, request.body.newPassword);
        const tokenHash = hashResetToken(request.body.token);
        const [pending] = await db
          .select({ userId: passwordResetTokens.userId })
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.token, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          );
        const user = pending && (await findUserById(db, pending.userId));
        if (!user) throw invalidLink();
        // Key work first (it may refuse a wrong recovery key), so a refusal changes nothing.
        const vault = await prepareResetVault(
          ctx,
          user,
          request.body.newPassword,
          request.body.recoveryKey,
        );
        const newHash = await hashPassword(request.body.newPassword);
        const userId = await db.transaction(async (tx) => {
          // One atomic UPDATE claims the token, so two concurrent requests cannot both use it.
          const [claimed] = await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(passwordResetTokens.token, tokenHash),
                eq(passwordResetTokens.userId, user.id),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, new Date()),
              ),
            )
            .returning({ userId: passwordResetTokens.userId });
          if (!claimed) return null;
          if (vault.lockOldKey) await lockCurrentKey(tx, user);
          await tx
            .update(users)
            .set({ password: newHash, ...vault.columns, updatedAt: new Date() })
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
            message: vault.lockOldKey
              ? 'Password reset completed without the recovery key: earlier encrypted details locked'
              : 'Password reset completed',
            userId: claimed.userId,
          });
          return claimed.userId;
        });
        if (!userId) throw invalidLink();
        await sessions.destroyAllForUser(userId);
        ctx.keys.forget(userId);
        // A new data key: trusted people's sealed copies of the old one are dropped, not kept.
        if (vault.lockOldKey) await afterVaultReset(ctx, userId);
        return {
          message: 'Your password has been updated. You can now log in with your new password.',
          ...(vault.recoveryKey ? { recoveryKey: vault.recoveryKey, username: user.username } : {}),
        };
      },
    );
  };
}
