import fs from 'node:fs/promises';
import path from 'node:path';
import { ZipEntries } from './zip-entries';

/**
 * An uploaded ZIP in a temporary file of its own (under DATA_DIR/import-uploads, owner-only), so its
 * documents' files are read from disk one at a time instead of sitting in memory. `dispose`
 * closes it and deletes the file; the routes call it however the request ends.
 */
export class UploadedZip {
  private opened?: Promise<ZipEntries>;

  constructor(
    private readonly dir: string,
    readonly fileName: string,
  ) {}

  get path() {
    return path.join(this.dir, 'upload.zip');
  }

  /** The ZIP's entries, opened once for the request. */
  entries(): Promise<ZipEntries> {
    this.opened ??= ZipEntries.open(this.path, this.fileName);
    return this.opened;
  }

  async dispose() {
    const zip = await this.opened?.catch(() => undefined);
    zip?.close();
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}
