import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { completionPercent } from '../../domain/checklist-rules';
import { netWorth, type DashboardSummary } from '../../domain/dashboard-summary';
import { upcomingDates } from '../../domain/important-dates-rules';
import { centsToDecimal, toCents } from '../../domain/money';
import {
  bankAccountsKind,
  businessInterestsKind,
  debtsLiabilitiesKind,
  documentsKind,
  estateChecklistItemsKind,
  familyMembersKind,
  importantDatesKind,
  insurancePoliciesKind,
  investmentAccountsKind,
  realEstateKind,
  type RecordKind,
} from '../../domain/records';
import type { Database } from '../db/client';
import { lookAlikeMortgagesSql, typedMortgagesSql } from '../net-worth/net-worth-sql';
import { tableOf, type GenericRecordTable } from '../records/record-table';

/** A SQL sum as a 2-decimal string ('0.00' for no rows): numeric stays exact, never a float. */
const money = (value: string | null | undefined) => centsToDecimal(toCents(value) ?? 0n);

/**
 * The dashboard summary of one user's records. Every figure comes from plain columns (amounts,
 * flags, categories, dates), so nothing is decrypted and the sums run in SQL whatever the row
 * count. Only important dates are read row by row (two small columns), because whether a
 * recurring date is upcoming is the shared domain rule's call. `today` is the user's local day.
 */
export async function loadDashboardSummary(
  db: Database,
  userId: string,
  today: Date,
  /** The record areas a trusted person may see (null: all); the others count as empty. */
  areas: readonly string[] | null = null,
): Promise<DashboardSummary> {
  const covered = (kind: RecordKind) => areas === null || areas.includes(kind.key);
  /** Rows of `kind` the reader may see: the user's, or none outside a trusted person's scope. */
  const rowsOf = (kind: RecordKind, t: GenericRecordTable) =>
    covered(kind) ? eq(t.userId, userId) : sql`false`;
  /** Row count and, when a column is named, its sum; `only` narrows the rows further. */
  const totals = async (
    kind: RecordKind,
    column?: string,
    only?: (t: GenericRecordTable) => SQL,
  ) => {
    const t = tableOf(kind);
    const [row] = await db
      .select({ n: count(), total: column ? sum(t[column]) : sql<null>`null` })
      .from(t)
      .where(and(rowsOf(kind, t), only?.(t)));
    return { count: Number(row?.n ?? 0), total: money(row?.total) };
  };
  const checklistTable = tableOf(estateChecklistItemsKind);
  const documentsTable = tableOf(documentsKind);
  const datesTable = tableOf(importantDatesKind);

  // One query at a time: PGlite serialises them anyway, and a pool is spared a burst per request.
  const family = await totals(familyMembersKind);
  const bank = await totals(bankAccountsKind, 'currentBalance');
  const investments = await totals(investmentAccountsKind, 'currentValue');
  const realEstate = await totals(realEstateKind, 'currentValue');
  const business = await totals(businessInterestsKind, 'estimatedValue');
  const recordedDebts = await totals(debtsLiabilitiesKind, 'currentBalance');
  // A property's mortgage is a debt, counted once (the one rule: src/domain/figures).
  const scope = { realEstate: covered(realEstateKind), debts: covered(debtsLiabilitiesKind) };
  const [mortgages] = (
    (await db.execute(
      sql`select ${typedMortgagesSql(sql`${userId}::uuid`, scope)} as typed, ${
        scope.realEstate && scope.debts ? lookAlikeMortgagesSql(sql`${userId}::uuid`) : sql`0`
      } as look_alikes`,
    )) as unknown as { rows: { typed: string | null; look_alikes: string | number }[] }
  ).rows;
  const typedMortgages = money(mortgages?.typed);
  const debts = {
    count: recordedDebts.count,
    total: centsToDecimal((toCents(recordedDebts.total) ?? 0n) + (toCents(typedMortgages) ?? 0n)),
  };
  // A lapsed policy covers nothing: only active ones count (isActive defaults to true).
  const insurance = await totals(insurancePoliciesKind, 'coverageAmount', (t) =>
    eq(t.isActive, true),
  );
  const [tasks] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${checklistTable.isCompleted})`,
    })
    .from(checklistTable)
    .where(rowsOf(estateChecklistItemsKind, checklistTable));
  const documentRows = await db
    .select({ category: documentsTable.category, n: count() })
    .from(documentsTable)
    .where(rowsOf(documentsKind, documentsTable))
    .groupBy(documentsTable.category);
  const dateRows = (await db
    .select({ eventDate: datesTable.eventDate, isRecurring: datesTable.isRecurring })
    .from(datesTable)
    .where(rowsOf(importantDatesKind, datesTable))) as {
    eventDate: string | null;
    isRecurring: boolean;
  }[];

  const totalTasks = Number(tasks?.total ?? 0);
  const completedTasks = Number(tasks?.completed ?? 0);
  const byCategory = Object.fromEntries(
    documentRows.map((r) => [String(r.category ?? 'Other'), Number(r.n)]),
  );
  return {
    totalNetWorth: netWorth({
      bank: bank.total,
      investments: investments.total,
      realEstate: realEstate.total,
      businessInterests: business.total,
      debts: debts.total,
    }),
    familyMembers: family.count,
    insurance: { policies: insurance.count, totalCoverage: insurance.total },
    estatePlanning: {
      // The checklist's own rule, fed the counts SQL gave (rows stand in for the items).
      completionPercentage: completionPercent(
        Array.from({ length: totalTasks }, (_, i) => ({ isCompleted: i < completedTasks })),
      ),
      completedTasks,
      totalTasks,
      upcomingDates: upcomingDates(dateRows, today, Number.POSITIVE_INFINITY).length,
    },
    financialAccounts: {
      bankAccounts: bank.count,
      bankBalance: bank.total,
      investmentAccounts: investments.count,
      investmentValue: investments.total,
    },
    realEstate: { properties: realEstate.count, totalValue: realEstate.total },
    businessInterests: { count: business.count, totalValue: business.total },
    debts: {
      count: debts.count,
      totalBalance: debts.total,
      propertyMortgages: typedMortgages,
      lookAlikeMortgages: Number(mortgages?.look_alikes ?? 0),
    },
    documents: { total: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory },
  };
}
