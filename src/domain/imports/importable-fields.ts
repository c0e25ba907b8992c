import type { FieldSpec, RecordKind } from '../records';

/** One field a file may fill. */
export interface ImportableField {
  name: string;
  field: FieldSpec;
}

/**
 * The fields an import may fill: every form field (what a person could type), never what the
 * server sets itself (a document's file name, size, type and stored file).
 */
export function importableFields(kind: RecordKind): ImportableField[] {
  return Object.entries(kind.fields)
    .filter(([, field]) => !field.serverManaged)
    .map(([name, field]) => ({ name, field }));
}
