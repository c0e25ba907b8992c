import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the `rate_limit_hits` table, so every app instance counts
 * against the same fixed window. One atomic upsert per hit: no read-then-write race.
 */
export function createDatabaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    constructor(private readonly options: { nameSpace?: string } = {}) {}

    private key(key: string) {
      return `${this.options.nameSpace ?? ''}${key}`.slice(0, 300);
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      hitCounter(db, this.key(key), Number(timeWindow)).then((hit) => cb(null, hit), cb);
    }

    child(routeOptions: { nameSpace?: string; routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo
        ? `${routeOptions.routeInfo.method}:${routeOptions.routeInfo.url}:`
        : '';
      return new DatabaseRateLimitStore({ nameSpace: `${this.options.nameSpace ?? ''}${route}` });
    }
  };
}

export interface CounterState {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit against `key` in a fixed window of `windowMs` that starts with its first hit.
 * One atomic upsert: no read-then-write race between app instances.
 */
export async function hitCounter(
  db: Database,
  key: string,
  windowMs: number,
): Promise<CounterState> {
  const result = await db.execute<{ count: number; ttl: number }>(
    sql`
    INSERT INTO rate_limit_hits (key, count, reset_at)
    VALUES (${key.slice(0, 300)}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.count + 1 END,
      reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
    RETURNING count, (extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`,
  );
  const row = (result as unknown as { rows: Array<{ count: number; ttl: number }> }).rows[0];
  return { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/** The hits counted against `key` in its current window (0 once the window has ended). */
export async function peekCounter(db: Database, key: string): Promise<CounterState> {
  const result = await db.execute<{ count: number; ttl: number }>(
    sql`
    SELECT count, (extract(epoch FROM reset_at - now()) * 1000)::int AS ttl
    FROM rate_limit_hits WHERE key = ${key.slice(0, 300)} AND reset_at > now()`,
  );
  const row = (result as unknown as { rows: Array<{ count: number; ttl: number }> }).rows[0];
  return row
    ? { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) }
    : { current: 0, ttl: 0 };
}

/** Deletes windows that ended; run periodically so the table stays small. */
export async function pruneRateLimits(db: Database) {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`);
}
