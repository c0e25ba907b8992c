import { count, eq, sql, sum } from 'drizzle-orm';
import { formatStorage, type AdminUser, type AdminUserDetail } from '../../domain/admin';
import { describePlan, PLAN_NAMES, PLANS, isPlanKey } from '../../domain/plans';
import type { Database } from '../db/client';
import { recordTables, sessions, storedFiles, type UserRow } from '../db/schema';

/** The tier column: the paid plan's tier, else 'trial' during the free trial, else 'none'. */
export function subscriptionTier(row: UserRow, now = new Date()): string {
  const plan = describePlan(
    {
      planKey: row.planKey,
      status: row.subscriptionStatus,
      trialEndsAt: row.trialEndsAt,
      currentPeriodEnd: row.currentPeriodEnd,
    },
    now,
  );
  if ((plan.status === 'active' || plan.status === 'past_due') && plan.planKey) {
    return PLANS[plan.planKey].tier;
  }
  return plan.status === 'trialing' ? 'trial' : 'none';
}

/** A user row as the admin list shows it: account metadata only. */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isActive: row.isActive,
    isAdmin: row.isAdmin,
    subscriptionTier: subscriptionTier(row),
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

/** How many rows of each record kind a user holds, in one query; never what they contain. */
export async function recordCounts(db: Database, userId: string): Promise<Record<string, number>> {
  const columns = Object.entries(recordTables).map(
    ([key, table]) =>
      sql`(select count(*) from ${table} where ${table.userId} = ${userId})::int as ${sql.identifier(key)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return Object.fromEntries(Object.keys(recordTables).map((key) => [key, Number(row[key] ?? 0)]));
}

/** The View panel: metadata, sessions, stored-file totals and record counts of one account. */
export async function adminUserDetail(db: Database, row: UserRow): Promise<AdminUserDetail> {
  const [[live], [files], counts] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(sql`${sessions.userId} = ${row.id} and ${sessions.expire} > now()`),
    db
      .select({ n: count(), bytes: sum(storedFiles.size) })
      .from(storedFiles)
      .where(eq(storedFiles.userId, row.id)),
    recordCounts(db, row.id),
  ]);
  return {
    ...presentAdminUser(row),
    planName: isPlanKey(row.planKey) ? PLAN_NAMES[row.planKey] : null,
    subscriptionStatus: row.subscriptionStatus,
    billingInterval: row.billingInterval,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    activeSessions: Number(live?.n ?? 0),
    storedFiles: Number(files?.n ?? 0),
    storageUsed: formatStorage(Number(files?.bytes ?? 0)),
    recordCounts: counts,
  };
}
