import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { sessionVaultKey, unwrapDataKey, wrapDataKey, type DataKey } from '../crypto/vault-keys';
import { sessionLifetimeHours } from '../settings/system-settings';
import type { RevocationBus } from './revocation-bus';
import { SessionCache, type ActiveSession } from './session-cache';

/** A session ends after this long without a request, and always at its absolute lifetime. */
export const IDLE_TIMEOUT_MS = 4 * 60 * 60 * 1000;
/** Sliding expiry is written back at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** A session id is this many random bytes; the database keeps only its SHA-256 hash. */
export const SESSION_ID_BYTES = 32;

/** The database keeps only a hash of the cookie's id, so a dump holds no usable session. */
export function hashSessionId(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

export interface NewSession {
  cookieValue: string;
  absoluteExpire: Date;
}

/** What a session carries besides its user: the unlocked vault and sign-in obligations. */
export interface SessionGrant {
  dataKey: DataKey;
  /** The admin requires two-factor sign-in and this user has not enrolled yet. */
  mustEnrolTwoFactor?: boolean;
}

/** The `sess` column: the data key sealed under a secret derived from the cookie alone. */
interface StoredSess {
  vault?: string;
  mustEnrolTwoFactor?: boolean;
}

/**
 * Sessions in the `sessions` table, fronted by an in-process cache that the revocation bus
 * keeps honest across instances.
 */
export class SessionStore {
  private readonly cache = new SessionCache();

  constructor(
    private readonly db: Database,
    private readonly bus: RevocationBus,
  ) {
    bus.subscribe((event) => {
      if ('sid' in event) this.cache.evictSession(event.sid);
      else if ('userId' in event) this.cache.evictUser(event.userId);
    });
  }

  /**
   * Starts a session for a user; the id is 256 random bits. The row keeps the data key sealed
   * under a key derived from the cookie, so a copied row without the cookie opens nothing.
   */
  async create(
    userId: string,
    grant: SessionGrant,
    meta: { ip?: string; userAgent?: string | null },
  ): Promise<NewSession> {
    const cookieValue = randomBytes(SESSION_ID_BYTES).toString('base64url');
    const sess: StoredSess = {
      vault: wrapDataKey(sessionVaultKey(cookieValue), userId, grant.dataKey),
      ...(grant.mustEnrolTwoFactor ? { mustEnrolTwoFactor: true } : {}),
    };
    const now = Date.now();
    const absoluteExpire = new Date(now + (await sessionLifetimeHours(this.db)) * 3_600_000);
    await this.db.insert(sessions).values({
      sid: hashSessionId(cookieValue),
      userId,
      sess: sess as Record<string, unknown>,
      expire: new Date(Math.min(now + IDLE_TIMEOUT_MS, absoluteExpire.getTime())),
      absoluteExpire,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
    });
    return { cookieValue, absoluteExpire };
  }

  /** Finds the live session behind a cookie, or null (expired, revoked or suspended user). */
  async resolve(cookieValue: string): Promise<ActiveSession | null> {
    const sid = hashSessionId(cookieValue);
    const now = Date.now();
    let session = this.cache.get(sid, now) ?? null;
    if (!session) {
      const [row] = await this.db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date(now))));
      if (!row) return null;
      const stored = row.session.sess as StoredSess;
      let dataKey: DataKey;
      try {
        dataKey = unwrapDataKey(sessionVaultKey(cookieValue), row.user.id, stored.vault ?? '');
      } catch {
        return null; // a session from before vault keys, or a row copied without its cookie
      }
      session = {
        sid,
        user: row.user,
        dataKey,
        mustEnrolTwoFactor: stored.mustEnrolTwoFactor === true,
        expire: row.session.expire,
        absoluteExpire: row.session.absoluteExpire,
        // The stored expiry was written IDLE_TIMEOUT after the last touch on any instance.
        lastTouched: row.session.expire.getTime() - IDLE_TIMEOUT_MS,
        loadedAt: now,
      };
      this.cache.set(session);
    }
    if (!session.user.isActive) {
      await this.destroyAllForUser(session.user.id);
      return null;
    }
    if (now - session.lastTouched > TOUCH_INTERVAL_MS) await this.touch(session, now);
    return session;
  }

  /** Slides the idle expiry forward, never past the absolute lifetime. */
  private async touch(session: ActiveSession, now: number) {
    session.lastTouched = now;
    session.expire = new Date(Math.min(now + IDLE_TIMEOUT_MS, session.absoluteExpire.getTime()));
    await this.db
      .update(sessions)
      .set({ expire: session.expire })
      .where(eq(sessions.sid, session.sid));
  }

  /**
   * Ends one session (sign-out). Its user's key and opened plaintext leave every instance's
   * memory too; the user's other sessions bring the key back with their next request.
   */
  async destroy(cookieValue: string): Promise<void> {
    const sid = hashSessionId(cookieValue);
    const ended = await this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .returning({ userId: sessions.userId });
    const users = ended.flatMap((s) => (s.userId ? [{ keysOf: s.userId }] : []));
    await this.bus.publish({ sid }, ...users);
  }

  /** Ends every session of a user, optionally keeping one (the caller's). */
  async destroyAllForUser(userId: string, keepCookie?: string): Promise<void> {
    const keep = keepCookie ? hashSessionId(keepCookie) : undefined;
    await this.db
      .delete(sessions)
      .where(
        keep
          ? and(eq(sessions.userId, userId), ne(sessions.sid, keep))
          : eq(sessions.userId, userId),
      );
    await this.bus.publish({ userId }, { keysOf: userId });
  }

  /** Clears the enrolment obligation once the user has set up two-factor sign-in. */
  async enrolled(cookieValue: string): Promise<void> {
    const sid = hashSessionId(cookieValue);
    const [row] = await this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(eq(sessions.sid, sid));
    if (!row) return;
    const { mustEnrolTwoFactor: _done, ...rest } = row.sess as StoredSess;
    await this.db
      .update(sessions)
      .set({ sess: rest as Record<string, unknown> })
      .where(eq(sessions.sid, sid));
    await this.bus.publish({ sid });
  }

  /** Tells every instance that a user's row changed (profile, flags), so caches re-read it. */
  async userChanged(userId: string): Promise<void> {
    await this.bus.publish({ userId });
  }

  /**
   * Tells every instance that a user's keys changed or went away (reset, new data key, unlock,
   * deletion): each drops the user's cached sessions, unlocked key and opened plaintext.
   */
  async keysChanged(userId: string): Promise<void> {
    await this.bus.publish({ userId }, { keysOf: userId });
  }

  /** Runs `forget` on this instance whenever any instance says a user's keys changed. */
  onKeysChanged(forget: (userId: string) => void): void {
    this.bus.subscribe((event) => {
      if ('keysOf' in event) forget(event.keysOf);
    });
  }

  /**
   * Tells every instance that a trusted person's grant changed (confirmed, approved, rejected,
   * ended): each drops its cached access for it before this resolves.
   */
  async grantChanged(grantId: string): Promise<void> {
    await this.bus.publish({ grant: grantId });
  }

  /**
   * Tells every instance that these owners' record lists may read differently now: each drops
   * the revision it knew before this resolves (records/list-revision.ts, `listsChanged`).
   */
  async listsChanged(...ownerIds: string[]): Promise<void> {
    if (ownerIds.length) await this.bus.publish(...ownerIds.map((lists) => ({ lists })));
  }

  /** Runs `drop` on this instance whenever any instance says an owner's lists changed. */
  onListsChanged(drop: (ownerId: string) => void): void {
    this.bus.subscribe((event) => {
      if ('lists' in event) drop(event.lists);
    });
  }

  /**
   * Tells every instance that an owner's release ended: each drops the after keys that readers
   * other than the owner opened for them, before this resolves (letters-and-wishes/release.ts).
   */
  async afterReadersDropped(ownerId: string): Promise<void> {
    await this.bus.publish({ afterReadersOf: ownerId });
  }

  /** Runs `drop` on this instance whenever any instance says an owner's release ended. */
  onAfterReadersDropped(drop: (ownerId: string) => void): void {
    this.bus.subscribe((event) => {
      if ('afterReadersOf' in event) drop(event.afterReadersOf);
    });
  }

  /** Runs `drop` on this instance whenever any instance says a grant changed. */
  onGrantChanged(drop: (grantId: string) => void): void {
    this.bus.subscribe((event) => {
      if ('grant' in event) drop(event.grant);
    });
  }

  /** Deletes expired rows; run at start and periodically. Returns how many were removed. */
  async pruneExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lt(sessions.expire, now))
      .returning({ sid: sessions.sid });
    return removed.length;
  }
}
