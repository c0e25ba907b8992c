import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { takeSnapshot } from '../snapshot/take-snapshot';
import { loadServerKey } from '../../crypto/server-key';
import { describeSnapshot, recordBackupEvent } from './backup-audit';
import { writeBackupFile } from './backup-file';

/** Timers the schedule uses; tests pass their own to fire it without waiting. */
export interface BackupTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How the daily backups run. Everything but `context` and `log` has a production default. */
export interface DailyBackupOptions {
  context: Pick<AppContext, 'config' | 'db' | 'files'>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Where backups go (default DATA_DIR/backups). */
  dir?: string;
  /** How many to keep (default 7). */
  keep?: number;
  /** First backup this long after start (default 1 minute), then every `intervalMs` (24 h). */
  firstDelayMs?: number;
  intervalMs?: number;
  now?: () => Date;
  timers?: BackupTimers;
}

/** A running schedule: `runNow` makes one backup; `stop` cancels the next and waits for one in progress. */
export interface DailyBackups {
  runNow(): Promise<string>;
  stop(): Promise<void>;
}

const NAME = /^kinfolio-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json\.gz$/;

/** kinfolio-backup-2026-11-22T09-05-58Z.json.gz: names sort in time order. */
export const backupFileName = (at: Date) =>
  `kinfolio-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.json.gz`;

/** Timers that never fire: the job scheduler times the backups and calls `runNow` (src/server/jobs). */
export const NO_TIMERS: BackupTimers = { setTimeout: () => undefined, clearTimeout: () => {} };

const realTimers: BackupTimers = {
  setTimeout(run, ms) {
    const handle = setTimeout(run, ms);
    handle.unref(); // a pending backup never keeps the process alive
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Deletes our own backup files beyond the newest `keep`; other files in the folder are left alone. */
async function prune(dir: string, keep: number) {
  const ours = (await fs.readdir(dir)).filter((name) => NAME.test(name)).sort();
  for (const name of ours.slice(0, Math.max(0, ours.length - keep))) {
    await fs.rm(path.join(dir, name), { force: true });
  }
}

/**
 * With the embedded database (fsync off, one process), the running server backs itself up:
 * the first backup a minute after start, then every 24 hours, keeping the last 7.
 */
export function startDailyBackups(options: DailyBackupOptions): DailyBackups {
  const { context, log } = options;
  const dir = options.dir ?? path.join(context.config.dataDir, 'backups');
  const keep = options.keep ?? 7;
  const intervalMs = options.intervalMs ?? 24 * 60 * 60_000;
  const now = options.now ?? (() => new Date());
  const timers = options.timers ?? realTimers;
  const serverKey = loadServerKey(context.config);
  let timer: unknown;
  let running: Promise<string> | undefined;
  let stopped = false;

  async function backUp(): Promise<string> {
    const snapshot = await takeSnapshot(context.db, context.files, serverKey);
    const file = path.join(dir, backupFileName(now()));
    await writeBackupFile(file, snapshot);
    await prune(dir, keep);
    await recordBackupEvent(context.db, {
      action: 'backup.create',
      message: `Daily backup written to backups/${path.basename(file)} (${describeSnapshot(snapshot)})`,
      origin: 'server',
    });
    log.info({ file }, 'daily backup written');
    return file;
  }

  function runNow(): Promise<string> {
    // One at a time: a second call while a backup runs shares it.
    running ??= backUp().finally(() => (running = undefined));
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = timers.setTimeout(() => {
      runNow()
        .catch((err: unknown) => log.error({ err }, 'daily backup failed'))
        .finally(() => schedule(intervalMs));
    }, ms);
  }
  schedule(options.firstDelayMs ?? 60_000);

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
