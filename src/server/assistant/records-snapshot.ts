import { count, eq } from 'drizzle-orm';
import type { RecordsSnapshot } from '../../domain/assistant/records-summary';
import { recordKindByKey, type RecordKindKey } from '../../domain/records';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { openFor } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';

/**
 * Reads what the assistant's summary needs and nothing more: amounts, choices, flags and dates
 * from their plain columns, counts, and only the titles of checklist items and important dates
 * from the sealed ones. Names, numbers, notes and documents are never loaded.
 */
export async function loadRecordsSnapshot(
  ctx: AppContext,
  userId: string,
): Promise<RecordsSnapshot> {
  const { db } = ctx;
  const rows = async (key: RecordKindKey, columns: string[]) => {
    const t = tableOf(recordKindByKey(key)!);
    const selection = Object.fromEntries(columns.map((c) => [c, t[c]]));
    return (await db.select(selection).from(t).where(eq(t.userId, userId))) as Record<
      string,
      never
    >[];
  };
  const countOf = async (key: RecordKindKey) => {
    const t = tableOf(recordKindByKey(key)!);
    const [row] = await db.select({ n: count() }).from(t).where(eq(t.userId, userId));
    return Number(row?.n ?? 0);
  };
  // Titles are sealed with the rest of the row's text: open the row, keep the title only.
  const withTitles = async (key: RecordKindKey, columns: string[]) => {
    const kind = recordKindByKey(key)!;
    const found = (await rows(key, [
      'id',
      'userId',
      'sealed',
      ...columns,
    ])) as unknown as RecordRow[];
    return Promise.all(
      found.map(async ({ id: _id, userId: _user, sealed: _sealed, ...plain }, i) => {
        const opened = await openFor(ctx.keys, kind, found[i]).catch((err: unknown) => {
          if (err instanceof DecryptionError) return {};
          throw err;
        });
        return { ...plain, title: (opened as { title?: string | null }).title ?? null };
      }),
    );
  };

  return {
    bankAccounts: await rows('bank-accounts', ['currentBalance']),
    investmentAccounts: await rows('investment-accounts', ['currentValue']),
    realEstate: await rows('real-estate', ['id', 'currentValue', 'mortgageBalance']),
    businessInterests: await rows('business-interests', ['estimatedValue']),
    debts: await rows('debts-liabilities', [
      'id',
      'debtType',
      'currentBalance',
      'securedPropertyId',
    ]),
    insurancePolicies: await rows('insurance-policies', [
      'policyType',
      'coverageAmount',
      'isActive',
    ]),
    familyMemberCount: await countOf('family-members'),
    documentCount: await countOf('documents'),
    checklist: await withTitles('estate-checklist-items', ['priority', 'isCompleted']),
    importantDates: await withTitles('important-dates', ['eventDate', 'eventType', 'isRecurring']),
  };
}
