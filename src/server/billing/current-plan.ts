import { eq } from 'drizzle-orm';
import { describePlan, describePlanWithoutBilling, type PlanStatus } from '../../domain/plans';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';

/** The user's plan as stored now: the session's cached row may predate a webhook's change. */
export async function loadPlan(
  db: Database,
  userId: string,
  billingConfigured = true,
): Promise<PlanStatus> {
  const [facts] = await db
    .select({
      planKey: users.planKey,
      status: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
      cancelAtPeriodEnd: users.cancelAtPeriodEnd,
      pendingPlanKey: users.pendingPlanKey,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!facts) throw new HttpError(401, 'Unauthorized');
  return billingConfigured ? describePlan(facts) : describePlanWithoutBilling(facts);
}
