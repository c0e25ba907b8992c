import { count, eq } from 'drizzle-orm';
import { isReadOnly, limitReachedMessage, planLimit, readOnlyMessage } from '../../../domain/plans';
import { recordKindByKey, type RecordKindKey } from '../../../domain/records';
import { LIMITED_KINDS } from '../../billing/plan-guard';
import { loadPlan } from '../../billing/current-plan';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { tableOf } from '../../records/record-table';

/**
 * Plan limits for an import, by plan-guard's rule (only when billing is configured): a lapsed
 * account imports nothing, and the records a limited area keeps plus those imported may not
 * pass the plan's limit (403 naming the plan; nothing is imported).
 */
export async function checkPlanForImport(
  ctx: AppContext,
  userId: string,
  adding: Partial<Record<RecordKindKey, number>>,
): Promise<void> {
  if (!ctx.config.billing) return;
  const plan = await loadPlan(ctx.db, userId);
  if (isReadOnly(plan)) throw new HttpError(403, readOnlyMessage(plan));
  for (const [area, n] of Object.entries(adding) as [RecordKindKey, number][]) {
    const resource = LIMITED_KINDS[area];
    const limit = resource ? planLimit(plan, resource) : null;
    if (!resource || limit === null || !n) continue;
    const table = tableOf(recordKindByKey(area)!);
    const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    const have = Number(row?.n ?? 0);
    if (have + n > limit)
      throw new HttpError(
        403,
        `Nothing was imported: you have ${have} and the file adds ${n}. ${limitReachedMessage(plan, resource)}`,
      );
  }
}
