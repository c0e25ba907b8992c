import { createPublicKey, type KeyObject } from 'node:crypto';
import type { ServerKey } from '../crypto/server-key';
import { unwrapDataKey, withoutAfterKey, wrapDataKey, type DataKey } from '../crypto/vault-keys';
import { agreeAsReader, agreeWithReader, serverKeptSecrets, twoHalfKey } from './two-half-sealing';

/** Who a grant joins: bound into every key it derives, so nothing moves to another grant. */
export interface GrantParties {
  grantId: string;
  ownerId: string;
  granteeId: string;
}

/** What confirming a person stores: on the grant row, and the release secret kept apart. */
export interface GrantSealing {
  ephemeralPublicKey: string;
  sealedDataKey: string;
  sealedDataKeyId: string;
}

const context = (p: GrantParties) => `kinfolio:grant:${p.grantId}:${p.ownerId}:${p.granteeId}`;

/**
 * key = HKDF(ECDH(ephemeral, grantee) || release secret): the grantee's private key alone gives
 * the first half, the server key alone gives the second (docs/decisions/017). Exported
 * so the tests try this very derivation with one half missing.
 */
export function grantKey(shared: Buffer, releaseSecret: Buffer, parties: GrantParties): Buffer {
  return twoHalfKey(shared, releaseSecret, 'kinfolio-grant', context(parties));
}

const releaseSecrets = serverKeptSecrets('kinfolio:grant-release', 'release');

/** A new random release secret, and how it is stored (sealed under the server key). */
export function newReleaseSecret(
  serverKey: ServerKey,
  grantId: string,
): { secret: Buffer; sealed: string } {
  return releaseSecrets.create(serverKey, grantId);
}

/** Opens a stored release secret; call only for a grant that is active (or being sealed). */
export function openReleaseSecret(serverKey: ServerKey, grantId: string, sealed: string): Buffer {
  return releaseSecrets.open(serverKey, grantId, sealed);
}

/** Seals the owner's data key for the grantee (in the owner's session, at confirmation). */
export function sealDataKeyForGrantee(
  dataKey: DataKey,
  granteePublicKey: string,
  releaseSecret: Buffer,
  parties: GrantParties,
): GrantSealing {
  const { shared, ephemeralPublicKey } = agreeWithReader(granteePublicKey);
  const key = grantKey(shared, releaseSecret, parties);
  return {
    ephemeralPublicKey,
    // Never the after key: a grant opens the data key only (docs/decisions/021).
    sealedDataKey: wrapDataKey(key, parties.ownerId, withoutAfterKey(dataKey)),
    sealedDataKeyId: dataKey.id,
  };
}

/**
 * Opens the owner's data key as the grantee: needs the grantee's private key (their session)
 * and the release secret (the server, only while the grant is active). DecryptionError otherwise.
 */
export function openDataKeyAsGrantee(
  granteePrivateKey: KeyObject,
  sealing: Pick<GrantSealing, 'ephemeralPublicKey' | 'sealedDataKey'>,
  releaseSecret: Buffer,
  parties: GrantParties,
): DataKey {
  const shared = agreeAsReader(granteePrivateKey, sealing.ephemeralPublicKey);
  return unwrapDataKey(
    grantKey(shared, releaseSecret, parties),
    parties.ownerId,
    sealing.sealedDataKey,
  );
}

/** True when the text is a usable X25519 public key. */
export function isPublicKey(raw: string): boolean {
  try {
    createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: raw }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
