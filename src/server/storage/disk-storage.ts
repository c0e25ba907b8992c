import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedFileId, FileNotFoundError, type FileStorage } from '../documents/file-storage';

const TEMP = /^[0-9a-f-]{36}\.bin\.[0-9a-f]+\.tmp$/;

/** True for "no such file" from the file system. */
const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in DATA_DIR/files (`<id>.bin`, owner-only), each written to a temporary name and
 * renamed, so a crash leaves no half file under a real name (the sweep removes the temporary).
 */
export function createDiskStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'files');
  const fileOf = (id: string) => path.join(dir, `${checkedFileId(id)}.bin`);

  /** Writes through a temporary file; the rename makes the new bytes appear whole. */
  async function writeWhole(id: string, write: (tmp: string) => Promise<void>) {
    const target = fileOf(id);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(tmp);
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    driver: 'disk',
    location: dir,
    put: (id, bytes) => writeWhole(id, (tmp) => fs.writeFile(tmp, bytes, { mode: 0o600 })),
    putStream: (id, body) =>
      writeWhole(id, (tmp) => pipeline(body, createWriteStream(tmp, { mode: 0o600 }))),
    async get(id) {
      try {
        return await fs.readFile(fileOf(id));
      } catch (err) {
        throw missing(err) ? new FileNotFoundError(id) : err;
      }
    },
    async getStream(id) {
      // Opened before answering, so a missing file is an error here and not mid-stream.
      const handle = await fs.open(fileOf(id), 'r').catch((err: unknown) => {
        throw missing(err) ? new FileNotFoundError(id) : err;
      });
      return handle.createReadStream(); // closes the handle when done or destroyed
    },
    async stat(id) {
      const info = await fs.stat(fileOf(id)).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
      return info ? { size: info.size } : null;
    },
    async delete(id) {
      await fs.rm(fileOf(id), { force: true });
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => n.endsWith('.bin')).map((n) => n.slice(0, -4));
    },
    async *listPages(pageSize) {
      // opendir reads the folder a few entries at a time, where readdir would hold every name.
      const folder = await fs.opendir(dir).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
      if (!folder) return;
      let page: string[] = [];
      for await (const entry of folder) {
        if (!entry.name.endsWith('.bin')) continue;
        page.push(entry.name.slice(0, -4));
        if (page.length === pageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    async check() {
      // The folder exists (it is created with the first upload) and this process may write to it.
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.access(dir, fs.constants.W_OK);
    },
    async removeIncomplete(olderThanMs) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => TEMP.test(n))) {
        const file = path.join(dir, name);
        const info = await fs.stat(file).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
