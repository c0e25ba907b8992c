import {
  isAreaColumn,
  matchColumns,
  normalizeHeader,
} from '../../../domain/imports/column-matching';
import type { ImportArea, ImportMapping } from '../../../domain/imports/import-api';
import { importableFields } from '../../../domain/imports/importable-fields';
import { readRow, type ReferenceResolver } from '../../../domain/imports/row-validation';
import {
  RECORD_KINDS,
  recordKindByKey,
  type RecordKind,
  type RecordKindKey,
} from '../../../domain/records';
import { recordDisplay } from '../../../domain/records/display';
import { HttpError } from '../../http/errors';
import type { CsvTable } from './csv-table';
import type { CsvFacts } from './csv-facts';
import type { ImportCandidate, ParsedImport } from './import-candidate';
import { AREA_NAMES } from '../../../domain/navigation';

/**
 * Names by which a CSV's Area column may name an area: key, the area's name, its screen's title
 * (files written before decision 027 used it), singular, plural.
 */
const AREA_ALIASES = new Map<string, RecordKindKey>(
  RECORD_KINDS.flatMap((kind) =>
    [kind.key, AREA_NAMES[kind.key], recordDisplay(kind.key).title, kind.singular, kind.plural].map(
      (n) => [normalizeHeader(n), kind.key] as const,
    ),
  ),
);
const AREA_LIST = RECORD_KINDS.map((k) => AREA_NAMES[k.key]).join(', ');

/**
 * The mapping of one area for these headers: the one sent wins; else the remembered one for the
 * headers it knows, else matched by label and synonyms.
 */
function mappingFor(
  kind: RecordKind,
  headers: string[],
  sent: Record<string, string | null> | undefined,
  remembered: Record<string, string>,
) {
  const fieldNames = new Set(importableFields(kind).map((f) => f.name));
  if (sent) {
    const mapping: Record<string, string | null> = {};
    for (const header of headers) {
      const field = sent[header] ?? null;
      if (field !== null && !fieldNames.has(field))
        throw new HttpError(
          400,
          `Mapping: '${field}' is not a field of ${AREA_NAMES[kind.key as RecordKindKey]}.`,
        );
      mapping[header] = field;
    }
    return mapping;
  }
  const mapping = matchColumns(kind, headers);
  for (const header of headers) {
    if (!Object.hasOwn(remembered, header)) continue;
    const field = remembered[header];
    if (field === '')
      mapping[header] = null; // left out last time
    else if (fieldNames.has(field)) mapping[header] = field;
  }
  return mapping;
}

/** "Relationship is required, but no column is mapped to it." for each such field. */
function unmappedRequired(kind: RecordKind, mapping: Record<string, string | null>): string[] {
  const mapped = new Set(Object.values(mapping));
  return importableFields(kind)
    .filter(({ name, field }) => field.required && !mapped.has(name))
    .map(
      ({ field }) =>
        `${AREA_NAMES[kind.key as RecordKindKey]}: ${field.label} is required, but no column is mapped to it.`,
    );
}

/** True when a header row reads like data: no column name matches and some cell is a value. */
function looksLikeData(headers: string[], kinds: RecordKind[]): boolean {
  const anyMatch = kinds.some((k) => Object.values(matchColumns(k, headers)).some(Boolean));
  if (anyMatch || headers.some(isAreaColumn)) return false;
  const options = new Set(
    kinds.flatMap((k) =>
      Object.values(k.fields).flatMap((f) =>
        f.type === 'choice' ? f.options.map((o) => o.toLowerCase()) : [],
      ),
    ),
  );
  return headers.some(
    (h) => /^[-$(]?\d[\d,./-]*\)?$/.test(h) || /@/.test(h) || options.has(h.toLowerCase()),
  );
}

/** Family members by name, for the medical records' Family Member column. */
function familyResolver(members: CsvFacts['familyMembers']): ReferenceResolver {
  const byName = new Map<string, string>();
  for (const member of members) {
    byName.set(member.id, member.id); // an id (as our own export writes it) works too
    byName.set(normalizeHeader(member.name), member.id);
  }
  return (_field, text) => {
    const id = byName.get(normalizeHeader(text)) ?? byName.get(text.toLowerCase());
    if (id) return { id };
    return { error: `Family Member '${text}' is not one of your family members (add them first)` };
  };
}

