import { eq } from 'drizzle-orm';
import type { ImportArea, ImportMapping } from '../../../domain/imports/import-api';
import { recordKindByKey } from '../../../domain/records';
import type { AppContext } from '../../context';
import { DecryptionError } from '../../crypto/aead';
import { openRow } from '../../crypto/row-sealer';
import { importMappings } from '../../db/schema';
import { mappingIdentity } from './commit-import';
import type { ExistingRecords } from './existing-records';

/**
 * What planning a CSV needs from the database and the key ring, gathered on the main thread
 * before the import reader's worker reads and plans the file (csv-import.ts), so no step whose
 * time grows with the file runs on the event loop.
 */
export interface CsvFacts {
  /** The mapping the request sent, per area (it wins over the remembered one). */
  sent?: ImportMapping;
  /** The user's remembered mapping per area (header -> field, '' for a column left out). */
  remembered: Partial<Record<string, Record<string, string>>>;
  /** The family's names, for a medical record's Family Member column. */
  familyMembers: { id: string; name: string }[];
}

/** True when rows of `area` may name a family member (medical information, or every area). */
function namesFamily(area: ImportArea): boolean {
  if (area === 'all') return true;
  return Object.values(recordKindByKey(area)!.fields).some(
    (f) => f.type === 'reference' && f.kind === 'family-members',
  );
}

/** Gathers a CSV import's facts for `userId`: remembered mappings and, when needed, the family. */
export async function gatherCsvFacts(
  ctx: AppContext,
  userId: string,
  area: ImportArea,
  sent: ImportMapping | undefined,
  existing: ExistingRecords,
): Promise<CsvFacts> {
  const rows = await ctx.db
    .select({ area: importMappings.area, sealed: importMappings.sealed })
    .from(importMappings)
    .where(eq(importMappings.userId, userId));
  const remembered: CsvFacts['remembered'] = {};
  for (const row of rows) {
    try {
      const opened = await openRow(ctx.keys, mappingIdentity(userId, row.area), row.sealed);
      remembered[row.area] = JSON.parse(opened.mapping ?? '{}') as Record<string, string>;
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err; // a locked key: nothing remembered
    }
  }
  const familyMembers = namesFamily(area)
    ? (await existing.of('family-members')).flatMap((m) =>
        typeof m.name === 'string' ? [{ id: m.id, name: m.name }] : [],
      )
    : [];
  return { ...(sent ? { sent } : {}), remembered, familyMembers };
}
