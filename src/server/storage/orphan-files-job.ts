import type { AppContext } from '../context';
import { cleanUpOrphanFiles } from '../documents/stored-files';
import type { JobKind } from '../jobs/job-scheduler';

/** Queue name of the stored-file sweep. */
export const ORPHAN_FILES_JOB = 'files.sweep';
/** Hourly, on one instance however many run (they share the files through S3). */
export const ORPHAN_FILES_CRON = '41 * * * *';
/** An upload never attached to a document is removed after a day. */
export const UNATTACHED_FOR_MS = 86_400_000;

/** Removes unattached uploads, bytes without a row and interrupted writes (stored-files.ts). */
export function orphanFilesJob(
  ctx: Pick<AppContext, 'db' | 'files'>,
  log: { info(obj: object, msg: string): void },
): JobKind {
  return {
    name: ORPHAN_FILES_JOB,
    oneWaitingPerKey: true,
    retryLimit: 1,
    async handler() {
      const removed = await cleanUpOrphanFiles(ctx, UNATTACHED_FOR_MS);
      if (removed > 0) log.info({ removed }, 'orphan stored files removed');
    },
  };
}