/**
 * Plans a CSV's table (csv-table.ts) for one area, or for all areas at once when it has an Area
 * column naming each row's area: the mapping, then every row read and validated per area.
 * Pure and linear in the cells (the table is capped at 200 columns), so it runs in the import
 * reader's worker with what the main thread gathered (`facts`, csv-facts.ts); nothing is stored.
 */
export function csvImportOf(table: CsvTable, area: ImportArea, facts: CsvFacts): ParsedImport {
  const sent = facts.sent;
  const areaColumn = area === 'all' ? table.headers.findIndex(isAreaColumn) : -1;
  if (area === 'all' && areaColumn < 0)
    throw new HttpError(
      400,
      "To import a CSV into all areas at once, add an Area column naming each row's area (e.g. Family Members), or choose one area.",
    );
  const headers = table.headers.filter((_, i) => i !== areaColumn);
  const rowsByArea = new Map<RecordKindKey, { row: number; cells: string[] }[]>();
  const candidates: ImportCandidate[] = [];
  for (const r of table.rows) {
    let key: RecordKindKey | undefined = area === 'all' ? undefined : area;
    if (area === 'all') {
      const named = r.cells[areaColumn].trim();
      key = AREA_ALIASES.get(normalizeHeader(named));
      if (!key) {
        candidates.push({
          row: r.row,
          area: 'family-members',
          label: `Row ${r.row}`,
          values: {},
          input: null,
          errors: [`Row ${r.row}: Area '${named}' is not one of ${AREA_LIST}`],
        });
        continue;
      }
    }
    const cells = r.cells.filter((_, i) => i !== areaColumn);
    let rows = rowsByArea.get(key!);
    if (!rows) rowsByArea.set(key!, (rows = []));
    rows.push({ row: r.row, cells }); // pushed, never copied: linear in the rows
  }
  const kinds =
    area === 'all'
      ? [...rowsByArea.keys()].map((k) => recordKindByKey(k)!)
      : [recordKindByKey(area)!];
  if (looksLikeData(headers, kinds))
    throw new HttpError(
      400,
      `Row 1 should name the columns (e.g. ${
        kinds[0]
          ? importableFields(kinds[0])
              .slice(0, 2)
              .map((f) => f.field.label)
              .join(', ')
          : 'Full Name'
      }), but it looks like data: ${headers
        .slice(0, 3)
        .map((h) => `'${h}'`)
        .join(', ')}. Add a header row, or download the template.`,
    );
  const mapping: ImportMapping = {};
  const mappingErrors: string[] = [];
  for (const kind of kinds) {
    const m = mappingFor(kind, headers, sent?.[kind.key], facts.remembered[kind.key] ?? {});
    mapping[kind.key] = m;
    mappingErrors.push(...unmappedRequired(kind, m));
    const resolver = Object.values(kind.fields).some(
      (f) => f.type === 'reference' && f.kind === 'family-members',
    )
      ? familyResolver(facts.familyMembers)
      : undefined;
    // Each column's field once; each row's cells pushed per field: linear in the cells (issue 40:
    // copying a field's list per cell was quadratic with thousands of columns on one field).
    const columns = headers.flatMap((h, i) => (m[h] ? [{ field: m[h], i }] : []));
    for (const r of rowsByArea.get(kind.key as RecordKindKey) ?? []) {
      const cells = new Map<string, string[]>();
      for (const { field, i } of columns) {
        const list = cells.get(field);
        if (list) list.push(r.cells[i]);
        else cells.set(field, [r.cells[i]]);
      }
      const read = readRow(kind, cells, `Row ${r.row}`, resolver);
      candidates.push({
        row: r.row,
        area: kind.key as RecordKindKey,
        label: `Row ${r.row}`,
        ...read,
      });
    }
  }
  candidates.sort((a, b) => a.row - b.row);
  return { format: 'csv', headers, mapping, mappingErrors, warnings: [], candidates };
}
