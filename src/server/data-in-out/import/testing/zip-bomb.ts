import zlib from 'node:zlib';
import { Zip, ZipDeflate, type ZipInputFile } from 'fflate';

/**
 * A ZIP in which every name in `copies` is the same `bytes`, compressed once and written again
 * under each name (so a ZIP unpacking to hundreds of MB is made in a moment), plus `files`
 * compressed as usual: a zip bomb, as someone would craft one.
 */
export function zipWithCopies(
  bytes: Uint8Array,
  copies: string[],
  files: Record<string, Uint8Array> = {},
): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.push(chunk);
  });
  for (const [name, data] of Object.entries(files)) {
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(data, true);
  }
  const deflated = zlib.deflateRawSync(bytes, { level: 9 });
  const crc = zlib.crc32(bytes);
  for (const filename of copies) {
    const file: ZipInputFile = { filename, size: bytes.length, crc, compression: 8 };
    zip.add(file);
    file.ondata!(null, deflated, true);
  }
  zip.end();
  return Buffer.concat(out);
}
