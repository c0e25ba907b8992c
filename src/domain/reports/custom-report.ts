/**
 * Custom Reports: the person chooses areas and the fields to show from each (and a filter), and
 * gets one table per area. Validation here answers 400 with the problem named; the same rules
 * build the preview, the PDF and the CSV, so the three always agree.
 */
import { z } from 'zod';
import {
  recordKindByKey,
  type FieldSpec,
  type RecordJson,
  type RecordKind,
  type RecordKindKey,
} from '../records';
import { recordDisplay, type ReferenceNames } from '../records/display';
import { areaColumns } from '../data-export/area-csv';
import { recordEntry } from './record-entry';
import { AREA_NAMES } from '../navigation';

/** A field a custom report can show, named 'area.field'. */
export interface CustomField {
  key: string;
  area: RecordKindKey;
  field: string;
  label: string;
}

/** Fields a reader needs: not the 'Other' helpers (shown in their choice) or file bookkeeping. */
function isChoosable(spec: FieldSpec): boolean {
  if (spec.type === 'text') return !spec.otherOf && !spec.serverManaged;
  if (spec.type === 'reference') return recordKindByKey(spec.kind) !== undefined;
  return !spec.serverManaged;
}

/** The fields of an area in the order its screen shows them. */
export function customFieldsOf(area: RecordKindKey): CustomField[] {
  const kind = recordKindByKey(area)!;
  return areaColumns(kind, recordDisplay(area))
    .filter((c) => kind.fields[c.field] && isChoosable(kind.fields[c.field]))
    .map((c) => ({
      key: `${area}.${c.field}`,
      area,
      field: c.field,
      label: kind.fields[c.field].label,
    }));
}

/** Fields shown when the person picks an area but none of its fields: the first the card shows. */
export const DEFAULT_FIELD_COUNT = 5;

export const MAX_FILTER_LENGTH = 200;

/** A custom report's choice (also what is saved). */
export const customReportChoiceSchema = z
  .object({
    areas: z.array(z.string()).min(1, 'Choose at least one area').max(50),
    fields: z.array(z.string()).max(300).default([]),
    filter: z
      .string()
      .trim()
      .max(MAX_FILTER_LENGTH, `The filter must be at most ${MAX_FILTER_LENGTH} characters`)
      .default(''),
  })
  .superRefine((choice, ctx) => {
    for (const area of choice.areas)
      if (!recordKindByKey(area))
        ctx.addIssue({ code: 'custom', path: ['areas'], message: `Unknown area: ${area}` });
    for (const key of choice.fields) {
      const area = key.slice(0, Math.max(0, key.indexOf('.')));
      const known =
        recordKindByKey(area) !== undefined &&
        customFieldsOf(area as RecordKindKey).some((f) => f.key === key);
      if (!known)
        ctx.addIssue({ code: 'custom', path: ['fields'], message: `Unknown field: ${key}` });
      else if (!choice.areas.includes(area))
        ctx.addIssue({
          code: 'custom',
          path: ['fields'],
          message: `${key} is not in a chosen area`,
        });
    }
  });
export type CustomReportChoice = z.infer<typeof customReportChoiceSchema>;

/** One area's table. */
export interface CustomTable {
  area: RecordKindKey;
  title: string;
  columns: string[];
  rows: string[][];
}

/** Field types a spreadsheet wants as written ('1234.50', '2025-01-05'), not as shown. */
const PLAIN_TYPES = new Set(['money', 'percent', 'date', 'integer']);

/** One field of a record as text; numbers masked, flags Yes or No, links by name. */
function cellText(
  kind: RecordKind,
  record: RecordJson,
  field: string,
  entry: Map<string, string>,
  plain: boolean,
): string {
  const spec = kind.fields[field];
  const value = record[field];
  if (spec.type === 'boolean') return value === true ? 'Yes' : value === false ? 'No' : '';
  if (plain && PLAIN_TYPES.has(spec.type))
    return value === null || value === undefined ? '' : String(value);
  return entry.get(spec.label) ?? '';
}

/** The chosen fields of each chosen area, rows matching the filter (any cell, any case). */
export function customTables(
  choice: CustomReportChoice,
  records: Partial<Record<RecordKindKey, readonly RecordJson[]>>,
  names?: ReferenceNames,
  /** For CSV: amounts, percents and dates as stored, not formatted. */
  options: { plain?: boolean } = {},
): CustomTable[] {
  const needle = choice.filter.toLowerCase();
  return choice.areas.map((a) => {
    const area = a as RecordKindKey;
    const kind = recordKindByKey(area)!;
    const display = recordDisplay(area);
    const all = customFieldsOf(area);
    const chosen = all.filter((f) => choice.fields.includes(f.key));
    const fields = chosen.length > 0 ? chosen : all.slice(0, DEFAULT_FIELD_COUNT);
    const rows = (records[area] ?? [])
      .map((record) => {
        if (record.locked) return fields.map((_, i) => (i === 0 ? 'Locked record' : ''));
        const entry = new Map(
          recordEntry(kind, display, record, { fullNumbers: false, names }).fields.map((f) => [
            f.label,
            f.value,
          ]),
        );
        return fields.map((f) => cellText(kind, record, f.field, entry, options.plain === true));
      })
      .filter((cells) => !needle || cells.some((c) => c.toLowerCase().includes(needle)));
    return { area, title: AREA_NAMES[area], columns: fields.map((f) => f.label), rows };
  });
}
