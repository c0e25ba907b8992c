import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { detectFileType, type AcceptedTypes } from './file-type';
import { DOCUMENT_FILE_TYPES } from '../../domain/records';
import { cleanUpStoredFile, storeFileStream } from './stored-files';

/** Too many parts, fields or files for the global multipart limits (app.ts). */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

const ONLY_ONE = 'Send one file in a field named "file", and nothing else.';
const NO_FILE = 'Send the file in a field named "file".';

/** The type of a file is judged on its first bytes (the longest signature is 8 bytes). */
const SNIFF_BYTES = 64 * 1024;

const refusedType = (accepted: AcceptedTypes) =>
  new HttpError(
    400,
    `This file type is not accepted, or the file's contents do not match its name. Accepted: ${Object.keys(accepted).join(', ')}.`,
  );

const tooLarge = (limitBytes: number) =>
  new HttpError(
    413,
    `The file is larger than the ${Math.round(limitBytes / 1024 / 1024)} MB limit.`,
  );

/** An upload as stored: what the answer and the audit entry say. */
export interface ReceivedUpload {
  id: string;
  fileName: string;
  size: number;
  mimeType: string;
  /** The plaintext, when the route asked to keep it (`keep`) and it fitted; never stored. */
  bytes?: Buffer;
}

/** Which uploads' plaintext a route keeps in memory for a moment (to read a PDF's words). */
export interface KeepPlaintext {
  types: readonly string[];
  /** A larger file is not kept at all. */
  upTo: number;
}

/** Passes the chunks on, keeping a copy of them while their total stays within `upTo`. */
function keeping(upTo: number) {
  let chunks: Buffer[] | null = [];
  let total = 0;
  return {
    async *pass(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const chunk of source) {
        total += chunk.length;
        if (chunks && total <= upTo) chunks.push(chunk);
        else chunks = null;
        yield chunk;
      }
    },
    bytes: () => (chunks ? Buffer.concat(chunks) : undefined),
  };
}

/** Drops an incomplete UTF-8 sequence at the end of a prefix cut from a longer text. */
function wholeCharacters(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/**
 * The checked plaintext of one file part: its type judged on the first bytes (name and
 * contents must agree), a text file checked to the end (UTF-8 without NUL bytes), and a file
 * cut off at the size limit refused. Refusals are thrown from the stream, so the store that
 * reads it keeps nothing.
 */
async function checkedFile(part: MultipartFile, limitBytes: number, accepted: AcceptedTypes) {
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let ended = false;
  while (!ended && head.length < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) ended = true;
    else head = Buffer.concat([head, next.value]);
  }
  if (part.file.truncated) throw tooLarge(limitBytes);
  if (head.length === 0) throw new HttpError(400, 'The file is empty.');
  const fileName = part.filename.split(/[\\/]/).pop()!.slice(0, 255) || 'file';
  const mimeType = detectFileType(fileName, ended ? head : wholeCharacters(head), accepted);
  if (!mimeType) {
    await source.return?.();
    throw refusedType(accepted);
  }
  const text = mimeType.startsWith('text/') ? new TextDecoder('utf-8', { fatal: true }) : null;
  const checkText = (chunk: Buffer, last: boolean) => {
    if (!text) return;
    try {
      if (chunk.includes(0)) throw new Error('NUL');
      text.decode(chunk, { stream: !last });
    } catch {
      throw refusedType(accepted);
    }
  };
  async function* plaintext(): AsyncGenerator<Buffer> {
    try {
      checkText(head, ended);
      yield head;
      while (!ended) {
        const next = await source.next();
        if (next.done) break;
        checkText(next.value, false);
        yield next.value;
      }
      checkText(Buffer.alloc(0), true);
      if (part.file.truncated) throw tooLarge(limitBytes);
    } finally {
      await source.return?.();
    }
  }
  return { fileName, mimeType, plaintext: plaintext() };
}

/**
 * Receives the one file of an upload, streaming it through the content checks and sealing into
 * the file store (never whole in memory), and answers what was stored. Anything besides the file
 * (fields, a second file) is refused; if it comes after the file, the stored file is removed
 * again, so a request the route does not understand keeps nothing. `accepted`: a document's
 * types unless the route takes others (a profile photo, a letter's file); `keep`: which files'
 * plaintext to hand back as well (in memory only); `after`: sealed under the owner's after key
 * (a letter's file), not the data key.
 */
export async function receiveUpload(
  ctx: Pick<AppContext, 'db' | 'files' | 'keys'>,
  request: FastifyRequest,
  userId: string,
  limitBytes: number,
  accepted: AcceptedTypes = DOCUMENT_FILE_TYPES,
  keep?: KeepPlaintext,
  after = false,
): Promise<ReceivedUpload> {
  let upload: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw new HttpError(400, NO_FILE);
      if (upload) throw new HttpError(400, ONLY_ONE);
      const { fileName, mimeType, plaintext } = await checkedFile(part, limitBytes, accepted);
      const kept = keep?.types.includes(mimeType) ? keeping(keep.upTo) : null;
      const stored = await storeFileStream(
        ctx,
        userId,
        { name: fileName, mimeType },
        kept ? kept.pass(plaintext) : plaintext,
        { after },
      );
      upload = { id: stored.id, fileName, size: stored.size, mimeType, bytes: kept?.bytes() };
    }
  } catch (err) {
    if (upload) await cleanUpStoredFile(ctx, upload.id);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limitBytes);
    if (code && LIMIT_CODES.has(code)) throw new HttpError(413, ONLY_ONE);
    throw err;
  }
  if (!upload) throw new HttpError(400, NO_FILE);
  return upload;
}

/**
 * Reads the one file of a small upload whole (for routes that parse it, e.g. an import). Anything
 * besides it (fields, a second file) is refused.
 */
export async function readOneFile(
  request: FastifyRequest,
  limitBytes: number,
): Promise<{ filename: string; bytes: Buffer }> {
  let upload: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw new HttpError(400, NO_FILE);
      if (upload) throw new HttpError(400, ONLY_ONE);
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limitBytes);
    if (code && LIMIT_CODES.has(code)) throw new HttpError(413, ONLY_ONE);
    throw err;
  }
  if (!upload) throw new HttpError(400, NO_FILE);
  return upload;
}
