import type { FieldSpec, RecordKind } from '../../domain/records';
import type { RecordJson } from '../../domain/records/record-schema';

/** The dialog's form state: every input's value by field name (strings, booleans). */
export type RecordFormValues = Record<string, unknown>;

/** Fields the user types into: everything but what the server fills in. */
export function editableFields(kind: RecordKind): [string, FieldSpec][] {
  return Object.entries(kind.fields).filter(([, field]) => !field.serverManaged);
}

/**
 * Fields the form holds: the editable ones plus server-managed references (a document's
 * filePath), which the schema accepts and an extension (the upload block) sets.
 */
export function formFieldNames(kind: RecordKind): string[] {
  return Object.entries(kind.fields)
    .filter(([, field]) => !field.serverManaged || field.type === 'reference')
    .map(([name]) => name);
}

function initialValue(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'boolean') return typeof value === 'boolean' ? value : field.default;
  if (value !== null && value !== undefined) return String(value);
  if (field.type === 'integer' && field.default !== undefined) return String(field.default);
  return '';
}

/** The form's starting values: the record's (null shown as empty) or each field's default. */
export function toFormValues(kind: RecordKind, record: RecordJson | null): RecordFormValues {
  return Object.fromEntries(
    formFieldNames(kind).map((name) => [name, initialValue(kind.fields[name], record?.[name])]),
  );
}

/** A name typed under 'Other' is dropped once its choice is no longer 'Other'. */
export function dropStaleOtherText(kind: RecordKind, values: RecordFormValues): RecordFormValues {
  const out = { ...values };
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.type === 'text' && field.otherOf && out[field.otherOf] !== 'Other') out[name] = null;
  }
  return out;
}

/** A question that no longer applies (a will's "who is named" on what is now a passport) is cleared. */
export function dropInapplicable(kind: RecordKind, values: RecordFormValues): RecordFormValues {
  const out = { ...values };
  for (const [name, field] of Object.entries(kind.fields)) {
    const when = field.onlyWhen;
    if (when && name in out && !when.in.includes(String(out[when.field] ?? ''))) out[name] = null;
  }
  return out;
}

/**
 * Whether a field that follows another (a birthday following the date of birth) is asked as its
 * own question: only on a record where the two already differ.
 */
export function asksSeparately(name: string, field: FieldSpec, record: RecordJson | null): boolean {
  if (!field.follows || !record) return !field.follows;
  const own = record[name] ?? null;
  return own !== null && own !== (record[field.follows] ?? null);
}

/** Each following field not asked separately takes the value of the field it follows. */
export function fillFollowers(
  kind: RecordKind,
  values: RecordFormValues,
  record: RecordJson | null,
): RecordFormValues {
  const out = { ...values };
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.follows && !asksSeparately(name, field, record)) out[name] = out[field.follows];
  }
  return out;
}
