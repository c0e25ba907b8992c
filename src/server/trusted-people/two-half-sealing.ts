import {
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { open, seal } from '../crypto/aead';
import type { ServerKey } from '../crypto/server-key';
import { publicKeyFrom, rawPublicKey } from './key-pairs';

/*
 * A key sealed for one reader that opens only with both halves: the reader's private key (an
 * X25519 agreement with an ephemeral key made at sealing) and a secret the server keeps apart and
 * opens only while the owner's say-so stands. A grant's copy of the data key (grant-sealing.ts,
 * docs/decisions/017) and a reader's copy of the after key (letters-and-wishes/after-sealing.ts,
 * docs/decisions/021) are both sealed this way; each passes its own labels, so the keys of one
 * never open the other.
 */

const SECRET_BYTES = 32;

/** key = HKDF(shared || secret): the agreement alone or the secret alone derives nothing. */
export function twoHalfKey(shared: Buffer, secret: Buffer, salt: string, info: string): Buffer {
  const ikm = Buffer.concat([shared, secret]);
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.from(salt), info, 32));
}

/** The reader's half at sealing: a fresh ephemeral key's agreement, and its public key to store. */
export function agreeWithReader(readerPublicKey: string): {
  shared: Buffer;
  ephemeralPublicKey: string;
} {
  const ephemeral = generateKeyPairSync('x25519');
  const shared = diffieHellman({
    privateKey: ephemeral.privateKey,
    publicKey: publicKeyFrom(readerPublicKey),
  });
  return { shared, ephemeralPublicKey: rawPublicKey(ephemeral.publicKey) };
}

/** The reader's half at opening: the same agreement, from the reader's private key. */
export function agreeAsReader(readerPrivateKey: KeyObject, ephemeralPublicKey: string): Buffer {
  return diffieHellman({
    privateKey: readerPrivateKey,
    publicKey: publicKeyFrom(ephemeralPublicKey),
  });
}

/**
 * The server's half: random secrets, one per grant, stored sealed under a key derived from the
 * server key for this one use (`wrappingInfo`), never under the server key itself; `aadPrefix`
 * and the grant's id bind each sealed secret to its grant.
 */
export function serverKeptSecrets(wrappingInfo: string, aadPrefix: string) {
  const wrappingKey = (serverKey: ServerKey) =>
    Buffer.from(hkdfSync('sha256', serverKey.key, Buffer.from('kinfolio'), wrappingInfo, 32));
  return {
    create(serverKey: ServerKey, grantId: string): { secret: Buffer; sealed: string } {
      const secret = randomBytes(SECRET_BYTES);
      const sealed = seal(wrappingKey(serverKey), serverKey.id, secret, `${aadPrefix}:${grantId}`);
      return { secret, sealed };
    },
    open(serverKey: ServerKey, grantId: string, sealed: string): Buffer {
      return open(wrappingKey(serverKey), sealed, `${aadPrefix}:${grantId}`);
    },
  };
}
