import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { HttpError } from '../../http/errors';
import type { ReadAnswer, ReadResult, ReadTask } from './read-import-file';

/**
 * How long reading one file may take. Every reader is linear and a 10 MB file takes well under
 * a second; past this the worker is stopped and the import refused.
 */
export const READ_DEADLINE_MS = 5_000;
/** Files read at once; further imports wait their turn (a deadline starts when a worker starts). */
const MAX_WORKERS = 2;
/** What one reading may hold in memory: a 10 MB file read whole takes far less. */
const LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 };

/** The bundled worker beside main.js (scripts/build-server.mjs), or from source through tsx. */
function spawn(): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts'))
    return new Worker(new URL('./import-reader-worker.js', self), { resourceLimits: LIMITS });
  // From source (tests, `npm run dev`) a worker does not inherit tsx's loader: load it first.
  const entry = JSON.stringify(new URL('./import-reader-worker.ts', self).href);
  const api = createRequire(self)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'); // the package's "import" condition, beside its "require" one
  const tsx = JSON.stringify(pathToFileURL(api).href);
  return new Worker(`import(${tsx}).then((tsx) => tsx.tsImport(${entry}, ${entry}))`, {
    eval: true,
    resourceLimits: LIMITS,
  });
}

interface Reader {
  worker: Worker;
  /** Settles when the worker has loaded and said so ('ready'). */
  ready: Promise<void>;
  /** Ends the worker once it has waited idle this long: a reader holds memory while alive. */
  idleTimer?: NodeJS.Timeout;
}

/** How long an idle reader is kept for the next import before its memory is given back. */
const IDLE_MS = 60_000;

const idle: Reader[] = [];
let running = 0;
const waiting: (() => void)[] = [];

function start(): Reader {
  const worker = spawn();
  worker.unref(); // an idle reader never keeps the process alive
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The import reader stopped (${code}).`)));
  });
  ready.catch(() => {}); // a failed start is reported to the import that waits on it
  worker.once('exit', () => {
    const at = idle.findIndex((r) => r.worker === worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return { worker, ready };
}

async function take(): Promise<Reader> {
  while (running >= MAX_WORKERS) await new Promise<void>((wake) => waiting.push(wake));
  running++;
  try {
    const reader = idle.pop();
    clearTimeout(reader?.idleTimer);
    return reader ?? start();
  } catch (err) {
    give(null);
    throw err;
  }
}

function give(reader: Reader | null) {
  running--;
  if (reader) {
    idle.push(reader);
    reader.idleTimer = setTimeout(() => void reader.worker.terminate(), IDLE_MS).unref();
  }
  waiting.shift()?.();
}

/** One task on one worker: its answer, or the reason it has none (the worker is then gone). */
function ask(worker: Worker, task: ReadTask, deadlineMs: number): Promise<ReadAnswer | Stopped> {
  return new Promise((resolve) => {
    const finish = (answer: ReadAnswer | Stopped) => {
      clearTimeout(timer);
      worker.off('message', finish).off('error', onError).off('exit', onExit);
      resolve(answer);
    };
    const onError = (err: Error) => finish({ stopped: err });
    const onExit = () => finish({ stopped: new Error('The import reader stopped.') });
    const timer = setTimeout(() => {
      finish({ stopped: 'deadline' });
      void worker.terminate();
    }, deadlineMs);
    worker.on('message', finish).on('error', onError).on('exit', onExit);
    worker.postMessage(task);
  });
}

type Stopped = { stopped: Error | 'deadline' };

/**
 * Reads an import's file in a worker thread (read-import-file.ts), so the event loop keeps
 * answering other requests whatever the file holds, and stops it at the deadline: 400 for a
 * file that takes too long, 413 for one that needs too much memory; the file's own refusals
 * come back as they were thrown.
 */
export async function readInWorker(
  task: ReadTask,
  deadlineMs = READ_DEADLINE_MS,
): Promise<ReadResult> {
  const reader = await take();
  let answer: ReadAnswer | Stopped;
  try {
    await reader.ready;
    answer = await ask(reader.worker, task, deadlineMs);
  } catch (err) {
    give(null);
    void reader.worker.terminate();
    throw err;
  }
  give('stopped' in answer ? null : reader);
  if ('ok' in answer) return answer.ok;
  if ('refused' in answer) throw new HttpError(answer.refused.statusCode, answer.refused.message);
  if ('failed' in answer) throw new Error(`The import reader failed: ${answer.failed}`);
  if (answer.stopped === 'deadline')
    throw new HttpError(
      400,
      `"${task.fileName}" took more than ${deadlineMs / 1000} seconds to read, so it was not imported. Check that it is a CSV, OFX or Kinfolio export file, or split it into smaller files.`,
    );
  if ((answer.stopped as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
    throw new HttpError(
      413,
      `"${task.fileName}" needs more memory to read than one import may use. Split it into smaller files.`,
    );
  throw answer.stopped;
}
