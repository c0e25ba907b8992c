import type { DataKey } from '../crypto/vault-keys';
import type { UserRow } from '../db/schema/core';

/** A resolved session as the request pipeline sees it. */
export interface ActiveSession {
  sid: string;
  user: UserRow;
  /** The user's data key, opened from the session row with the cookie. */
  dataKey: DataKey;
  /** Signed in, but must enrol in two-factor sign-in before reaching any data. */
  mustEnrolTwoFactor: boolean;
  expire: Date;
  absoluteExpire: Date;
  /** When `expire` was last written to the database. */
  lastTouched: number;
  /** When this entry was read from the database. */
  loadedAt: number;
}

/**
 * How long a cached session may be trusted without re-reading the database. Revocations reach
 * the cache through the revocation bus at once; this bound only limits the damage of a lost
 * notification (a listener reconnecting).
 */
export const CACHE_TRUST_MS = 30_000;
const MAX_ENTRIES = 50_000;

/** In-process cache of sessions, keyed by the hashed session id. */
export class SessionCache {
  private readonly bySid = new Map<string, ActiveSession>();

  get(sid: string, now = Date.now()): ActiveSession | undefined {
    const entry = this.bySid.get(sid);
    if (!entry) return undefined;
    if (now - entry.loadedAt > CACHE_TRUST_MS || entry.expire.getTime() <= now) {
      this.bySid.delete(sid);
      return undefined;
    }
    return entry;
  }

  set(entry: ActiveSession): void {
    if (this.bySid.size >= MAX_ENTRIES) {
      const oldest = this.bySid.keys().next().value;
      if (oldest !== undefined) this.bySid.delete(oldest);
    }
    this.bySid.set(entry.sid, entry);
  }

  evictSession(sid: string): void {
    this.bySid.delete(sid);
  }

  evictUser(userId: string): void {
    for (const [sid, entry] of this.bySid) if (entry.user.id === userId) this.bySid.delete(sid);
  }

  clear(): void {
    this.bySid.clear();
  }
}
