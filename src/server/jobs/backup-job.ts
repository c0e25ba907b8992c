import fs from 'node:fs/promises';
import path from 'node:path';
import { NO_TIMERS, startDailyBackups } from '../data-in-out/backup/daily-backups';
import type { AppContext } from '../context';

/** Queue name of the embedded database's daily backup. */
export const BACKUP_JOB = 'backup.daily';
/** Hourly check; a backup is written when the newest is about a day old (or there is none). */
export const BACKUP_CRON = '17 * * * *';
const DUE_AFTER_MS = 23 * 60 * 60_000;

/** Age of the newest file in `dir` (Infinity when there is none). */
async function newestAgeMs(dir: string, now: number): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let newest = 0;
  for (const name of names.filter((n) => n.startsWith('kinfolio-backup-'))) {
    newest = Math.max(newest, (await fs.stat(path.join(dir, name))).mtimeMs);
  }
  return newest === 0 ? Infinity : now - newest;
}

/**
 * The embedded database (fsync off, one process) backs itself up daily on the job scheduler:
 * checked hourly and a minute after start, so a machine that sleeps at night still gets its
 * backup within an hour of waking; the last 7 are kept (backup/daily-backups.ts).
 */
export async function scheduleDailyBackups(
  context: Pick<AppContext, 'config' | 'db' | 'files' | 'jobs'>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
) {
  const dir = path.join(context.config.dataDir, 'backups');
  const backups = startDailyBackups({ context, log, dir, timers: NO_TIMERS });
  context.jobs.define({
    name: BACKUP_JOB,
    oneWaitingPerKey: true,
    retryLimit: 2,
    retryDelaySeconds: 300,
    async handler() {
      if ((await newestAgeMs(dir, Date.now())) < DUE_AFTER_MS) return;
      await backups.runNow();
    },
  });
  await context.jobs.every(BACKUP_JOB, BACKUP_CRON);
  return {
    /** Queues the check a minute after start (call once the scheduler runs). */
    afterStart: () => context.jobs.runAt(BACKUP_JOB, {}, new Date(Date.now() + 60_000), 'start'),
    /** Waits for a backup in progress (before the database closes). */
    stop: () => backups.stop(),
  };
}
