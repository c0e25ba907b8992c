import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** How much of a file is handed to the ZIP at a time, so the socket can drain in between. */
const CHUNK = 1024 * 1024;

/**
 * A ZIP written as a stream (fflate): entries are added one after another and their bytes flow
 * out as they are made, so only the entry being added is in memory, never the archive. Each
 * add waits while the reader is behind (backpressure), so a slow connection holds back the
 * reading of the next file rather than filling memory.
 */
export function zipStream() {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });

  async function drained() {
    if (out.destroyed) throw new Error('The download was cancelled');
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) throw new Error('The download was cancelled');
  }

  return {
    /** The archive's bytes, to send as the answer. */
    stream: out as Readable,
    /** Adds one entry; `compress` false stores it as it is (PDFs, images: already compressed). */
    async add(path: string, bytes: Uint8Array | string, compress = true) {
      const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
      async function* pieces() {
        for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
      }
      await this.addStream(path, pieces(), compress);
    },
    /** Adds one entry from a stream of bytes, a piece at a time (a file read from storage). */
    async addStream(path: string, source: AsyncIterable<Uint8Array>, compress = true) {
      const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
      zip.add(entry);
      for await (const piece of source) {
        entry.push(piece, false);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    },
    /** Writes the central directory and ends the stream. */
    end() {
      zip.end();
    },
    /** Ends the stream with an error (the client sees a cut-off download, never a valid ZIP). */
    fail(err: Error) {
      out.destroy(err);
    },
  };
}
