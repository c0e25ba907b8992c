import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Ciphertext format version; bump it (and keep reading the old one) if the scheme changes. */
export const CIPHERTEXT_VERSION = 'v1';

/** The cipher every sealed value uses; the Security Centre reports these same constants. */
export const CIPHER = {
  name: 'AES-256-GCM',
  node: 'aes-256-gcm',
  nonceBytes: 12,
  tagBytes: 16,
} as const;

/** Thrown when a ciphertext cannot be opened: wrong key, wrong row, or tampered bytes. */
export class DecryptionError extends Error {}

/**
 * AES-256-GCM with a random 96-bit nonce. The result names its key, so a later key change can
 * tell which key opens which value: `v1.<keyId>.<nonce>.<ciphertext+tag>` in base64url.
 * `aad` (associated data) binds the ciphertext to where it belongs; opening it anywhere else fails.
 */
export function seal(key: Buffer, keyId: string, plaintext: Buffer, aad: string): string {
  const nonce = randomBytes(CIPHER.nonceBytes);
  const cipher = createCipheriv(CIPHER.node, key, nonce);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `${CIPHERTEXT_VERSION}.${keyId}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

/** The key id a sealed value names, without opening it. */
export function sealedKeyId(sealed: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== CIPHERTEXT_VERSION)
    throw new DecryptionError('Unknown ciphertext format');
  return parts[1];
}

/** Opens a value made by `seal` with the same key and associated data. */
export function open(key: Buffer, sealed: string, aad: string): Buffer {
  const [version, , nonceText, bodyText] = sealed.split('.');
  if (version !== CIPHERTEXT_VERSION || !nonceText || !bodyText)
    throw new DecryptionError('Unknown ciphertext format');
  const body = Buffer.from(bodyText, 'base64url');
  if (body.length < CIPHER.tagBytes) throw new DecryptionError('Ciphertext too short');
  try {
    const decipher = createDecipheriv(CIPHER.node, key, Buffer.from(nonceText, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    const tagAt = body.length - CIPHER.tagBytes;
    decipher.setAuthTag(body.subarray(tagAt));
    return Buffer.concat([decipher.update(body.subarray(0, tagAt)), decipher.final()]);
  } catch {
    throw new DecryptionError('Ciphertext does not open with this key and context');
  }
}
