import { createHash } from 'node:crypto';
import type { ExportedFile } from '../../../domain/data-export/records-json';
import type { Database } from '../../db/client';
import { detectFileType, type AcceptedTypes } from '../../documents/file-type';
import { DOCUMENT_FILE_TYPES } from '../../../domain/records';
import { HttpError } from '../../http/errors';
import { getSetting } from '../../settings/system-settings';
import type { ImportCandidate } from './import-candidate';
import type { ZipEntries } from './zip-entries';

/**
 * The largest document file the server takes: the admin's "max file size in MB" (10 by
 * default), read as POST /api/documents/upload reads it (documents/file-routes.ts), so a file
 * refused there is refused when an export brings it in too.
 */
export async function maxDocumentBytes(db: Database): Promise<number> {
  const mb = Number(await getSetting(db, 'max_file_size_mb'));
  return (Number.isFinite(mb) && mb > 0 ? mb : 10) * 1024 * 1024;
}

/** A Letters & Wishes file's limit, read as POST /api/letters-and-wishes/upload reads it. */
export async function maxLetterFileBytes(db: Database): Promise<number> {
  const mb = Number(await getSetting(db, 'max_letter_file_size_mb'));
  return (Number.isFinite(mb) && mb > 0 ? mb : 100) * 1024 * 1024;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The type of a file is judged on its first bytes, as an upload's (documents/read-upload.ts). */
const SNIFF_BYTES = 64 * 1024;

/** What one pass over a file's bytes tells: size, SHA-256, first bytes, whether it is text. */
async function inspect(pieces: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let size = 0;
  let head = Buffer.alloc(0);
  let text = true; // valid UTF-8 without NUL bytes, checked to the end as an upload's is
  for await (const piece of pieces) {
    hash.update(piece);
    size += piece.length;
    if (head.length < SNIFF_BYTES)
      head = Buffer.concat([head, piece.subarray(0, SNIFF_BYTES - head.length)]);
    if (text)
      try {
        if (piece.includes(0)) throw new Error('NUL');
        decoder.decode(piece, { stream: true });
      } catch {
        text = false;
      }
  }
  if (text)
    try {
      decoder.decode();
    } catch {
      text = false;
    }
  return { size, sha256: hash.digest('hex'), head, text };
}

/** The type the content shows for the name (null: refused), judged on the first bytes. */
function contentType(
  name: string,
  head: Buffer,
  text: boolean,
  accepted: AcceptedTypes,
): string | null {
  // A text file's first bytes may end inside a character: judge whole characters only.
  const whole = text
    ? Buffer.from(new TextDecoder('utf-8', { ignoreBOM: true }).decode(head, { stream: true }))
    : head;
  const type = detectFileType(name, whole, accepted);
  return type?.startsWith('text/') && !text ? null : type;
}

/** The file as it will be stored, or the problem in the row's words (the commit answers 400). */
export type AttachedFile = { file: NonNullable<ImportCandidate['file']> } | { error: string };

/**
 * A document's file from the export ZIP, given the checks an upload gets (documents/
 * read-upload.ts): not empty, within the size limit (judged on the ZIP's declared size before a
 * byte is read), and contents that match the name's accepted type, which decides the stored
 * type; records.json's mimeType is not trusted. It must also be the file records.json describes
 * (size and SHA-256), so a file swapped in the ZIP is refused. The bytes are streamed through
 * the checks and not kept: `open` reads them again when the file is stored. `accepted`: the
 * types its record's kind takes (a letter's: a scan or a recording).
 */
export async function checkAttachedFile(
  zip: ZipEntries,
  label: string,
  attached: ExportedFile,
  limitBytes: number,
  accepted: AcceptedTypes = DOCUMENT_FILE_TYPES,
): Promise<AttachedFile> {
  const its = `${label}: its file ${attached.path}`;
  const declared = zip.entries.get(attached.path)!.uncompressedSize;
  if (Math.max(declared, attached.size) > limitBytes)
    return { error: `${its} is larger than the ${mb(limitBytes)} limit for a file.` };
  const seen = await inspect(await zip.stream(attached.path, limitBytes));
  if (seen.size === 0) return { error: `${its} is empty.` };
  if (seen.size !== attached.size || seen.sha256 !== attached.sha256)
    return { error: `${its} does not match records.json (size or SHA-256 differ)` };
  // The name as an upload keeps it: no folders, at most 255 characters.
  const name = attached.originalName.split(/[\\/]/).pop()!.slice(0, 255) || 'file';
  const mimeType = contentType(name, seen.head, seen.text, accepted);
  if (!mimeType)
    return {
      error: `${its} (${name}) is not accepted: its type is not one Kinfolio stores, or its contents do not match its name. Accepted: ${Object.keys(accepted).join(', ')}.`,
    };
  const open = async () => sameBytes(await zip.stream(attached.path, limitBytes), seen, its);
  return { file: { name, mimeType, size: seen.size, open } };
}

/** The bytes again, failing the import if they are not the ones checked (size and SHA-256). */
async function* sameBytes(
  pieces: AsyncIterable<Buffer>,
  checked: { size: number; sha256: string },
  its: string,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of pieces) {
    hash.update(piece);
    size += piece.length;
    yield piece;
  }
  if (size !== checked.size || hash.digest('hex') !== checked.sha256)
    throw new HttpError(400, `${its} changed while it was imported.`);
}
