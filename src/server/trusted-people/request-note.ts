import { diffieHellman, generateKeyPairSync, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { DecryptionError, open, seal } from '../crypto/aead';
import { userKeyPairs } from '../db/schema';
import { HttpError } from '../http/errors';
import { openPrivateKey, publicKeyFrom, rawPublicKey } from './key-pairs';

/**
 * An executor's note to the owner is free text, so it is sealed to the owner's X25519 public
 * key (an ephemeral key pair, ECDH, HKDF): the executor's request can write it, and only the
 * owner's session, where their private key opens, can read it. Stored as
 * `<ephemeral public key>.<aead sealed text>`; bound to the grant so it cannot be moved.
 */
const aad = (grantId: string) => `kinfolio:request-note:${grantId}`;

function noteKey(shared: Buffer, grantId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, Buffer.from('kinfolio'), aad(grantId), 32));
}

/**
 * Seals the note to the owner's public key. Every owner who confirmed someone has one (made at
 * sign-in); without it the note is refused rather than kept in clear.
 */
export async function sealRequestNote(
  ctx: AppContext,
  ownerId: string,
  grantId: string,
  note: string,
): Promise<string> {
  const [row] = await ctx.db
    .select({ publicKey: userKeyPairs.publicKey })
    .from(userKeyPairs)
    .where(eq(userKeyPairs.userId, ownerId));
  if (!row)
    throw new HttpError(
      409,
      'Your note cannot be sealed for the owner yet. Send the request without a note.',
    );
  const ownerPublic = publicKeyFrom(row.publicKey);
  const ephemeral = generateKeyPairSync('x25519');
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: ownerPublic });
  const sealed = seal(noteKey(shared, grantId), 'note', Buffer.from(note, 'utf8'), aad(grantId));
  return `${rawPublicKey(ephemeral.publicKey)}.${sealed}`;
}

/**
 * Opens the note in the owner's session; null when there is none or it can no longer be opened
 * (the owner's key pair was replaced by a password reset without the recovery key).
 */
export async function openRequestNote(
  ctx: AppContext,
  ownerId: string,
  grantId: string,
  stored: string | null,
): Promise<string | null> {
  if (!stored) return null;
  const [row] = await ctx.db.select().from(userKeyPairs).where(eq(userKeyPairs.userId, ownerId));
  if (!row) return null;
  const dot = stored.indexOf('.');
  try {
    const privateKey = await openPrivateKey(ctx, ownerId, row.privateKeySealed);
    const shared = diffieHellman({ privateKey, publicKey: publicKeyFrom(stored.slice(0, dot)) });
    return open(noteKey(shared, grantId), stored.slice(dot + 1), aad(grantId)).toString('utf8');
  } catch (error) {
    if (error instanceof DecryptionError) return null;
    throw error;
  }
}
