import { and, eq, inArray } from 'drizzle-orm';
import { recordKindByKey, type RecordKind } from '../../domain/records';
import type { RecordKindKey } from '../../domain/records';
import { cardTitle, recordDisplay, type ReferenceNames } from '../../domain/records/display';
import { reportInfo } from '../../domain/reports/catalog';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { openFor, presentRecord } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';

/** What the history says for an entry whose record no longer exists. */
export const DELETED_RECORD = 'a deleted record';

/** An entry's area and record, as the access history keeps them. */
interface Named {
  area: string;
  recordId: string | null;
}

/** The owner's rows of `kind` among `ids`, opened in this session as every list opens them. */
async function openRows(ctx: AppContext, kind: RecordKind, ownerId: string, ids: string[]) {
  const table = tableOf(kind);
  const rows = (await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.userId, ownerId), inArray(table.id, ids)))) as RecordRow[];
  return Promise.all(
    rows.map(async (row) => {
      try {
        return presentRecord(kind, row, await openFor(ctx.keys, kind, row));
      } catch (err) {
        if (!(err instanceof DecryptionError)) throw err;
        return { ...presentRecord(kind, row, {}), locked: true };
      }
    }),
  );
}

/**
 * The name of each entry's record, keyed by record id, as the owner's own screens name it: a
 * report by its catalogue title, a record by its card title (opened here, in the owner's
 * session, since titles are sealed), and a record that is gone as "a deleted record". The
 * history never shows an id, whether or not the browser has the record's list loaded.
 */
export async function accessRecordNames(
  ctx: AppContext,
  ownerId: string,
  events: readonly Named[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const idsByKind = new Map<RecordKind, Set<string>>();
  for (const { area, recordId } of events) {
    if (!recordId) continue;
    if (area === 'reports') {
      names.set(recordId, reportInfo(recordId)?.title ?? recordId);
      continue;
    }
    const kind = recordKindByKey(area);
    if (!kind) continue;
    idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(recordId));
  }
  for (const [kind, ids] of idsByKind) {
    const display = recordDisplay(kind.key as RecordKindKey);
    const records = await openRows(ctx, kind, ownerId, [...ids]);
    // A title naming another record (a medical record's family member) needs those names too.
    const title = display.card.title;
    let referenced: ReferenceNames | undefined;
    if ('reference' in title) {
      const field = kind.fields[title.reference];
      const target = field?.type === 'reference' ? recordKindByKey(field.kind) : undefined;
      const targetIds = records.map((r) => r[title.reference]).filter((v) => typeof v === 'string');
      if (target && targetIds.length > 0) {
        const targetDisplay = recordDisplay(target.key as RecordKindKey);
        const found = await openRows(ctx, target, ownerId, targetIds as string[]);
        referenced = new Map(found.map((r) => [r.id, cardTitle(targetDisplay, target, r)]));
      }
    }
    for (const record of records)
      names.set(record.id, cardTitle(display, kind, record, referenced));
    for (const id of ids) if (!names.has(id)) names.set(id, DELETED_RECORD);
  }
  return names;
}
