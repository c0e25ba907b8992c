import { count, eq } from 'drizzle-orm';
import { planLimit } from '../../domain/plans';
import {
  KEEP_DELETED_MS,
  restoreLimitMessage,
  type TrashedItem,
} from '../../domain/recently-deleted';
import { recordKindByKey, type RecordKind, type RecordKindKey } from '../../domain/records';
import { cardTitle, lockedRecordTitle, recordDisplay } from '../../domain/records/display';
import { LIMITED_KINDS } from '../billing/plan-guard';
import { loadPlan } from '../billing/current-plan';
import type { AppContext } from '../context';
import { openFor, presentRecord } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import { displayName, usersById } from '../trusted-people/grant-store';
import { rowOf, type TrashedRow } from './trash-store';

/**
 * A record's card title, opened in the session as the record itself would be (a reference-titled
 * card, medical information, names its family member when that one is live). A row that will not
 * open reads 'Locked …', as its card would.
 */
async function titleOf(ctx: AppContext, kind: RecordKind, row: RecordRow): Promise<string> {
  const display = recordDisplay(kind.key as RecordKindKey);
  let record;
  try {
    record = presentRecord(kind, row, await openFor(ctx.keys, kind, row));
  } catch {
    return lockedRecordTitle(kind);
  }
  const title = display.card.title;
  if (!('reference' in title)) return cardTitle(display, kind, record);
  const targetId = record[title.reference];
  const field = kind.fields[title.reference];
  const target = field?.type === 'reference' ? recordKindByKey(field.kind) : undefined;
  if (!target || typeof targetId !== 'string') return cardTitle(display, kind, record);
  const table = tableOf(target);
  const [live] = await ctx.db.select().from(table).where(eq(table.id, targetId));
  const names = new Map<string, string>();
  if (live) names.set(targetId, await titleOf(ctx, target, live as RecordRow));
  return cardTitle(display, kind, record, names);
}

/** The 409's words when restoring an item of this kind would pass the owner's plan limit. */
export async function limitBlocking(
  ctx: AppContext,
  ownerId: string,
  kindKey: string,
): Promise<string | null> {
  const resource = LIMITED_KINDS[kindKey as RecordKindKey];
  if (!ctx.config.billing || !resource) return null;
  const limit = planLimit(await loadPlan(ctx.db, ownerId), resource);
  if (limit === null) return null;
  const table = tableOf(recordKindByKey(kindKey)!);
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, ownerId));
  return (row?.n ?? 0) >= limit ? restoreLimitMessage(limit, resource) : null;
}

/** The list's items, newest first: what, which area, when, by whom, and what would block it. */
export async function presentItems(
  ctx: AppContext,
  viewerId: string,
  items: TrashedRow[],
): Promise<TrashedItem[]> {
  const people = await usersById(
    ctx.db,
    items.map((i) => i.deletedBy),
  );
  const blocked = new Map<string, string | null>();
  const out: TrashedItem[] = [];
  for (const item of items) {
    const kind = recordKindByKey(item.kind);
    if (!kind) continue;
    const display = recordDisplay(kind.key as RecordKindKey);
    if (!blocked.has(kind.key))
      blocked.set(kind.key, await limitBlocking(ctx, item.userId, kind.key));
    const by = item.deletedBy ? people.get(item.deletedBy) : undefined;
    out.push({
      id: item.recordId,
      kind: kind.key,
      area: display.title,
      route: display.route,
      title: await titleOf(ctx, kind, rowOf(item)),
      deletedAt: item.deletedAt.toISOString(),
      deletedBy: item.deletedBy === viewerId ? 'You' : by ? displayName(by) : 'A deleted account',
      purgeAt: new Date(item.deletedAt.getTime() + KEEP_DELETED_MS).toISOString(),
      blockedBy: blocked.get(kind.key) ?? null,
      hasFile: Boolean(item.fileId),
    });
  }
  return out;
}
