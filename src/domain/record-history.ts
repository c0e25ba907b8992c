/**
 * A record's history (issue 44, docs/decisions/033): every change keeps the version it replaced,
 * and History says in plain words what each change was. The API's shapes and the words both
 * sides use.
 */
import { z } from 'zod';
import type { FieldSpec } from './records/field-types';
import type { RecordKind } from './records/record-kind';
import { formatValue } from './records/display/format-value';
import type { RecordDisplay, ValueFormat, ValuePart } from './records/display/types';

/** How many versions of a record are kept, and for how long at most. */
export const KEEP_VERSIONS = 20;
export const KEEP_VERSIONS_DAYS = 365;
export const KEEP_VERSIONS_MS = KEEP_VERSIONS_DAYS * 86_400_000;

export const HISTORY_TITLE = 'History';
export const RESTORE_VERSION_LABEL = 'Restore this version';
export const VERSION_RESTORED = 'The earlier version was restored. You can undo this from History.';

/** The restore's toast: what came back, and the links that came back empty (their record is gone). */
export function versionRestoredMessage(emptied: readonly string[]): string {
  if (emptied.length === 0) return VERSION_RESTORED;
  return `${VERSION_RESTORED} ${emptied.join(', ')} left empty: what it named is no longer there.`;
}

/** One change as History shows it: when, by whom, which fields, and what they were. */
export const recordVersionSchema = z.object({
  id: z.string(),
  changedAt: z.iso.datetime({ offset: true }),
  /** 'You', or the person by name (as the access history names them); 'A deleted account'. */
  changedBy: z.string(),
  /** The field names the change altered ('currentBalance'). */
  changedFields: z.array(z.string()),
  /** Each change in plain words: 'Current Balance: $12,500.00 → $9,800.00'. */
  changes: z.array(z.string()),
});
export type RecordVersion = z.infer<typeof recordVersionSchema>;

export const historySchema = z.object({ versions: z.array(recordVersionSchema) });
export type RecordHistory = z.infer<typeof historySchema>;

/** A restore's answer: the record, the links that came back empty, and the toast's words. */
export const restoreVersionAnswerSchema = z.object({
  id: z.string(),
  emptied: z.array(z.string()),
  message: z.string(),
});
export type RestoreVersionAnswer = z.infer<typeof restoreVersionAnswerSchema>;

/** A value shown in a history line is cut here, so a long note does not fill the dialog. */
const MAX_SHOWN = 80;
const EMPTY = '(empty)';

function partsOf(display: RecordDisplay): readonly ValuePart[] {
  const title = display.card.title;
  return [
    ...('parts' in title ? title.parts : []),
    ...(display.card.subtitle ?? []),
    ...display.card.lines.flatMap((line) => line.parts),
  ];
}

/** How the kind's card shows a field, so History shows it the same way (masked stays masked). */
function formatOf(display: RecordDisplay | undefined, name: string, field: FieldSpec): ValueFormat {
  if (field.type === 'text' && (field.format === 'ssn' || field.format === 'account-number'))
    return 'masked';
  for (const part of display ? partsOf(display) : []) {
    const names: readonly string[] = typeof part.field === 'string' ? [part.field] : part.field;
    if (names.includes(name) && part.format) return part.format;
  }
  if (field.type === 'money') return 'money2';
  if (field.type === 'percent') return 'percent';
  if (field.type === 'date') return 'date';
  if (field.type === 'text' && field.format === 'phone') return 'phone';
  return 'text';
}

/** One value as History shows it: formatted as on the card, '(empty)' when blank. */
function shown(value: unknown, field: FieldSpec, format: ValueFormat): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field.type === 'boolean') return value ? 'Yes' : 'No';
  const text = formatValue(value, format) || EMPTY;
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > MAX_SHOWN ? `${oneLine.slice(0, MAX_SHOWN - 1)}…` : oneLine;
}

/**
 * What a change did, in plain words, one line per field: 'Current Balance: $12,500.00 →
 * $9,800.00'. Numbers a card masks stay masked; a link to another record or a file says only
 * that it changed (its target may be gone).
 */
export function describeChanges(
  kind: RecordKind,
  display: RecordDisplay | undefined,
  fields: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const lines: string[] = [];
  for (const name of fields) {
    const field = kind.fields[name];
    if (!field) continue;
    if (field.type === 'reference') {
      lines.push(`${field.label}: changed`);
      continue;
    }
    const format = formatOf(display, name, field);
    lines.push(
      `${field.label}: ${shown(before[name], field, format)} → ${shown(after[name], field, format)}`,
    );
  }
  return lines;
}

const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

/** The names of the kind's fields whose values differ between two states of a record. */
export function changedFieldNames(
  kind: RecordKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(kind.fields).filter((name) => !same(before[name], after[name]));
}
