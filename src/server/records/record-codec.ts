import type { RecordJson, RecordKind } from '../../domain/records';
import { isSealed, isSealedUntilRelease, sealedUnderAfterKey } from '../../domain/records';
import { openRow, sealRow, type SealedValues } from '../crypto/row-sealer';
import type { KeyRing } from '../crypto/key-ring';
import { familyPhotoUrl } from '../../domain/profile-photo';
import type { RecordRow } from './record-table';

/** Splits validated input into typed column values and the text values to seal. */
export function splitInput(kind: RecordKind, input: Record<string, unknown>) {
  const plain: Record<string, unknown> = {};
  const sealed: SealedValues = {};
  for (const [name, value] of Object.entries(input)) {
    const field = kind.fields[name];
    if (!field || value === undefined) continue;
    if (isSealed(field)) sealed[name] = (value as string | null) ?? null;
    else plain[name] = value;
  }
  return { plain, sealed };
}

/**
 * Seals a row's text values, bound to the row's identity. A kind sealed until release uses the
 * after key, unless the row (its plain values, merged with the stored row on a PATCH) is final
 * wishes marked readable now: then the data key, as a shared area (decision 030).
 */
export function sealFor(
  keys: KeyRing,
  kind: RecordKind,
  rowId: string,
  userId: string,
  values: SealedValues,
  row: Record<string, unknown> = {},
) {
  return sealRow(keys, { table: kind.table, rowId, userId }, values, {
    after: afterSealed(kind, row),
  });
}

/** True when a row of this kind is sealed under the after key (sealFor's choice). */
export function afterSealed(kind: RecordKind, row: Record<string, unknown>): boolean {
  return isSealedUntilRelease(kind) && sealedUnderAfterKey(row);
}

/**
 * Opens a row's sealed text values. `reader` matters only for rows sealed until release: the
 * owner (the default) or a named reader holding their copy after release.
 */
export function openFor(keys: KeyRing, kind: RecordKind, row: RecordRow, reader?: string) {
  const identity = { table: kind.table, rowId: row.id, userId: row.userId };
  return openRow(keys, identity, row.sealed, reader);
}

/** Each kind's fields as [name, sealed?] pairs, computed once: presenting runs for every row. */
const fieldPlans = new WeakMap<RecordKind, ReadonlyArray<readonly [string, boolean]>>();

function fieldPlan(kind: RecordKind) {
  let plan = fieldPlans.get(kind);
  if (!plan) {
    plan = Object.entries(kind.fields).map(([name, field]) => [name, isSealed(field)] as const);
    fieldPlans.set(kind, plan);
  }
  return plan;
}

/** The API shape of a row: declared fields only (null when empty), id and timestamps. */
export function presentRecord(kind: RecordKind, row: RecordRow, opened: SealedValues): RecordJson {
  const out: RecordJson = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const [name, sealed] of fieldPlan(kind)) {
    out[name] = ((sealed ? opened[name] : row[name]) ?? null) as RecordJson[string];
  }
  // A family member's photo address is derived from the photo's file id, never read: an outside
  // address typed before issue 41 stays sealed in the row and is not answered (decision 032).
  if (kind.key === 'family-members') {
    const fileId = row.photoFileId;
    out.profileImageUrl = typeof fileId === 'string' ? familyPhotoUrl(row.id, fileId) : null;
  }
  return out;
}
