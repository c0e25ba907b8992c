import { DecryptionError, open, seal, sealedKeyId } from './aead';
import type { KeyRing } from './key-ring';
import { isAfterKeyId, isPairKeyId, type DataKey } from './vault-keys';
import { openedRows as opened, type SealedValues } from './opened-rows';

export type { SealedValues };

/** Where a sealed value lives; bound into the ciphertext so it cannot be moved elsewhere. */
export interface RowIdentity {
  table: string;
  rowId: string;
  userId: string;
}

const aadOf = (row: RowIdentity) => `${row.table}:${row.rowId}:${row.userId}`;

/** How a row is sealed: under the data key, or (sealed until release) the owner's after key. */
export interface SealOptions {
  after?: boolean;
  /** The user's own key pair key (their X25519 private key's row). */
  pair?: boolean;
}

/**
 * Packs all of a row's free-text values into ONE ciphertext (per-field ciphers cost ~10x the
 * CPU, docs/decisions/005). Empty values are left out; no values at all means no ciphertext (null).
 * With `after`, the owner's after key seals it: only the owner's own session holds it.
 */
export async function sealRow(
  keys: KeyRing,
  row: RowIdentity,
  values: SealedValues,
  options: SealOptions = {},
): Promise<string | null> {
  const present = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
  if (Object.keys(present).length === 0) return null;
  const dataKey = options.after
    ? await keys.afterKeyFor(row.userId)
    : options.pair
      ? await keys.pairKeyFor(row.userId)
      : await keys.dataKeyFor(row.userId);
  return seal(dataKey.key, dataKey.id, Buffer.from(JSON.stringify(present), 'utf8'), aadOf(row));
}

/**
 * Opens a row's ciphertext back into its values ({} for null). Throws DecryptionError if moved
 * or altered or sealed under a locked key, VaultLockedError if no session unlocked the user.
 * A row sealed under an after key opens only with the copy `reader` holds (the owner by
 * default): never through the owner's data key, whoever unlocked it.
 */
export async function openRow(
  keys: KeyRing,
  row: RowIdentity,
  sealed: string | null,
  reader: string = row.userId,
): Promise<SealedValues> {
  if (!sealed) return {};
  // The key ring decides first, every time: the cache only saves the decryption, never the
  // question whether this user's key (the one the ciphertext names) is unlocked right now.
  const keyId = sealedKeyId(sealed);
  const dataKey = isAfterKeyId(keyId)
    ? await keys.afterKeyById(reader, row.userId, keyId)
    : isPairKeyId(keyId) // only ever the user's own: never a reader's
      ? await keys.afterKeyById(row.userId, row.userId, keyId)
      : await keys.dataKeyById(row.userId, keyId);
  const aad = aadOf(row);
  const cached = opened.get(sealed, aad);
  if (cached) return cached as SealedValues;
  const parsed = JSON.parse(open(dataKey.key, sealed, aad).toString('utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object')
    throw new DecryptionError('Sealed row is not an object');
  const values = Object.freeze(parsed as SealedValues);
  opened.set(sealed, aad, row.userId, values);
  return values as SealedValues;
}

/** Seals file bytes under the user's data key, bound to the stored file's id. */
export async function sealBytes(keys: KeyRing, row: RowIdentity, bytes: Buffer): Promise<Buffer> {
  const dataKey = await keys.dataKeyFor(row.userId);
  return Buffer.from(seal(dataKey.key, dataKey.id, bytes, aadOf(row)), 'utf8');
}

/** Opens bytes sealed by `sealBytes`. */
export async function openBytes(keys: KeyRing, row: RowIdentity, sealed: Buffer): Promise<Buffer> {
  const text = sealed.toString('utf8');
  const dataKey = await keys.dataKeyById(row.userId, sealedKeyId(text));
  return open(dataKey.key, text, aadOf(row));
}

/**
 * Re-seals one value from one data key to another, bound to the same row. A value that names
 * another key is returned unchanged, so a re-sealing interrupted half-way can simply run again.
 */
export function resealValue(from: DataKey, to: DataKey, row: RowIdentity, sealed: string): string {
  if (sealedKeyId(sealed) !== from.id) return sealed;
  return seal(to.key, to.id, open(from.key, sealed, aadOf(row)), aadOf(row));
}
