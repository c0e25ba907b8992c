import { eq } from 'drizzle-orm';
import type { RecordJson, RecordKind, RecordKindKey } from '../../../domain/records';
import { recordKindByKey } from '../../../domain/records';
import type { AppContext } from '../../context';
import { DecryptionError } from '../../crypto/aead';
import { openFor, presentRecord } from '../../records/record-codec';
import { tableOf, type RecordRow } from '../../records/record-table';

/** A short name for a record in the preview ('Ann Smith', 'Household checking'). */
export function recordTitle(kind: RecordKind, record: Record<string, unknown>): string {
  for (const name of [
    'name',
    'accountName',
    'title',
    'businessName',
    'creditorName',
    'address',
    'doctorName',
    'policyNumber',
  ]) {
    const value = record[name];
    if (name in kind.fields && typeof value === 'string' && value.trim()) return value.trim();
  }
  return `a ${kind.singular}`;
}

/**
 * The user's records of each area, decrypted through the record machinery in their session
 * (rows that will not open are left out: they cannot be compared). Loaded once per request.
 */
export class ExistingRecords {
  private readonly byArea = new Map<RecordKindKey, Promise<RecordJson[]>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly userId: string,
  ) {}

  of(area: RecordKindKey): Promise<RecordJson[]> {
    let loaded = this.byArea.get(area);
    if (!loaded) this.byArea.set(area, (loaded = this.load(area)));
    return loaded;
  }

  private async load(area: RecordKindKey): Promise<RecordJson[]> {
    const kind = recordKindByKey(area)!;
    const table = tableOf(kind);
    const rows = (await this.ctx.db
      .select()
      .from(table)
      .where(eq(table.userId, this.userId))) as RecordRow[];
    const out: RecordJson[] = [];
    for (const row of rows) {
      try {
        out.push(presentRecord(kind, row, await openFor(this.ctx.keys, kind, row)));
      } catch (err) {
        if (!(err instanceof DecryptionError)) throw err;
      }
    }
    return out;
  }
}
