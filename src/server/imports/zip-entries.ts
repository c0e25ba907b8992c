import yauzl from 'yauzl';
import { HttpError } from '../http/errors';

/** At most this many entries (records.json plus one file per document, within the row limit). */
const MAX_ENTRIES = 10_100;
/** Uncompressed bytes of all entries read together: a ZIP bomb stops here. */
const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

/** The entries of a ZIP held in memory, read lazily and with their sizes checked. */
export class ZipEntries {
  private total = 0;

  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: Map<string, yauzl.Entry>,
  ) {}

  /** Lists the ZIP's entries (names only; nothing is decompressed yet). */
  static async open(bytes: Buffer, fileName: string): Promise<ZipEntries> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, {
        lazyEntries: true,
        validateEntrySizes: true,
        strictFileNames: false,
      });
    } catch {
      throw new HttpError(400, `"${fileName}" is not a ZIP file that can be read.`);
    }
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
  }

  /** An entry's bytes, refusing (400, naming it) one larger than `limit` or past the total. */
  async read(path: string, limit: number): Promise<Buffer> {
    const entry = this.entries.get(path);
    if (!entry) throw new HttpError(400, `The export has no ${path}.`);
    if (entry.uncompressedSize > limit || this.total + entry.uncompressedSize > MAX_TOTAL_BYTES)
      throw new HttpError(
        413,
        `${path} in the export is larger than the ${Math.round(limit / 1024 / 1024)} MB limit.`,
      );
    if (entry.isEncrypted())
      throw new HttpError(400, `${path} in the export is encrypted; Kinfolio exports never are.`);
    const chunks: Buffer[] = [];
    try {
      const stream = await this.zip.openReadStreamPromise(entry);
      // validateEntrySizes makes the stream fail when the data outgrows the declared size.
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch {
      throw new HttpError(400, `${path} in the export is damaged.`);
    }
    this.total += entry.uncompressedSize;
    return Buffer.concat(chunks);
  }

  close() {
    this.zip.close();
  }
}
