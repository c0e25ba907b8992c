import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { secretAttempts } from '../db/schema';

/** What a signed-in user can be asked for again: their password, or a two-factor code. */
export type SecretKind = 'password' | 'two_factor_code';

/** Wrong attempts allowed before any wait: a typo or two never makes anyone wait. */
export const FREE_ATTEMPTS = 5;
/** The wait after the 5th wrong attempt; each further wrong attempt doubles it... */
export const FIRST_WAIT_MS = 60_000;
/** ...up to an hour: about 24 guesses a day at most once past the free ones. */
export const MAX_WAIT_MS = 60 * 60_000;
/** A day without a wrong attempt starts the count afresh, so old typos never add up. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The wait that follows the `failures`-th wrong attempt in a row (0 while still free). */
export function waitAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - FREE_ATTEMPTS, 30));
}

export type Claim =
  /** The attempt may be checked; `failures` counts it, and `waitMs` starts if it is wrong. */
  | { allowed: true; failures: number; waitMs: number }
  /** Refused unchecked: the wait after the last wrong attempt has `retryAfterMs` to go. */
  | { allowed: false; retryAfterMs: number };

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Counts an attempt before it is checked, in one atomic upsert that only succeeds while no wait
 * is running (PGlite ignores SELECT ... FOR UPDATE, so no read-then-write). The attempt that
 * reaches the free limit starts the wait in the same statement, so concurrent attempts past it
 * are refused however many arrive at once. A right attempt then clears the count (`clearAttempts`).
 */
export async function claimAttempt(db: Database, userId: string, kind: SecretKind): Promise<Claim> {
  const t = secretAttempts;
  const next = sql`(CASE WHEN ${t.lastFailureAt} IS NULL OR ${t.lastFailureAt} < now() - ${ms(FORGET_AFTER_MS)} THEN 1 ELSE ${t.failures} + 1 END)`;
  const exponent = sql`least(greatest(${next} - ${FREE_ATTEMPTS}::int, 0), 30)`;
  const wait = sql`least(${MAX_WAIT_MS}::double precision, ${FIRST_WAIT_MS}::double precision * power(2, ${exponent}))`;
  const [row] = await db
    .insert(t)
    .values({
      userId,
      kind,
      failures: 1,
      lastFailureAt: sql`now()`,
      lockedUntil: FREE_ATTEMPTS <= 1 ? sql`now() + ${ms(FIRST_WAIT_MS)}` : null,
    })
    .onConflictDoUpdate({
      target: [t.userId, t.kind],
      set: {
        failures: next,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`CASE WHEN ${next} >= ${FREE_ATTEMPTS}::int THEN now() + ${wait} * interval '1 millisecond' ELSE NULL END`,
      },
      setWhere: sql`${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= now()`,
    })
    .returning({ failures: t.failures });
  if (row) return { allowed: true, failures: row.failures, waitMs: waitAfter(row.failures) };
  const [locked] = await db
    .select({ ms: sql<number>`ceil(extract(epoch FROM ${t.lockedUntil} - now()) * 1000)` })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.kind, kind)));
  return { allowed: false, retryAfterMs: Math.max(1000, Number(locked?.ms ?? 0)) };
}

/** A right attempt: the count starts again from zero and any wait ends. */
export async function clearAttempts(db: Database, userId: string, kind: SecretKind): Promise<void> {
  await db
    .update(secretAttempts)
    .set({ failures: 0, lockedUntil: null, lastFailureAt: null })
    .where(and(eq(secretAttempts.userId, userId), eq(secretAttempts.kind, kind)));
}
