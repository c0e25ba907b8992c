import { hkdfSync, randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';
import { PASSWORD_HASHING } from './password-hashing';
import { DecryptionError, open, seal } from './aead';
import type { ServerKey } from './server-key';

/** A user's data key: the only key that encrypts their records and files. */
export interface DataKey {
  id: string;
  key: Buffer;
  /**
   * The after key (docs/decisions/021), carried beside the data key in its
   * password, recovery and session wrappings, so it is wrapped exactly as the data key is and
   * never under it. Absent in a grant's sealed copy: a grant never carries it.
   */
  after?: DataKey;
  /**
   * The key pair key: seals the user's X25519 private key, carried and wrapped like the after
   * key (never under the data key, so nobody the user trusts can have it opened for them).
   */
  pair?: DataKey;
}

/** A data key is this many random bytes (AES-256). */
export const DATA_KEY_BYTES = 32;
/** A recovery key is this many random bytes (160 bits), shown as 32 base32 characters. */
export const RECOVERY_KEY_BYTES = 20;
const SALT_BYTES = 16;

/** A fresh random data key with a short id that ciphertexts name, with a fresh after key. */
export function generateDataKey(): DataKey {
  return {
    id: `u${randomBytes(6).toString('base64url')}`,
    key: randomBytes(DATA_KEY_BYTES),
    after: generateAfterKey(),
    pair: generatePairKey(),
  };
}

/** A fresh key pair key. Its id starts with 'p'. */
export function generatePairKey(): DataKey {
  return { id: `p${randomBytes(6).toString('base64url')}`, key: randomBytes(DATA_KEY_BYTES) };
}

/** The key with an after key and a key pair key, made now where it has none (older accounts). */
export const withPersonalKeys = (dataKey: DataKey): DataKey => ({
  ...dataKey,
  after: dataKey.after ?? generateAfterKey(),
  pair: dataKey.pair ?? generatePairKey(),
});

/** True when a ciphertext's key id names a key pair key. */
export const isPairKeyId = (keyId: string): boolean => keyId.startsWith('p');

/** A fresh after key. Its id starts with 'a', so no lookup of data keys can ever match it. */
export function generateAfterKey(): DataKey {
  return { id: `a${randomBytes(6).toString('base64url')}`, key: randomBytes(DATA_KEY_BYTES) };
}

/** True when a ciphertext's key id names an after key, not a data key. */
export const isAfterKeyId = (keyId: string): boolean => keyId.startsWith('a');

/** The data key alone, without the after key or key pair key: what a grant may carry. */
export const withoutAfterKey = (dataKey: DataKey): DataKey => ({
  id: dataKey.id,
  key: dataKey.key,
});

export function generateSalt(): string {
  return randomBytes(SALT_BYTES).toString('base64url');
}

/**
 * The key that wraps a data key under a password: argon2id over the password with its own salt
 * (not the login hash's), then HKDF with the server key, so neither the password alone (without
 * the server) nor the server key alone (without the password) gives it.
 */
export async function passwordWrappingKey(
  serverKey: ServerKey,
  userId: string,
  password: string,
  salt: string,
): Promise<Buffer> {
  const stretched = await hashRaw(password, {
    algorithm: 2, // Argon2id
    memoryCost: PASSWORD_HASHING.memoryKiB,
    timeCost: PASSWORD_HASHING.passes,
    parallelism: PASSWORD_HASHING.lanes,
    outputLen: 32,
    salt: Buffer.from(salt, 'base64url'),
  });
  return derive(stretched, serverKey.key, `kinfolio:password-wrap:${userId}`);
}

/** The key that wraps a data key under a recovery key (already 160 random bits: no stretching). */
export function recoveryWrappingKey(
  serverKey: ServerKey,
  userId: string,
  recoveryKey: Buffer,
): Buffer {
  return derive(recoveryKey, serverKey.key, `kinfolio:recovery-wrap:${userId}`);
}

/** The key that seals a session's copy of the data key; it exists only in the session cookie. */
export function sessionVaultKey(cookieValue: string): Buffer {
  return derive(Buffer.from(cookieValue, 'utf8'), Buffer.from('kinfolio-session'), 'vault');
}

function derive(secret: Buffer, salt: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
}

const wrapContext = (userId: string) => `kinfolio:data-key:${userId}`;

/** Encrypts a data key (with its id) under a wrapping key, bound to its user. */
export function wrapDataKey(wrappingKey: Buffer, userId: string, dataKey: DataKey): string {
  const { after, pair } = dataKey;
  const payload = JSON.stringify({
    id: dataKey.id,
    key: dataKey.key.toString('base64'),
    ...(after ? { after: { id: after.id, key: after.key.toString('base64') } } : {}),
    ...(pair ? { pair: { id: pair.id, key: pair.key.toString('base64') } } : {}),
  });
  return seal(wrappingKey, 'w', Buffer.from(payload, 'utf8'), wrapContext(userId));
}

/** Opens a wrapped data key; throws DecryptionError when the wrapping key is wrong. */
export function unwrapDataKey(wrappingKey: Buffer, userId: string, wrapped: string): DataKey {
  const parsed = JSON.parse(open(wrappingKey, wrapped, wrapContext(userId)).toString('utf8')) as {
    id?: unknown;
    key?: unknown;
    after?: { id?: unknown; key?: unknown };
    pair?: { id?: unknown; key?: unknown };
  };
  if (typeof parsed.id !== 'string' || typeof parsed.key !== 'string')
    throw new DecryptionError('Wrapped data key is malformed');
  const inner = (k?: { id?: unknown; key?: unknown }) =>
    k && typeof k.id === 'string' && typeof k.key === 'string'
      ? { id: k.id, key: Buffer.from(k.key, 'base64') }
      : undefined;
  const after = inner(parsed.after);
  const pair = inner(parsed.pair);
  return {
    id: parsed.id,
    key: Buffer.from(parsed.key, 'base64'),
    ...(after ? { after } : {}),
    ...(pair ? { pair } : {}),
  };
}

// Crockford's base32: no I, L, O or U, so a key copied by hand is hard to get wrong.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new recovery key: its bytes and the text shown once to the user (8 groups of 4). */
export function generateRecoveryKey(): { bytes: Buffer; text: string } {
  const bytes = randomBytes(RECOVERY_KEY_BYTES);
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let text = '';
  for (let i = 0; i < bits.length; i += 5) text += ALPHABET[parseInt(bits.slice(i, i + 5), 2)];
  return { bytes, text: text.match(/.{4}/g)!.join('-') };
}

/** Reads a recovery key as typed (any case, spaces or dashes; O read as 0, I and L as 1). */
export function parseRecoveryKey(typed: string): Buffer | null {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (clean.length !== (RECOVERY_KEY_BYTES * 8) / 5) return null;
  let bits = '';
  for (const ch of clean) {
    const value = ALPHABET.indexOf(ch);
    if (value < 0) return null;
    bits += value.toString(2).padStart(5, '0');
  }
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}
