/**
 * One imported row made into a kind's input: cells read per field type (cell-values.ts), then
 * checked by the kind's own zod input schema, so an imported row passes exactly when the same
 * values typed into the form would. Messages start with the row's label ('Row 7: …').
 */
import { recordInputSchema, type RecordKind } from '../records';
import { readCell } from './cell-values';

/** A row read for one kind: what the preview shows, the validated input, the problems. */
export interface ReadRow {
  /** Raw text by field name (cells joined when several columns fill one field). */
  values: Record<string, string>;
  /** The input as the kind's schema outputs it, or null when the row has errors. */
  input: Record<string, unknown> | null;
  errors: string[];
}

/** Turns the text in a reference column (a family member's name) into an id, or says why not. */
export type ReferenceResolver = (
  fieldName: string,
  text: string,
) => { id: string } | { error: string };

const schemas = new WeakMap<RecordKind, ReturnType<typeof recordInputSchema>>();
function inputSchemaOf(kind: RecordKind) {
  let schema = schemas.get(kind);
  if (!schema) schemas.set(kind, (schema = recordInputSchema(kind)));
  return schema;
}

/**
 * Validates already-typed values (records.json) with the kind's input schema; errors prefixed
 * with `label`. Fields with an error from reading their cell are not reported twice.
 */
export function validateInput(
  kind: RecordKind,
  values: Record<string, unknown>,
  label: string,
  alreadyWrong: ReadonlySet<string> = new Set(),
): { input: Record<string, unknown> | null; errors: string[] } {
  const parsed = inputSchemaOf(kind).safeParse(values);
  if (parsed.success) return { input: parsed.data as Record<string, unknown>, errors: [] };
  const errors = parsed.error.issues
    .filter((issue) => !alreadyWrong.has(String(issue.path[0])))
    .map((issue) => `${label}: ${issue.message}`);
  return { input: null, errors: [...new Set(errors)] };
}

/**
 * Reads one CSV row for a kind. `cells` holds, by field name, the cells of every column mapped
 * to it (in column order).
 */
export function readRow(
  kind: RecordKind,
  cells: ReadonlyMap<string, readonly string[]>,
  label: string,
  resolveReference?: ReferenceResolver,
): ReadRow {
  const values: Record<string, string> = {};
  const typed: Record<string, unknown> = {};
  const wrong = new Set<string>();
  const errors: string[] = [];
  const otherFilledBy = new Map<string, string>(); // choice -> its 'Other' text field
  for (const [name, field] of Object.entries(kind.fields))
    if (field.type === 'text' && field.otherOf) otherFilledBy.set(field.otherOf, name);

  for (const [name, parts] of cells) {
    const field = kind.fields[name];
    if (!field) continue;
    const text = parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(' ');
    values[name] = text;
    let result = readCell(name, field, text);
    if ('error' in result && field.type === 'choice' && field.options.includes('Other')) {
      // A bank, insurer or institution not on the pick list: 'Other', with the name typed under it.
      const otherField = otherFilledBy.get(name);
      if (otherField && !cells.get(otherField)?.some((c) => c.trim())) {
        result = { value: 'Other' };
        typed[otherField] = text;
      }
    }
    if ('value' in result && field.type === 'reference' && typeof result.value === 'string') {
      const resolved = resolveReference?.(name, result.value) ?? {
        error: `${field.label} '${result.value}' cannot be linked`,
      };
      result = 'id' in resolved ? { value: resolved.id } : resolved;
    }
    if ('error' in result) {
      wrong.add(name);
      errors.push(`${label}: ${result.error}`);
    } else if (result.value !== undefined) typed[name] = result.value;
  }
  const checked = validateInput(kind, typed, label, wrong);
  const all = [...errors, ...checked.errors];
  return { values, input: all.length ? null : checked.input, errors: all };
}
