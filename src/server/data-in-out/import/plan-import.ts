import { duplicateKey } from '../../../domain/imports/duplicate-keys';
import { RECORD_KINDS, type RecordKindKey } from '../../../domain/records';
import { recordTitle, type ExistingRecords } from './existing-records';
import type { ImportCandidate, ParsedImport } from './import-candidate';
import { AREA_NAMES } from '../../../domain/navigation';

/**
 * Decides what happens to each valid candidate, area by area in sidebar order (family members
 * before the medical records that name them):
 * - an OFX account matching one already here (institution and last four digits) updates its
 *   balance instead of adding a second copy;
 * - a row matching an existing record, or an earlier row of the file, by the area's duplicate
 *   key (domain/imports/duplicate-keys.ts) is flagged, and skipped unless its row is in `keep`;
 * - everything else gets a new id. A records.json record's references (a medical record's family
 *   member) are moved to the ids their targets get here, or to the existing record a skipped
 *   duplicate stands for.
 */
export async function planImport(
  parsed: ParsedImport,
  existing: ExistingRecords,
  keep: ReadonlySet<number>,
): Promise<void> {
  const idMap = new Map<string, string>();
  const unlinked = new Set<string>();
  for (const kind of RECORD_KINDS) {
    const area = kind.key as RecordKindKey;
    const rows = parsed.candidates.filter((c) => c.area === area);
    if (!rows.length) continue;
    const known = new Map<string, { id: string; title: string }>();
    for (const record of await existing.of(area)) {
      const key = duplicateKey(area, record);
      if (key && !known.has(key))
        known.set(key, { id: record.id, title: recordTitle(kind, record) });
    }
    const seen = new Map<string, ImportCandidate>();
    for (const c of rows) {
      if (!c.input) continue;
      if (c.source) relink(kind.fields, c, idMap, unlinked);
      const key = duplicateKey(area, c.input);
      const match = key ? known.get(key) : undefined;
      if (c.balanceField && match) {
        c.updates = match;
        continue;
      }
      const twin = key ? seen.get(key) : undefined;
      if (match) c.duplicateOf = match;
      else if (twin) c.duplicateOf = { row: twin.row };
      if (key && !twin) seen.set(key, c);
      c.skipped = Boolean(c.duplicateOf) && !keep.has(c.row);
      if (!c.skipped) c.newId = crypto.randomUUID();
      if (c.source)
        idMap.set(
          c.source.id,
          c.newId ?? (match ? match.id : (twin?.newId ?? idMap.get(twin?.source?.id ?? '') ?? '')),
        );
    }
  }
  if (unlinked.size)
    parsed.warnings.push(
      `${unlinked.size} ${unlinked.size === 1 ? 'record names a record' : 'records name records'} not in the file (${[...unlinked].join(', ')}); imported without that link.`,
    );
}

/** Points a records.json record's references at the ids their targets have here. */
function relink(
  fields: (typeof RECORD_KINDS)[number]['fields'],
  c: ImportCandidate,
  idMap: Map<string, string>,
  unlinked: Set<string>,
) {
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'reference' || field.serverManaged) continue;
    const value = c.input![name];
    if (typeof value !== 'string') continue;
    const target = idMap.get(value);
    c.input![name] = target || null;
    if (!target) unlinked.add(`${AREA_NAMES[c.area]} #${c.row}`);
  }
}
