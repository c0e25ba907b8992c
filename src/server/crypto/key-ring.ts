import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { open, seal } from './aead';
import type { ServerKey } from './server-key';

/** A user's data key: the only key that encrypts their records and files. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/**
 * Where code gets a user's data key. Every caller goes through this interface, so how the key
 * is protected (today: wrapped by the server key) can change in one place.
 */
export interface KeyRing {
  /** The user's data key, created on first use. */
  dataKeyFor(userId: string): Promise<DataKey>;
  /** The data key with a given id (for ciphertexts that name an older key). */
  dataKeyById(userId: string, keyId: string): Promise<DataKey>;
  /** Drops cached keys of a user (after deletion or a key change). */
  forget(userId: string): void;
}

const wrapContext = (userId: string) => `kinfolio:data-key:${userId}`;
const MAX_CACHED = 10_000;

/** Data keys wrapped with the server key and stored on the user's row. */
export function createServerWrappedKeyRing(db: Database, serverKey: ServerKey): KeyRing {
  const cache = new Map<string, DataKey>();

  function remember(userId: string, dataKey: DataKey) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(userId, dataKey);
    return dataKey;
  }

  async function load(userId: string): Promise<DataKey> {
    const [row] = await db
      .select({ id: users.dataKeyId, wrapped: users.dataKeyServerWrapped })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error('No such user');
    if (row.id && row.wrapped) {
      return { id: row.id, key: open(serverKey.key, row.wrapped, wrapContext(userId)) };
    }
    const fresh: DataKey = { id: `u${randomBytes(6).toString('base64url')}`, key: randomBytes(32) };
    // Only the first writer wins, so two concurrent first uses cannot leave two keys.
    const [won] = await db
      .update(users)
      .set({
        dataKeyId: fresh.id,
        dataKeyServerWrapped: seal(serverKey.key, serverKey.id, fresh.key, wrapContext(userId)),
      })
      .where(and(eq(users.id, userId), isNull(users.dataKeyId)))
      .returning({ id: users.id });
    return won ? fresh : load(userId);
  }

  return {
    async dataKeyFor(userId) {
      return cache.get(userId) ?? remember(userId, await load(userId));
    },
    async dataKeyById(userId, keyId) {
      const key = await this.dataKeyFor(userId);
      if (key.id !== keyId)
        throw new Error('This value was sealed with a key that is no longer available');
      return key;
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}
