import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { sqlExecutorFor } from './sql-executor';
import { loggableError } from '../http/database-errors';

/** A kind of job: its name (the queue's) and what to do. Failures are retried with backoff. */
export interface JobKind<T extends object = Record<string, never>> {
  /** Queue name, e.g. 'reminders.sweep' (letters, digits, '.', '-', '_'). */
  name: string;
  /** Does the work; throwing fails this attempt (logged, retried until `retryLimit`). */
  handler(data: T): Promise<void>;
  /** Attempts after the first (default 3). */
  retryLimit?: number;
  /** Wait before the first retry, doubled for each next one (default 30 s). */
  retryDelaySeconds?: number;
  /** An attempt still running after this long counts as failed (default 15 min). */
  expireInSeconds?: number;
  /**
   * At most one job of this kind waits per key (sends without a key share one): a second request
   * while one waits is dropped, so several instances asking at once make one job.
   */
  oneWaitingPerKey?: boolean;
}

/** How a job that was run and waited for ended. */
export type JobOutcome = 'completed' | 'failed' | 'timed out';

/**
 * The one durable scheduler for everything timed (reminders, emergency-access auto-approval,
 * check-ins, backups, pruning), kept in the database: a job runs once even with several
 * instances and survives a restart. It runs without anyone's session, so it reads no sealed text.
 */
export interface JobScheduler {
  /** Registers a kind of job; before or after `start`. */
  define<T extends object>(kind: JobKind<T>): void;
  /** Runs a job once at `at` (default now); `key` matters for kinds with `oneWaitingPerKey`. */
  runAt<T extends object>(name: string, data: T, at?: Date, key?: string): Promise<void>;
  /** Runs a job on a cron schedule (UTC), once per slot however many instances run. */
  every(name: string, cron: string): Promise<void>;
  /** Queues a job now and waits (up to `timeoutMs`) for it to finish on whichever instance. */
  runAndWait<T extends object>(name: string, data: T, timeoutMs?: number): Promise<JobOutcome>;
  start(): Promise<void>;
  /** Stops fetching, lets running jobs finish (up to 10 s) and stops timers. */
  stop(): Promise<void>;
}

/** What the scheduler logs: never a job's data, only its kind, id and the error. */
export interface JobLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** An error without what a driver may attach (SQL parameters, row values in `detail`). */
const safeError = loggableError;
/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';

/**
 * pg-boss (10.x: the last line that runs on Node 20) over the app's own database handle, on
 * PostgreSQL and on PGlite alike. On PostgreSQL jobs are claimed with SKIP LOCKED and cron slots
 * with a singleton key, so each runs on one instance; on PGlite there is one process.
 */
export function createJobScheduler(opts: {
  database: DatabaseHandle;
  log: JobLog;
  /** How often idle workers look for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
}): JobScheduler {
  const boss = new PgBoss({
    db: sqlExecutorFor(opts.database) as PgBoss.Db,
    schedule: true,
    supervise: true,
    // Finished jobs are kept a week for inspection, then deleted by pg-boss's own maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => opts.log.error({ err: safeError(err) }, 'job scheduler error'));
  const kinds = new Map<string, JobKind<object>>();
  const crons = new Map<string, string>();
  let started: Promise<void> | undefined;
  let stopped = false;
  const polling = opts.pollingIntervalSeconds ?? 2;
  /**
   * Each kind's queue and worker, once set up. A kind defined after start is set up in the
   * background; sending or scheduling it first waits for its queue (on PostgreSQL the queue is
   * created on another pooled connection, so a schedule could otherwise arrive before it).
   */
  const activations = new Map<string, Promise<void>>();
  async function ready(name: string) {
    await started;
    await activations.get(name);
  }

  /**
   * Creates a kind's queue, trying again when PostgreSQL reports a deadlock: pg-boss 10 attaches
   * each new queue's partition to its job table, and two instances creating queues at the same
   * moment (both starting on an empty database, or a release adding a job kind) can deadlock.
   * The loser's statement was rolled back whole, and the queue may exist by its next try, which
   * then does nothing.
   */
  async function createQueue(name: string, options: PgBoss.Queue) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, options);
      } catch (err) {
        if ((err as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async function activate(kind: JobKind<object>) {
    await createQueue(kind.name, {
      name: kind.name,
      policy: kind.oneWaitingPerKey ? 'short' : 'standard',
      retryLimit: kind.retryLimit ?? 3,
      retryDelay: kind.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: kind.expireInSeconds ?? 15 * 60,
    });
    await boss.work<object>(
      kind.name,
      { pollingIntervalSeconds: polling, batchSize: 1 },
      async ([job]) => {
        try {
          await kind.handler(job.data ?? {});
        } catch (err) {
          const safe = safeError(err);
          opts.log.error({ job: kind.name, jobId: job.id, err: safe }, 'job failed');
          // pg-boss keeps the thrown error in its job table: only the safe description goes there.
          throw new Error(safe.message);
        }
      },
    );
  }

  return {
    define(kind) {
      if (kinds.has(kind.name)) throw new Error(`Job kind ${kind.name} is defined twice`);
      kinds.set(kind.name, kind as JobKind<object>);
      if (!started) return;
      const activation = started.then(() => activate(kind as JobKind<object>));
      activation.catch((err: unknown) => {
        if (!stopped)
          opts.log.error({ job: kind.name, err: safeError(err) }, 'job kind not started');
      });
      activations.set(kind.name, activation);
    },
    async runAt(name, data, at, key) {
      await ready(name);
      await boss.send(name, data, {
        ...(at ? { startAfter: at } : {}),
        ...(key ? { singletonKey: key } : {}),
      });
    },
    async every(name, cron) {
      crons.set(name, cron);
      if (!started) return;
      await ready(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async runAndWait(name, data, timeoutMs = 60_000) {
      await ready(name);
      // A key of its own, so a kind with one waiting job still takes this one.
      const id = await boss.send(name, data, { retryLimit: 0, singletonKey: randomUUID() });
      if (!id) return 'failed';
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') return 'completed';
        if (job?.state === 'failed' || job?.state === 'cancelled') return 'failed';
        await new Promise((r) => setTimeout(r, 100));
      }
      return 'timed out';
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const kind of kinds.values()) {
          const activation = activate(kind);
          activations.set(kind.name, activation);
          await activation;
        }
        for (const [name, cron] of crons) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      })();
      return started;
    },
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
