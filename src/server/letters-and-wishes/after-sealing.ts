import {
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { open, seal } from '../crypto/aead';
import type { ServerKey } from '../crypto/server-key';
import { unwrapDataKey, wrapDataKey, type DataKey } from '../crypto/vault-keys';
import { publicKeyFrom, rawPublicKey } from '../trusted-people/key-pairs';

/** Whose copy it is: bound into the key it derives, so a copy moved to another grant opens nothing. */
export interface CopyParties {
  grantId: string;
  ownerId: string;
  readerId: string;
}

/** A named reader's copy of the after key, as stored in `after_key_copies`. */
export interface AfterCopy {
  afterKeyId: string;
  ephemeralPublicKey: string;
  sealedAfterKey: string;
}

const SECRET_BYTES = 32;

const context = (p: CopyParties, afterKeyId: string) =>
  `kinfolio:after:${p.grantId}:${p.ownerId}:${p.readerId}:${afterKeyId}`;

/**
 * key = HKDF(ECDH(ephemeral, reader) || after-release secret), as an executor's grant is sealed
 * (docs/decisions/021): the reader's private key gives the first half, the server
 * (only while the owner's release stands) the second. Exported so the tests try each half alone.
 */
export function afterCopyKey(
  shared: Buffer,
  secret: Buffer,
  parties: CopyParties,
  afterKeyId: string,
): Buffer {
  const ikm = Buffer.concat([shared, secret]);
  const info = context(parties, afterKeyId);
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.from('kinfolio-after'), info, 32));
}

/** The key that seals after-release secrets: derived from the server key, apart from grants'. */
function secretWrappingKey(serverKey: ServerKey): Buffer {
  const info = 'kinfolio:after-release';
  return Buffer.from(hkdfSync('sha256', serverKey.key, Buffer.from('kinfolio'), info, 32));
}

/** A new after-release secret for a grant, and how it is stored (sealed under the server key). */
export function newAfterSecret(serverKey: ServerKey, grantId: string) {
  const secret = randomBytes(SECRET_BYTES);
  const aad = `after-release:${grantId}`;
  return { secret, sealed: seal(secretWrappingKey(serverKey), serverKey.id, secret, aad) };
}

/** Opens a stored after-release secret: call only at sealing, or while the release stands. */
export function openAfterSecret(serverKey: ServerKey, grantId: string, sealed: string): Buffer {
  return open(secretWrappingKey(serverKey), sealed, `after-release:${grantId}`);
}

/** Seals the owner's after key for one named reader (in the owner's session). */
export function sealAfterKeyFor(
  afterKey: DataKey,
  readerPublicKey: string,
  secret: Buffer,
  parties: CopyParties,
): AfterCopy {
  const ephemeral = generateKeyPairSync('x25519');
  const shared = diffieHellman({
    privateKey: ephemeral.privateKey,
    publicKey: publicKeyFrom(readerPublicKey),
  });
  const key = afterCopyKey(shared, secret, parties, afterKey.id);
  return {
    afterKeyId: afterKey.id,
    ephemeralPublicKey: rawPublicKey(ephemeral.publicKey),
    sealedAfterKey: wrapDataKey(key, parties.ownerId, { id: afterKey.id, key: afterKey.key }),
  };
}

/** Opens a reader's copy: needs their private key and the secret. DecryptionError otherwise. */
export function openAfterCopy(
  readerPrivateKey: KeyObject,
  copy: AfterCopy,
  secret: Buffer,
  parties: CopyParties,
): DataKey {
  const shared = diffieHellman({
    privateKey: readerPrivateKey,
    publicKey: publicKeyFrom(copy.ephemeralPublicKey),
  });
  const key = afterCopyKey(shared, secret, parties, copy.afterKeyId);
  return unwrapDataKey(key, parties.ownerId, copy.sealedAfterKey);
}
