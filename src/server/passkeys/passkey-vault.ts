import { hkdfSync } from 'node:crypto';
import { DecryptionError } from '../crypto/aead';
import type { ServerKey } from '../crypto/server-key';
import { unwrapDataKey, wrapDataKey, type DataKey } from '../crypto/vault-keys';

/**
 * The key that wraps the vault payload under a passkey: the authenticator's PRF output mixed
 * with the server key by HKDF, as the password-derived key is (crypto/vault-keys.ts), and bound
 * to the user and the credential. The PRF output is 32 bytes the authenticator alone can make:
 * no stretching is needed, and it is never stored.
 */
export function passkeyWrappingKey(
  serverKey: ServerKey,
  userId: string,
  credentialId: string,
  prfOutput: Buffer,
): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      prfOutput,
      serverKey.key,
      `kinfolio:passkey-wrap:${userId}:${credentialId}`,
      32,
    ),
  );
}

/** The same payload the password wraps (data key, after key, key pair key), under a passkey. */
export function wrapForPasskey(
  serverKey: ServerKey,
  userId: string,
  credentialId: string,
  prfOutput: Buffer,
  payload: DataKey,
): { vaultWrapped: string; vaultKeyId: string } {
  const key = passkeyWrappingKey(serverKey, userId, credentialId, prfOutput);
  return { vaultWrapped: wrapDataKey(key, userId, payload), vaultKeyId: payload.id };
}

/** Opens a passkey's wrapping; null when this PRF output does not open it. */
export function openWithPasskey(
  serverKey: ServerKey,
  userId: string,
  credentialId: string,
  prfOutput: Buffer,
  vaultWrapped: string,
): DataKey | null {
  try {
    const key = passkeyWrappingKey(serverKey, userId, credentialId, prfOutput);
    return unwrapDataKey(key, userId, vaultWrapped);
  } catch (err) {
    if (err instanceof DecryptionError || err instanceof SyntaxError) return null;
    throw err;
  }
}
