import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sealedKeyId } from '../crypto/aead';
import { isPairKeyId } from '../crypto/vault-keys';
import type { AppContext } from '../context';
import { openRow, sealRow } from '../crypto/row-sealer';
import { userKeyPairs } from '../db/schema';
import { FINGERPRINT_WORDS } from './fingerprint-words';

/** Words in a fingerprint phrase: 6 bytes of the key's SHA-256 (48 bits), one word each. */
const FINGERPRINT_LENGTH = 6;

const identity = (userId: string) => ({ table: 'user_key_pairs', rowId: userId, userId });

/** An X25519 public key from its raw 32 bytes (base64url). */
export function publicKeyFrom(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: raw }, format: 'jwk' });
}

/** The raw 32 bytes of an X25519 public key, base64url. */
export function rawPublicKey(key: KeyObject): string {
  const jwk = key.export({ format: 'jwk' });
  if (!jwk.x) throw new Error('Not an X25519 public key');
  return jwk.x;
}

/** The phrase both sides compare before an owner confirms someone: "otter maple ...". */
export function fingerprintPhrase(publicKey: string): string {
  const digest = createHash('sha256').update(Buffer.from(publicKey, 'base64url')).digest();
  return [...digest.subarray(0, FINGERPRINT_LENGTH)].map((b) => FINGERPRINT_WORDS[b]).join(' ');
}

/**
 * The user's public key, making their key pair first if they have none (accounts from before
 * trusted people get theirs at their next sign-in or first use). The private key is sealed under
 * the user's key pair key, which only their password or recovery key unwraps (never their data
 * key, which a grant can open for someone they trust): it opens only in that user's session.
 */
export async function ensureKeyPair(ctx: AppContext, userId: string): Promise<string> {
  const [existing] = await ctx.db
    .select({ publicKey: userKeyPairs.publicKey })
    .from(userKeyPairs)
    .where(eq(userKeyPairs.userId, userId));
  if (existing) return existing.publicKey;
  const pair = generateKeyPairSync('x25519');
  const publicKey = rawPublicKey(pair.publicKey);
  const pkcs8 = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
  const privateKeySealed = await sealRow(ctx.keys, identity(userId), { pkcs8 }, { pair: true });
  const [row] = await ctx.db
    .insert(userKeyPairs)
    .values({ userId, publicKey, privateKeySealed: privateKeySealed! })
    .onConflictDoNothing()
    .returning({ publicKey: userKeyPairs.publicKey });
  if (row) return row.publicKey;
  // Another request of the same user made one at the same moment: use that one.
  const [winner] = await ctx.db
    .select({ publicKey: userKeyPairs.publicKey })
    .from(userKeyPairs)
    .where(eq(userKeyPairs.userId, userId));
  return winner!.publicKey;
}

/** The user's private key, opened with their data key (their session must have unlocked it). */
export async function openPrivateKey(
  ctx: AppContext,
  userId: string,
  sealed: string,
): Promise<KeyObject> {
  const { pkcs8 } = await openRow(ctx.keys, identity(userId), sealed);
  if (!pkcs8) throw new Error('Sealed private key is empty');
  return createPrivateKey({ key: Buffer.from(pkcs8, 'base64url'), format: 'der', type: 'pkcs8' });
}

/**
 * A private key still sealed under the data key (from before key pair keys) moves under the key
 * pair key at the user's sign-in: from then on nothing that opens their data key opens it.
 */
export async function movePrivateKey(ctx: AppContext, userId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ sealed: userKeyPairs.privateKeySealed })
    .from(userKeyPairs)
    .where(eq(userKeyPairs.userId, userId));
  if (!row || isPairKeyId(sealedKeyId(row.sealed))) return;
  const values = await openRow(ctx.keys, identity(userId), row.sealed);
  const moved = await sealRow(ctx.keys, identity(userId), values, { pair: true });
  await ctx.db
    .update(userKeyPairs)
    .set({ privateKeySealed: moved! })
    .where(and(eq(userKeyPairs.userId, userId), eq(userKeyPairs.privateKeySealed, row.sealed)));
}
