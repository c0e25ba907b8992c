/**
 * The import reader's worker thread (started by import-reader.ts; bundled on its own as
 * dist/server/import-reader-worker.js): reads one file at a time and answers what it read, so a
 * slow or hostile file never holds the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http/errors';
import { readImportFile, type ReadAnswer, type ReadTask } from './read-import-file';

const port = parentPort!;
port.on('message', (task: ReadTask) => {
  let answer: ReadAnswer;
  try {
    answer = { ok: readImportFile(task) };
  } catch (err) {
    answer =
      err instanceof HttpError
        ? { refused: { statusCode: err.statusCode, message: err.message } }
        : { failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(answer);
});
port.postMessage('ready');
