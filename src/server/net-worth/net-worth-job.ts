import type { Database } from '../db/client';
import type { JobKind } from '../jobs/job-scheduler';
import { fillMissingSnapshots } from './net-worth-snapshots';

/** Queue name of the daily snapshot job. */
export const NET_WORTH_JOB = 'net-worth.snapshots';

/**
 * Hourly, at 7 past: each user's day starts at their own midnight, so an hourly run dates a
 * snapshot for every zone within an hour of its day starting. Users who already have today's
 * row (a change today, or an earlier run) are skipped by the insert, so most runs write nothing.
 */
export const NET_WORTH_CRON = '7 * * * *';

/** Fills today's snapshot for users without one (sums over plain columns: no session needed). */
export function netWorthJob(
  db: Database,
  log: { info(obj: object, msg: string): void },
  now: () => Date = () => new Date(),
): JobKind {
  return {
    name: NET_WORTH_JOB,
    oneWaitingPerKey: true,
    retryDelaySeconds: 60,
    async handler() {
      const written = await fillMissingSnapshots(db, now());
      if (written) log.info({ written }, 'net worth snapshots written');
    },
  };
}
