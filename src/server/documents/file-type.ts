import { DOCUMENT_FILE_TYPES, LETTER_FILE_TYPES } from '../../domain/records';

type Extension = keyof typeof DOCUMENT_FILE_TYPES | keyof typeof LETTER_FILE_TYPES;

const startsWith = (bytes: Buffer, signature: number[] | string) =>
  bytes.subarray(0, signature.length).equals(Buffer.from(signature as never));

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy Word/Excel
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // OOXML (docx, xlsx)

/** MP3: an ID3v2 tag, or straight away an MPEG audio frame (11 sync bits, layer III). */
const isMp3 = (b: Buffer) =>
  startsWith(b, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1] & 0xe6) === 0xe2);

/** MP4 and M4A (ISO base media): the first box is `ftyp`, its size in the 4 bytes before. */
const isIsoMedia = (b: Buffer) => b.subarray(4, 8).toString('latin1') === 'ftyp';

/** Plain text: valid UTF-8 with no NUL bytes (binary files nearly always contain one). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const CONTENT_CHECKS: Record<Extension, (b: Buffer) => boolean> = {
  '.pdf': (b) => startsWith(b, '%PDF-'),
  '.doc': (b) => startsWith(b, OLE2),
  '.xls': (b) => startsWith(b, OLE2),
  '.docx': (b) => startsWith(b, ZIP),
  '.xlsx': (b) => startsWith(b, ZIP),
  '.jpg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  '.jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  '.png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.gif': (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a'),
  '.txt': isText,
  '.csv': isText,
  '.mp3': isMp3,
  '.m4a': isIsoMedia,
  '.mp4': isIsoMedia,
};

export const ACCEPTED_EXTENSIONS = Object.keys(DOCUMENT_FILE_TYPES) as Extension[];

/** Accepted extensions with their MIME types: a document's (the default) or a narrower set. */
export type AcceptedTypes = Readonly<Partial<Record<Extension, string>>>;

/**
 * The MIME type of an upload, checked twice: the name's extension must be `accepted` and the
 * bytes must look like that type (so an HTML page renamed .pdf is refused). Null when refused.
 */
export function detectFileType(
  fileName: string,
  bytes: Buffer,
  accepted: AcceptedTypes = DOCUMENT_FILE_TYPES,
): string | null {
  const dot = fileName.lastIndexOf('.');
  const extension = (dot >= 0 ? fileName.slice(dot).toLowerCase() : '') as Extension;
  const mimeType = Object.hasOwn(accepted, extension) ? accepted[extension] : undefined;
  if (!mimeType || !Object.hasOwn(CONTENT_CHECKS, extension)) return null;
  return CONTENT_CHECKS[extension](bytes) ? mimeType : null;
}
