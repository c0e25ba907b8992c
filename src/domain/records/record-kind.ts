import { isSealed, type FieldMap, type FieldSpec, type TextField } from './field-types';

/**
 * One user record kind, described once. The table, the API routes, validation on both sides, the
 * form, the card and the toasts are all derived from this description.
 */
export interface RecordKind<F extends FieldMap = FieldMap, K extends string = string> {
  /** Stable id, e.g. 'family-members'; also the main API path segment. */
  key: K;
  /** SQL table name, e.g. 'family_members'. */
  table: string;
  /** Every path the resource is served on (banking has two, part 1 §7). */
  apiPaths: readonly string[];
  /** Lower case, as toasts use it: 'family member'. */
  singular: string;
  /** Lower case plural: 'family members'. */
  plural: string;
  /**
   * Every stored field, in form order: the union of the spec's form and card, so the card
   * shows what the form saved.
   */
  fields: F;
  /**
   * Rows sealed under the owner's after key, not the data key (docs/decisions/021): never
   * part of a grant's areas ("all areas" included), never written by an editor;
   * a trusted person reads an item only after the owner's release, and only if it names them.
   */
  sealedUntilRelease?: true;
}

/** True when a kind's rows open only for the owner, or for named readers after release. */
export const isSealedUntilRelease = (kind: RecordKind): boolean => kind.sealedUntilRelease === true;

/** Names of the fields that are sealed (encrypted together in one column). */
export type SealedFieldName<F extends FieldMap> = F extends FieldMap
  ? { [N in keyof F & string]: F[N] extends TextField ? N : never }[keyof F & string]
  : never;

/** Names of the fields stored as plain typed columns. */
export type PlainFieldName<F extends FieldMap> = F extends FieldMap
  ? Exclude<keyof F & string, SealedFieldName<F>>
  : never;

/** Names no field may take: the table's own columns (see src/server/db/schema/records.ts). */
export const RESERVED_FIELD_NAMES = ['id', 'userId', 'sealed', 'createdAt', 'updatedAt'] as const;

/** Declares a kind while keeping its literal types (field names, types, options, key). */
export function defineRecordKind<const F extends FieldMap, const K extends string>(
  kind: RecordKind<F, K>,
): RecordKind<F, K> {
  return kind;
}

// Generic over the whole kind (not its fields) so a union of kinds, e.g. RECORD_KINDS[number], fits.
/** The sealed (encrypted) field names of a kind, in form order. */
export function sealedFieldNames<R extends RecordKind>(kind: R): SealedFieldName<R['fields']>[] {
  return fieldNamesWhere(kind, isSealed) as SealedFieldName<R['fields']>[];
}

/** The plain (typed column) field names of a kind, in form order. */
export function plainFieldNames<R extends RecordKind>(kind: R): PlainFieldName<R['fields']>[] {
  return fieldNamesWhere(kind, (field) => !isSealed(field)) as PlainFieldName<R['fields']>[];
}

/** The names of required fields, in form order. */
export function requiredFieldNames<R extends RecordKind>(kind: R): (keyof R['fields'] & string)[] {
  return fieldNamesWhere(kind, (field) => field.required === true);
}

function fieldNamesWhere(kind: RecordKind, test: (field: FieldSpec) => boolean): string[] {
  return Object.keys(kind.fields).filter((name) => test(kind.fields[name]));
}
