/**
 * One area's CSV in the download: a column per field, headed by the label the area's screen
 * shows for it (the card line's 'Born', 'Balance', 'Expires'…; a field the card shows in a
 * combined line, or not at all, goes by its form label), fields the screen shows first, then
 * the rest in form order, then when the record was added and changed, and its id.
 *
 * Values are plain, for a spreadsheet: amounts and percents as decimals ('1234.50'), dates
 * YYYY-MM-DD, timestamps ISO 8601 in UTC, flags Yes or No, a link to another record as that
 * record's card title (a family member's name), a document's file as its path in the ZIP.
 */
import type { FieldSpec, RecordJson, RecordKind } from '../records';
import type { CardLayout, RecordDisplay, ValuePart } from '../records/display/types';
import type { CsvValue } from './csv';

/** One CSV column: its header and the field (or timestamp, or 'id') it holds. */
export interface AreaColumn {
  header: string;
  field: string;
}

/** The header of a document's file column: its path inside the download. */
export const FILE_IN_ZIP_HEADER = 'File in this download';

/** Timestamps and identity, after the kind's own fields. */
const TRAILING: readonly AreaColumn[] = [
  { header: 'Created', field: 'createdAt' },
  { header: 'Updated', field: 'updatedAt' },
  { header: 'Record ID', field: 'id' },
];

const fieldsOf = (part: ValuePart): readonly string[] =>
  typeof part.field === 'string' ? [part.field] : part.field;

/** Fields in the order the card shows them: title, subtitle, badges, then its lines. */
function shownOrder(card: CardLayout): string[] {
  const title = 'reference' in card.title ? [card.title.reference] : card.title.parts;
  const parts: (ValuePart | string)[] = [
    ...title,
    ...(card.subtitle ?? []),
    ...(card.badges ?? []).flatMap((b) => [...(b.value ? [b.value] : []), ...(b.when ?? [])]),
    ...card.lines.flatMap((line) => line.parts),
  ];
  return parts.flatMap((p) => (typeof p === 'string' ? [p] : 'parts' in p ? [] : fieldsOf(p)));
}

/** The screen's label of fields shown alone on a labelled card line ('Born' for dateOfBirth). */
function lineLabels(card: CardLayout): Map<string, string> {
  const labels = new Map<string, string>();
  for (const line of card.lines) {
    const only = line.parts.length === 1 ? fieldsOf(line.parts[0]) : [];
    if (line.label && only.length === 1) labels.set(only[0], line.label.replace(/:$/, '').trim());
  }
  return labels;
}

/** The columns of a kind's CSV, headers unique (a clash falls back to the form labels). */
export function areaColumns(kind: RecordKind, display: RecordDisplay): AreaColumn[] {
  const known = new Set([...Object.keys(kind.fields), 'createdAt', 'updatedAt']);
  const order = [...new Set([...shownOrder(display.card), ...Object.keys(kind.fields)])].filter(
    (f) => known.has(f) && f !== 'createdAt' && f !== 'updatedAt',
  );
  const screen = lineLabels(display.card);
  const formLabel = (field: string) => {
    const spec = kind.fields[field];
    // A document's file is written as its place in the ZIP, not the server's stored-file id.
    if (spec?.type === 'reference' && spec.kind === 'stored-files') return FILE_IN_ZIP_HEADER;
    return spec?.label ?? field;
  };
  let columns = order.map((field) => ({ header: screen.get(field) ?? formLabel(field), field }));
  const trailing = TRAILING.map((c) => ({ ...c, header: screen.get(c.field) ?? c.header }));
  const clash = (cols: AreaColumn[]) => new Set(cols.map((c) => c.header)).size !== cols.length;
  if (clash([...columns, ...trailing])) {
    // Only clashing screen labels give way: the form labels are unique within a kind.
    const count = new Map<string, number>();
    for (const c of [...columns, ...trailing]) count.set(c.header, (count.get(c.header) ?? 0) + 1);
    columns = columns.map((c) =>
      count.get(c.header)! > 1 ? { ...c, header: formLabel(c.field) } : c,
    );
  }
  return [...columns, ...trailing];
}

/** How a record's links and files read in its row. */
export interface CellContext {
  /** The card title of a referenced record (by kind key and id), or undefined if unknown. */
  referenceTitle(kindKey: string, id: string): string | undefined;
  /** A document's file's path in the ZIP, by record id. */
  filePath(recordId: string): string | undefined;
}

/** One value as a plain cell (see the module doc). */
export function plainCell(
  field: string,
  spec: FieldSpec | undefined,
  record: RecordJson,
  context: CellContext,
): CsvValue {
  const value = record[field];
  if (value === null || value === undefined || value === '') return '';
  if (!spec) return String(value); // id, createdAt, updatedAt: already plain
  switch (spec.type) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'reference':
      if (spec.kind === 'stored-files') return context.filePath(record.id) ?? '';
      return context.referenceTitle(spec.kind, String(value)) ?? String(value);
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

/** A record's row in the order of `columns`. */
export function areaRow(
  kind: RecordKind,
  columns: readonly AreaColumn[],
  record: RecordJson,
  context: CellContext,
): CsvValue[] {
  return columns.map((c) => plainCell(c.field, kind.fields[c.field], record, context));
}
