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
      const windowMs = Number(timeWindow);
      db.execute<{ count: number; ttl: number }>(
        sql`
        INSERT INTO rate_limit_hits (key, count, reset_at)
        VALUES (${this.key(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.count + 1 END,
          reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
        RETURNING count, (extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: Array<{ count: number; ttl: number }> })
            .rows[0];
          cb(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? windowMs)),
          });
        })
        .catch((err: Error) => cb(err));
    }

    child(routeOptions: { nameSpace?: string; routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo
        ? `${routeOptions.routeInfo.method}:${routeOptions.routeInfo.url}:`
        : '';
      return new DatabaseRateLimitStore({ nameSpace: `${this.options.nameSpace ?? ''}${route}` });
    }
  };
}

/** Deletes windows that ended; run periodically so the table stays small. */
export async function pruneRateLimits(db: Database) {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`);
}
