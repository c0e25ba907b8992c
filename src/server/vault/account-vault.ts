import { and, eq } from 'drizzle-orm';
import { DecryptionError, open } from '../crypto/aead';
import type { KeyRing } from '../crypto/key-ring';
import type { ServerKey } from '../crypto/server-key';
import {
  generateRecoveryKey,
  generateSalt,
  parseRecoveryKey,
  passwordWrappingKey,
  recoveryWrappingKey,
  unwrapDataKey,
  wrapDataKey,
  type DataKey,
} from '../crypto/vault-keys';
import type { Database } from '../db/client';
import { lockedDataKeys, users, type UserRow } from '../db/schema';

/** The users-table columns that hold a user's wrapped data key. */
export type VaultColumns = Pick<
  typeof users.$inferInsert,
  | 'dataKeyId'
  | 'dataKeyPasswordWrapped'
  | 'keyDerivationSalt'
  | 'dataKeyRecoveryWrapped'
  | 'dataKeyServerWrapped'
>;

/** The data key wrapped under a password: a fresh salt each time. */
export async function wrapForPassword(
  serverKey: ServerKey,
  userId: string,
  password: string,
  dataKey: DataKey,
): Promise<Pick<VaultColumns, 'dataKeyPasswordWrapped' | 'keyDerivationSalt'>> {
  const salt = generateSalt();
  const wrappingKey = await passwordWrappingKey(serverKey, userId, password, salt);
  return {
    dataKeyPasswordWrapped: wrapDataKey(wrappingKey, userId, dataKey),
    keyDerivationSalt: salt,
  };
}

/** The data key wrapped under a NEW recovery key, whose text is shown to the user once. */
export function wrapForNewRecoveryKey(
  serverKey: ServerKey,
  userId: string,
  dataKey: DataKey,
): { recoveryKey: string; dataKeyRecoveryWrapped: string } {
  const recovery = generateRecoveryKey();
  const wrappingKey = recoveryWrappingKey(serverKey, userId, recovery.bytes);
  return {
    recoveryKey: recovery.text,
    dataKeyRecoveryWrapped: wrapDataKey(wrappingKey, userId, dataKey),
  };
}

/** Everything to store for a data key protected by a password and a new recovery key. */
export async function protectDataKey(
  serverKey: ServerKey,
  userId: string,
  password: string,
  dataKey: DataKey,
): Promise<{ recoveryKey: string; columns: VaultColumns }> {
  const { recoveryKey, dataKeyRecoveryWrapped } = wrapForNewRecoveryKey(serverKey, userId, dataKey);
  return {
    recoveryKey,
    columns: {
      dataKeyId: dataKey.id,
      ...(await wrapForPassword(serverKey, userId, password, dataKey)),
      dataKeyRecoveryWrapped,
      dataKeyServerWrapped: null, // never again readable with the server key alone
    },
  };
}

/** Opens a wrapped key under a password; null when the password does not open it. */
export async function openWithPassword(
  serverKey: ServerKey,
  userId: string,
  password: string,
  wrapped: { passwordWrapped: string | null; salt: string | null },
): Promise<DataKey | null> {
  if (!wrapped.passwordWrapped || !wrapped.salt) return null;
  const wrappingKey = await passwordWrappingKey(serverKey, userId, password, wrapped.salt);
  return tryUnwrap(() => unwrapDataKey(wrappingKey, userId, wrapped.passwordWrapped!));
}

/** Opens a wrapped key under a typed recovery key; null when it does not open it. */
export function openWithRecoveryKey(
  serverKey: ServerKey,
  userId: string,
  typed: string,
  recoveryWrapped: string | null,
): DataKey | null {
  const bytes = parseRecoveryKey(typed);
  if (!bytes || !recoveryWrapped) return null;
  const wrappingKey = recoveryWrappingKey(serverKey, userId, bytes);
  return tryUnwrap(() => unwrapDataKey(wrappingKey, userId, recoveryWrapped));
}

function tryUnwrap(work: () => DataKey): DataKey | null {
  try {
    return work();
  } catch (err) {
    if (err instanceof DecryptionError || err instanceof SyntaxError) return null;
    throw err;
  }
}

/**
 * A key from earlier versions, wrapped by the server key alone (raw key bytes, the server key's
 * id in the ciphertext). Only read at sign-in, to re-wrap it under the password.
 */
export function openServerWrapped(serverKey: ServerKey, user: UserRow): DataKey | null {
  if (!user.dataKeyId || !user.dataKeyServerWrapped) return null;
  const key = open(serverKey.key, user.dataKeyServerWrapped, `kinfolio:data-key:${user.id}`);
  return { id: user.dataKeyId, key };
}

/** Whether the user still has data keys left locked by a password reset. */
export async function lockedKeysOf(db: Database, userId: string) {
  return db.select().from(lockedDataKeys).where(eq(lockedDataKeys.userId, userId));
}

/** Keeps the user's current wrapped key aside as locked (password reset without recovery key). */
export async function lockCurrentKey(db: Database, user: UserRow): Promise<void> {
  if (!user.dataKeyId || !user.dataKeyPasswordWrapped) return;
  await db
    .insert(lockedDataKeys)
    .values({
      keyId: user.dataKeyId,
      userId: user.id,
      passwordWrapped: user.dataKeyPasswordWrapped,
      keyDerivationSalt: user.keyDerivationSalt,
      recoveryWrapped: user.dataKeyRecoveryWrapped,
    })
    .onConflictDoNothing();
}

/** Removes a locked key once every value it sealed has been re-sealed under the current key. */
export async function dropLockedKey(db: Database, userId: string, keyId: string): Promise<void> {
  await db
    .delete(lockedDataKeys)
    .where(and(eq(lockedDataKeys.userId, userId), eq(lockedDataKeys.keyId, keyId)));
}

/**
 * The user's data key with their after key and key pair key, as their own session holds them: what a re-wrap
 * (password change, new recovery key, new data key) must carry, so the after key stays wrapped
 * beside the data key. VaultLockedError when either is not unlocked (sign in again).
 */
export async function ownVaultKeys(keys: KeyRing, userId: string): Promise<DataKey> {
  const dataKey = await keys.dataKeyFor(userId);
  return { ...dataKey, after: await keys.afterKeyFor(userId), pair: await keys.pairKeyFor(userId) };
}
