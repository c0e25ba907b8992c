import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_LIMITS } from '../../../domain/imports/import-api';
import { HttpError } from '../../http/errors';

/** At most this many entries (records.json plus one file per document, within the row limit). */
const MAX_ENTRIES = 10_100;
/**
 * Uncompressed bytes of all entries read together: a ZIP bomb stops here. records.json, plus
 * the documents' files one import may store (document-entries.ts holds them to the ZIP's
 * own size limit before a byte is read).
 */
const MAX_TOTAL_BYTES = IMPORT_LIMITS.maxBytes + IMPORT_LIMITS.maxZipBytes;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The entries of a ZIP on disk (the upload's temporary file), read lazily, one entry at a time
 * and with their sizes checked, so a large export never sits in memory whole.
 */
export class ZipEntries {
  private total = 0;
  /**
   * Reads of each entry so far. A document's file is read twice, checked then stored, and the
   * two count once toward MAX_TOTAL_BYTES; any other read counts in full, so naming one entry
   * again and again never reads it for free.
   */
  private readonly reads = new Map<string, number>();

  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: Map<string, yauzl.Entry>,
  ) {}

  /** Lists the ZIP's entries (names only; nothing is decompressed yet). */
  static async open(zipPath: string, fileName: string): Promise<ZipEntries> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(zipPath, {
        lazyEntries: true,
        validateEntrySizes: true,
        strictFileNames: false,
        // Kept open after the listing: documents' files are read later, when they are stored.
        autoClose: false,
      });
    } catch {
      throw new HttpError(400, `"${fileName}" is not a ZIP file that can be read.`);
    }
    try {
      if (zip.entryCount > MAX_ENTRIES)
        throw new HttpError(
          400,
          `"${fileName}" holds ${zip.entryCount} entries; an export holds at most ${MAX_ENTRIES}.`,
        );
      const entries = new Map<string, yauzl.Entry>();
      try {
        for await (const entry of zip.eachEntry())
          if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      } catch {
        throw new HttpError(400, `"${fileName}" is a damaged ZIP file.`);
      }
      return new ZipEntries(zip, entries);
    } catch (err) {
      zip.close();
      throw err;
    }
  }

  /**
   * An entry's bytes as a stream, refusing (naming it) one larger than `limit` or past the
   * total. The stream fails (400) when the data is damaged or outgrows its declared size.
   */
  async stream(path: string, limit: number): Promise<AsyncIterable<Buffer>> {
    const entry = this.entries.get(path);
    if (!entry) throw new HttpError(400, `The export has no ${path}.`);
    const reads = this.reads.get(path) ?? 0;
    const total = reads === 1 ? this.total : this.total + entry.uncompressedSize;
    if (entry.uncompressedSize > limit)
      throw new HttpError(413, `${path} in the export is larger than the ${mb(limit)} limit.`);
    if (total > MAX_TOTAL_BYTES)
      throw new HttpError(
        413,
        `The export's entries unpack to more than ${mb(MAX_TOTAL_BYTES)} in all (at ${path}); one import reads at most that much.`,
      );
    if (entry.isEncrypted())
      throw new HttpError(400, `${path} in the export is encrypted; Kinfolio exports never are.`);
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw new HttpError(400, `${path} in the export is damaged.`);
    }
    this.total = total;
    this.reads.set(path, reads + 1);
    return damagedAs(path, stream);
  }

  /** An entry's bytes, whole (records.json; documents' files are streamed). */
  async read(path: string, limit: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(path, limit)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  close() {
    this.zip.close();
  }
}

/** The entry's pieces, a failure (bad data, or more than declared) becoming a 400 naming it. */
async function* damagedAs(path: string, stream: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch {
    throw new HttpError(400, `${path} in the export is damaged.`);
  } finally {
    stream.destroy();
  }
}
