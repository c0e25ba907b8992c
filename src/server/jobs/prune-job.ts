import { and, isNotNull, lt, or } from 'drizzle-orm';
import { pruneRateLimits } from '../auth/rate-limit-store';
import type { SessionStore } from '../auth/session-store';
import type { Database } from '../db/client';
import { emailConfirmations, passwordResetTokens } from '../db/schema';
import type { JobKind } from './job-scheduler';

/** Queue name of the pruning job. */
export const PRUNE_JOB = 'maintenance.prune';

/** Every 10 minutes, as the in-process timer it replaces did. */
export const PRUNE_CRON = '*/10 * * * *';

/** Reset tokens are kept a day after they expire or are used: enough to answer "link expired". */
const RESET_TOKEN_GRACE_MS = 24 * 60 * 60_000;

/** What the pruning job removed, for the log line. */
export interface PruneCounts {
  sessions: number;
  resetTokens: number;
}

/**
 * Deletes expired sessions, spent or expired reset and address confirmation links, and ended
 * rate-limit windows.
 */
export async function pruneExpired(
  db: Database,
  sessions: SessionStore,
  now = new Date(),
): Promise<PruneCounts> {
  const removedSessions = await sessions.pruneExpired(now);
  const before = new Date(now.getTime() - RESET_TOKEN_GRACE_MS);
  const tokens = await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, before),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, before)),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  // Address confirmation links, on the same terms (addresses/confirmation-links.ts).
  await db
    .delete(emailConfirmations)
    .where(
      or(
        lt(emailConfirmations.expiresAt, before),
        and(isNotNull(emailConfirmations.usedAt), lt(emailConfirmations.usedAt, before)),
      ),
    );
  await pruneRateLimits(db);
  return { sessions: removedSessions, resetTokens: tokens.length };
}

/** The pruning job; it logs what it removed when it removed anything. */
export function pruneJob(
  db: Database,
  sessions: SessionStore,
  log: { info(obj: object, msg: string): void },
): JobKind {
  return {
    name: PRUNE_JOB,
    oneWaitingPerKey: true,
    retryLimit: 1,
    async handler() {
      const counts = await pruneExpired(db, sessions);
      if (counts.sessions + counts.resetTokens > 0) log.info(counts, 'expired rows pruned');
    },
  };
}
