import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Ciphertext format version; bump it (and keep reading the old one) if the scheme changes. */
const VERSION = 'v1';

/** Thrown when a ciphertext cannot be opened: wrong key, wrong row, or tampered bytes. */
export class DecryptionError extends Error {}

/**
 * AES-256-GCM with a random 96-bit nonce. The result names its key, so a later key change can
 * tell which key opens which value: `v1.<keyId>.<nonce>.<ciphertext+tag>` in base64url.
 * `aad` (associated data) binds the ciphertext to where it belongs; opening it anywhere else fails.
 */
export function seal(key: Buffer, keyId: string, plaintext: Buffer, aad: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${keyId}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

/** The key id a sealed value names, without opening it. */
export function sealedKeyId(sealed: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION)
    throw new DecryptionError('Unknown ciphertext format');
  return parts[1];
}

/** Opens a value made by `seal` with the same key and associated data. */
export function open(key: Buffer, sealed: string, aad: string): Buffer {
  const [version, , nonceText, bodyText] = sealed.split('.');
  if (version !== VERSION || !nonceText || !bodyText)
    throw new DecryptionError('Unknown ciphertext format');
  const body = Buffer.from(bodyText, 'base64url');
  if (body.length < 16) throw new DecryptionError('Ciphertext too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonceText, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
  } catch {
    throw new DecryptionError('Ciphertext does not open with this key and context');
  }
}
