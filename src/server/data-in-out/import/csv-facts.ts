import { eq } from 'drizzle-orm';
import type { ImportArea, ImportMapping } from '../../../domain/imports/import-api';
import { recordKindByKey } from '../../../domain/records';
import type { AppContext } from '../../context';
import { importMappings } from '../../db/schema';
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
    .select({ area: importMappings.area, mapping: importMappings.mapping })
    .from(importMappings)
    .where(eq(importMappings.userId, userId));
  const remembered = Object.fromEntries(rows.map((r) => [r.area, r.mapping]));
  const familyMembers = namesFamily(area)
    ? (await existing.of('family-members')).flatMap((m) =>
        typeof m.name === 'string' ? [{ id: m.id, name: m.name }] : [],
      )
    : [];
  return { ...(sent ? { sent } : {}), remembered, familyMembers };
}
