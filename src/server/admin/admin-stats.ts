import { and, count, eq, gte, isNotNull, sql, sum } from 'drizzle-orm';
import { formatStorage, type AdminStats } from '../../domain/admin';
import { isPlanKey, monthlyRevenue, PLANS, type PlanTier } from '../../domain/plans';
import type { Database } from '../db/client';
import { documents, storedFiles, users } from '../db/schema';

/** Start of the current calendar month (UTC): "active this month" counts sign-ins since then. */
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The stat cards, computed from the database: users, users signed in this month, monthly
 * recurring revenue of active subscriptions at the plan table's prices, documents, storage used
 * by stored files, and active subscriptions by tier.
 */
export async function computeAdminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const [[people], plans, [docs], [files]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${gte(users.lastLogin, startOfMonthUtc(now))})`,
      })
      .from(users),
    db
      .select({ planKey: users.planKey, interval: users.billingInterval, n: count() })
      .from(users)
      .where(and(eq(users.subscriptionStatus, 'active'), isNotNull(users.planKey)))
      .groupBy(users.planKey, users.billingInterval),
    db.select({ n: count() }).from(documents),
    db.select({ bytes: sum(storedFiles.size) }).from(storedFiles),
  ]);
  const subscriptions: Record<PlanTier, number> = { essential: 0, complete: 0, premium: 0 };
  let revenue = 0;
  for (const row of plans) {
    if (!isPlanKey(row.planKey)) continue;
    const n = Number(row.n);
    subscriptions[PLANS[row.planKey].tier] += n;
    revenue += n * monthlyRevenue(row.planKey, row.interval === 'year' ? 'year' : 'month');
  }
  return {
    totalUsers: Number(people?.total ?? 0),
    activeUsers: Number(people?.active ?? 0),
    revenue,
    totalDocuments: Number(docs?.n ?? 0),
    storageUsed: formatStorage(Number(files?.bytes ?? 0)),
    subscriptions,
  };
}
