import type { KeyObject } from 'node:crypto';
import type { ServerKey } from '../crypto/server-key';
import { unwrapDataKey, wrapDataKey, type DataKey } from '../crypto/vault-keys';
import {
  agreeAsReader,
  agreeWithReader,
  serverKeptSecrets,
  twoHalfKey,
} from '../trusted-people/two-half-sealing';

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
  return twoHalfKey(shared, secret, 'kinfolio-after', context(parties, afterKeyId));
}

// Sealed under their own key, apart from grants' release secrets.
const afterSecrets = serverKeptSecrets('kinfolio:after-release', 'after-release');

/** A new after-release secret for a grant, and how it is stored (sealed under the server key). */
export function newAfterSecret(serverKey: ServerKey, grantId: string) {
  return afterSecrets.create(serverKey, grantId);
}

/** Opens a stored after-release secret: call only at sealing, or while the release stands. */
export function openAfterSecret(serverKey: ServerKey, grantId: string, sealed: string): Buffer {
  return afterSecrets.open(serverKey, grantId, sealed);
}

/** Seals the owner's after key for one named reader (in the owner's session). */
export function sealAfterKeyFor(
  afterKey: DataKey,
  readerPublicKey: string,
  secret: Buffer,
  parties: CopyParties,
): AfterCopy {
  const { shared, ephemeralPublicKey } = agreeWithReader(readerPublicKey);
  const key = afterCopyKey(shared, secret, parties, afterKey.id);
  return {
    afterKeyId: afterKey.id,
    ephemeralPublicKey,
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
  const shared = agreeAsReader(readerPrivateKey, copy.ephemeralPublicKey);
  const key = afterCopyKey(shared, secret, parties, copy.afterKeyId);
  return unwrapDataKey(key, parties.ownerId, copy.sealedAfterKey);
}
