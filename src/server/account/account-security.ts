import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { passwordResetTokens } from '../db/schema';

/**
 * After a change that decides who controls the account (email, password, two-factor): every
 * other session ends (this one goes on) and every unused reset link stops working, so someone
 * holding either from before the change cannot undo it.
 */
export async function lockOutOthers(ctx: AppContext, request: FastifyRequest, userId: string) {
  await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await ctx.sessions.destroyAllForUser(userId, request.sessionCookie ?? undefined);
}
