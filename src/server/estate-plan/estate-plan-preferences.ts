/** The owner's settlement figures for Financial Analysis › Planning (defaults when unset). */
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_FINAL_EXPENSES,
  DEFAULT_MONTHS_TO_SETTLE,
  type EstatePlanPreferences,
} from '../../domain/estate-plan/liquidity-api';
import { centsToDecimal, toCents } from '../../domain/money';
import type { Database } from '../db/client';
import { estatePlanPreferences } from '../db/schema';

/** The owner's figures, or the defaults. */
export async function loadEstatePlanPreferences(
  db: Database,
  ownerId: string,
): Promise<EstatePlanPreferences> {
  const [row] = await db
    .select()
    .from(estatePlanPreferences)
    .where(eq(estatePlanPreferences.userId, ownerId));
  return {
    finalExpenses: row?.finalExpenses
      ? centsToDecimal(toCents(row.finalExpenses) ?? 0n)
      : DEFAULT_FINAL_EXPENSES,
    monthsToSettle: row?.monthsToSettle ?? DEFAULT_MONTHS_TO_SETTLE,
    finalExpensesIsDefault: !row?.finalExpenses,
    monthsToSettleIsDefault: row?.monthsToSettle === null || row?.monthsToSettle === undefined,
  };
}

/** Saves the fields given (null: back to the default; absent: unchanged). */
export async function saveEstatePlanPreferences(
  db: Database,
  ownerId: string,
  change: { finalExpenses?: string | null; monthsToSettle?: number | null },
): Promise<void> {
  const set = {
    ...(change.finalExpenses !== undefined ? { finalExpenses: change.finalExpenses } : {}),
    ...(change.monthsToSettle !== undefined ? { monthsToSettle: change.monthsToSettle } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(estatePlanPreferences)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({
      target: estatePlanPreferences.userId,
      set: { ...set, updatedAt: sql`now()` },
    });
}
