import { KEEP_DELETED_MS } from '../../domain/recently-deleted';
import type { AppContext } from '../context';
import type { JobKind } from '../jobs/job-scheduler';
import { purgeTrash } from './trash-store';
import { KEEP_VERSIONS_MS } from '../../domain/record-history';
import { purgeOldVersions } from '../record-history/history-store';

/** Queue name of the Recently deleted purge. */
export const PURGE_DELETED_JOB = 'records.purge-deleted';
/** Daily, on one instance however many run (the scheduler's queue; files shared through S3). */
export const PURGE_DELETED_CRON = '17 3 * * *';

/**
 * Removes what was deleted more than 30 days ago, rows and stored files (trash-store.ts), and
 * the versions kept more than a year ago (history-store.ts).
 */
export function purgeDeletedJob(
  ctx: Pick<AppContext, 'db' | 'files'>,
  log: { info(obj: object, msg: string): void },
  now: () => number = Date.now,
): JobKind {
  return {
    name: PURGE_DELETED_JOB,
    oneWaitingPerKey: true,
    retryLimit: 1,
    async handler() {
      const removed = await purgeTrash(ctx, new Date(now() - KEEP_DELETED_MS));
      if (removed > 0) log.info({ removed }, 'recently deleted items removed for good');
      const versions = await purgeOldVersions(ctx, new Date(now() - KEEP_VERSIONS_MS));
      if (versions > 0) log.info({ versions }, 'record versions over a year old removed');
    },
  };
}
