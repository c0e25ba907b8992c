import { count, eq } from 'drizzle-orm';
import type { RecordsSnapshot } from '../../domain/assistant/records-summary';
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
  const rows = async (kind: RecordKind, columns: string[]) => {
    const t = tableOf(kind);
    const selection = Object.fromEntries(columns.map((c) => [c, t[c]]));
    return (await db.select(selection).from(t).where(eq(t.userId, userId))) as Record<
      string,
      never
    >[];
  };
  const countOf = async (kind: RecordKind) => {
    const t = tableOf(kind);
    const [row] = await db.select({ n: count() }).from(t).where(eq(t.userId, userId));
    return Number(row?.n ?? 0);
  };
  // Titles are sealed with the rest of the row's text: open the row, keep the title only.
  const withTitles = async (kind: RecordKind, columns: string[]) => {
    const found = (await rows(kind, [
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
    bankAccounts: await rows(bankAccountsKind, ['currentBalance']),
    investmentAccounts: await rows(investmentAccountsKind, ['currentValue']),
    realEstate: await rows(realEstateKind, ['currentValue']),
    businessInterests: await rows(businessInterestsKind, ['estimatedValue']),
    debts: await rows(debtsLiabilitiesKind, ['currentBalance']),
    insurancePolicies: await rows(insurancePoliciesKind, [
      'policyType',
      'coverageAmount',
      'isActive',
    ]),
    familyMemberCount: await countOf(familyMembersKind),
    documentCount: await countOf(documentsKind),
    checklist: await withTitles(estateChecklistItemsKind, ['priority', 'isCompleted']),
    importantDates: await withTitles(importantDatesKind, ['eventDate', 'eventType', 'isRecurring']),
  };
}
