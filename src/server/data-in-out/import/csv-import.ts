import { and, eq } from 'drizzle-orm';
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
import type { AppContext } from '../../context';
import { importMappings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CsvTable } from './csv-table';
import type { ExistingRecords } from './existing-records';
import type { ImportCandidate, ParsedImport } from './import-candidate';

/** Names by which a CSV's Area column may name an area: key, screen title, singular, plural. */
const AREA_NAMES = new Map<string, RecordKindKey>(
  RECORD_KINDS.flatMap((kind) =>
    [kind.key, recordDisplay(kind.key as RecordKindKey).title, kind.singular, kind.plural].map(
      (n) => [normalizeHeader(n), kind.key] as const,
    ),
  ),
);
const AREA_LIST = RECORD_KINDS.map((k) => recordDisplay(k.key).title).join(', ');

/** The user's remembered mapping of an area (header -> field), or an empty one. */
async function rememberedMapping(ctx: AppContext, userId: string, area: string) {
  const [row] = await ctx.db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.area, area)));
  return row?.mapping ?? {};
}

/**
 * The mapping of one area for these headers: the one sent wins; else the remembered one for the
 * headers it knows, else matched by label and synonyms.
 */
async function mappingFor(
  ctx: AppContext,
  userId: string,
  kind: RecordKind,
  headers: string[],
  sent: Record<string, string | null> | undefined,
) {
  const fieldNames = new Set(importableFields(kind).map((f) => f.name));
  if (sent) {
    const mapping: Record<string, string | null> = {};
    for (const header of headers) {
      const field = sent[header] ?? null;
      if (field !== null && !fieldNames.has(field))
        throw new HttpError(
          400,
          `Mapping: '${field}' is not a field of ${recordDisplay(kind.key as RecordKindKey).title}.`,
        );
      mapping[header] = field;
    }
    return mapping;
  }
  const mapping = matchColumns(kind, headers);
  const remembered = await rememberedMapping(ctx, userId, kind.key);
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
        `${recordDisplay(kind.key as RecordKindKey).title}: ${field.label} is required, but no column is mapped to it.`,
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
async function familyResolver(existing: ExistingRecords): Promise<ReferenceResolver> {
  const byName = new Map<string, string>();
  for (const member of await existing.of('family-members')) {
    byName.set(member.id, member.id); // an id (as our own export writes it) works too
    if (typeof member.name === 'string') byName.set(normalizeHeader(member.name), member.id);
  }
  return (_field, text) => {
    const id = byName.get(normalizeHeader(text)) ?? byName.get(text.toLowerCase());
    if (id) return { id };
    return { error: `Family Member '${text}' is not one of your family members (add them first)` };
  };
}

/**
 * Reads a CSV's table (csv-table.ts, read in the import reader's worker) for one area, or for
 * all areas at once when it has an Area column naming each row's area. Rows are validated per
 * area; nothing is stored here.
 */
export async function csvImportOf(
  ctx: AppContext,
  userId: string,
  table: CsvTable,
  area: ImportArea,
  sent: ImportMapping | undefined,
  existing: ExistingRecords,
): Promise<ParsedImport> {
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
      key = AREA_NAMES.get(normalizeHeader(named));
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
    rowsByArea.set(key!, [...(rowsByArea.get(key!) ?? []), { row: r.row, cells }]);
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
    const m = await mappingFor(ctx, userId, kind, headers, sent?.[kind.key]);
    mapping[kind.key] = m;
    mappingErrors.push(...unmappedRequired(kind, m));
    const resolver = Object.values(kind.fields).some(
      (f) => f.type === 'reference' && f.kind === 'family-members',
    )
      ? await familyResolver(existing)
      : undefined;
    for (const r of rowsByArea.get(kind.key as RecordKindKey) ?? []) {
      const cells = new Map<string, string[]>();
      headers.forEach((h, i) => {
        const field = m[h];
        if (field) cells.set(field, [...(cells.get(field) ?? []), r.cells[i]]);
      });
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
