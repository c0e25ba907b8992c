import iconv from 'iconv-lite';
import { HttpError } from '../../http/errors';

/** What a file is, judged by its bytes (never its name). */
export type SniffedFile = { kind: 'zip' } | { kind: 'records-json' | 'ofx' | 'csv'; text: string };

/** Binary formats people upload by mistake: refused by name, with the same message. */
const BINARY_SIGNATURES = [
  '%PDF-',
  '\x89PNG',
  '\xff\xd8\xff',
  'GIF8',
  '\xd0\xcf\x11\xe0', // legacy Office
  '\x1f\x8b', // gzip
];

/** The message for anything that is not CSV, OFX or an export: it says which files fit. */
export function notImportable(fileName: string): HttpError {
  return new HttpError(400, `"${fileName}" is not a CSV, OFX or Kinfolio export file.`);
}

const startsWith = (bytes: Buffer, sig: string) =>
  bytes.subarray(0, sig.length).equals(Buffer.from(sig, 'latin1'));

/** UTF-16 without a byte order mark: every other byte of the first ones is zero. */
function utf16WithoutBom(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 200) & ~1);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = sample.length / 2;
  if (pairs < 2) return null;
  if (oddZeros / pairs > 0.9 && evenZeros === 0) return 'utf-16le';
  if (evenZeros / pairs > 0.9 && oddZeros === 0) return 'utf-16be';
  return null;
}

/** The spreadsheet row (header = 1) holding a byte offset: line breaks before it, plus one. */
function rowOfOffset(bytes: Buffer, offset: number): number {
  let row = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) row++;
  return row;
}

/** Offset of the first byte that is not valid UTF-8, or -1. */
function firstBadUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const n =
      b < 0x80
        ? 0
        : b >= 0xc2 && b < 0xe0
          ? 1
          : b >= 0xe0 && b < 0xf0
            ? 2
            : b >= 0xf0 && b < 0xf5
              ? 3
              : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++)
      if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return -1;
}

/** Control characters other than tab, CR, LF and form feed: text files have none. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f]/;

/**
 * Decodes an upload's text: UTF-8 with or without a byte order mark, UTF-16 LE or BE (by BOM, or
 * by its zero bytes); an OFX 1.x file declaring CHARSET:1252 as Windows-1252. Anything else is
 * refused: binary content as not importable, other text encodings naming the first bad row.
 */
export function sniffFile(fileName: string, bytes: Buffer): SniffedFile {
  if (startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06')) return { kind: 'zip' };
  if (BINARY_SIGNATURES.some((sig) => startsWith(bytes, sig))) throw notImportable(fileName);
  let text: string;
  if (startsWith(bytes, '\xef\xbb\xbf')) text = decodeUtf8(fileName, bytes.subarray(3));
  else if (startsWith(bytes, '\xff\xfe')) text = iconv.decode(bytes.subarray(2), 'utf-16le');
  else if (startsWith(bytes, '\xfe\xff')) text = iconv.decode(bytes.subarray(2), 'utf-16be');
  else {
    const utf16 = utf16WithoutBom(bytes);
    if (utf16) text = iconv.decode(bytes, utf16);
    else if (bytes.includes(0)) throw notImportable(fileName);
    else if (
      /^\s*OFXHEADER:\s*100/.test(bytes.subarray(0, 200).toString('latin1')) &&
      /CHARSET:\s*1252/.test(bytes.subarray(0, 400).toString('latin1'))
    )
      text = iconv.decode(bytes, 'win1252');
    else text = decodeUtf8(fileName, bytes);
  }
  if (CONTROL.test(text.slice(0, 4096))) throw notImportable(fileName);
  const head = text.slice(0, 4096).trimStart();
  if (head.startsWith('{')) return { kind: 'records-json', text };
  if (/^OFXHEADER:|<\?OFX\b|<OFX>/im.test(head)) return { kind: 'ofx', text };
  return { kind: 'csv', text };
}

function decodeUtf8(fileName: string, bytes: Buffer): string {
  const bad = firstBadUtf8(bytes);
  if (bad < 0) return bytes.toString('utf8');
  throw new HttpError(
    400,
    `"${fileName}" is not in a text encoding Kinfolio reads (UTF-8 or UTF-16): row ${rowOfOffset(bytes, bad)} holds a character it cannot read. Save the file as "CSV UTF-8" and try again.`,
  );
}
