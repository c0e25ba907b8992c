import { Worker, type ResourceLimits } from 'node:worker_threads';
import { GUESS_TEXT_CHARS } from '../../domain/document-drop/guess-document';
import { DOCUMENT_FILE_TYPES } from '../../domain/records';

/** The types whose words are read for a guess, and how: PDFs and Word files (no OCR of images). */
const TEXT_SOURCES: Readonly<Record<string, 'pdf' | 'docx'>> = {
  [DOCUMENT_FILE_TYPES['.pdf']]: 'pdf',
  [DOCUMENT_FILE_TYPES['.docx']]: 'docx',
};
export const TEXT_SOURCE_TYPES = Object.keys(TEXT_SOURCES);

/**
 * How long reading one file's words may take. A text PDF's first pages take well under a
 * second, the worker's start included; past this the guess goes by the file name alone.
 */
export const TEXT_DEADLINE_MS = 4_000;
/** Files read at once; further uploads wait for a reader (their deadline starts when it takes them). */
const MAX_READERS = 2;
/** What one reading may hold in memory: a 10 MB PDF's first pages take far less. */
const LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/** The bundled worker (scripts/build-server.mjs) beside main.js, or the source file. */
function spawn(): Worker {
  const self = import.meta.url;
  const entry = self.endsWith('.ts') ? './document-text-worker.mjs' : './document-text-worker.js';
  return new Worker(new URL(entry, self), { resourceLimits: LIMITS });
}

type TextAnswer = { text: string } | { failed: string };

let running = 0;
const waiting: (() => void)[] = [];

/**
 * The words of a PDF or Word file (at most GUESS_TEXT_CHARS), read in a worker thread of its own
 * (document-text-worker.mjs) that is stopped at the deadline or when it needs more memory than
 * allowed; '' for other types and when the file has no words, cannot be read or took too long.
 * The worker ends with its answer, so it keeps nothing of the file.
 */
export async function readDocumentText(
  file: { mimeType: string; bytes: Uint8Array },
  deadlineMs = TEXT_DEADLINE_MS,
  log?: (message: string) => void,
): Promise<string> {
  const kind = TEXT_SOURCES[file.mimeType];
  if (!kind) return '';
  while (running >= MAX_READERS) await new Promise<void>((wake) => waiting.push(wake));
  running++;
  let worker: Worker | undefined;
  try {
    worker = spawn();
    const answer = await new Promise<TextAnswer>((resolve) => {
      const timer = setTimeout(
        () => resolve({ failed: `no answer within ${deadlineMs} ms` }),
        deadlineMs,
      );
      const finish = (answer: TextAnswer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      worker!.once('message', finish);
      worker!.once('error', (err) => finish({ failed: err.message }));
      worker!.once('exit', (code) => finish({ failed: `the reader stopped (${code})` }));
      // A copy with a buffer of its own is moved (a Buffer may share Node's pool with others).
      const bytes = new Uint8Array(file.bytes);
      worker!.postMessage({ kind, bytes, maxChars: GUESS_TEXT_CHARS }, [bytes.buffer]);
    });
    if ('text' in answer) return answer.text;
    log?.(`document text not read: ${answer.failed}`);
    return '';
  } catch (err) {
    log?.(`document text not read: ${err instanceof Error ? err.message : String(err)}`);
    return '';
  } finally {
    void worker?.terminate();
    running--;
    waiting.shift()?.();
  }
}
