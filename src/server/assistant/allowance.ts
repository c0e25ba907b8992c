import { eq } from 'drizzle-orm';
import { aiDailyAllowance, describePlan } from '../../domain/plans';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import type { UserRow } from '../db/schema/core';
import { HttpError } from '../http/errors';
import type { ConversationStore } from './conversation-store';

/** Midnight UTC today: the allowance renews then, the same moment for every app instance. */
export function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The user's plan as stored now: the session's cached row may predate a billing change. */
async function currentPlan(ctx: AppContext, userId: string) {
  const [facts] = await ctx.db
    .select({
      planKey: users.planKey,
      status: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!facts) throw new HttpError(401, 'Unauthorized');
  return describePlan(facts);
}

/** Today's allowance and use, or null when no plan limits the user (billing not configured). */
export async function dailyAllowance(
  ctx: AppContext,
  store: ConversationStore,
  user: UserRow,
): Promise<{ limit: number; used: number } | null> {
  if (!ctx.config.ai.planAllowances) return null;
  const limit = aiDailyAllowance(await currentPlan(ctx, user.id));
  return { limit, used: await store.questionsSince(user.id, startOfUtcDay()) };
}

/** Refuses a question past the plan's daily allowance: 403 with no allowance at all, else 429. */
export async function checkDailyAllowance(
  ctx: AppContext,
  store: ConversationStore,
  user: UserRow,
): Promise<void> {
  const allowance = await dailyAllowance(ctx, store, user);
  if (!allowance || allowance.used < allowance.limit) return;
  if (allowance.limit === 0) {
    throw new HttpError(
      403,
      'Your plan does not include AI assistant messages. Choose a plan on the Pricing page to keep using the assistant.',
    );
  }
  const tomorrow = new Date(startOfUtcDay().getTime() + 86_400_000);
  const seconds = Math.max(1, Math.ceil((tomorrow.getTime() - Date.now()) / 1000));
  throw new HttpError(
    429,
    `You have used all ${allowance.limit} AI assistant messages your plan includes today. The allowance renews at midnight UTC.`,
    { 'retry-after': String(seconds) },
  );
}
