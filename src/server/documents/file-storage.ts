import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where encrypted file bytes are kept, by stored-file id. Nothing else may touch the folder:
 * a later implementation (database or S3-compatible) will let several instances share files.
 */
export interface FileStorage {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer>;
  delete(id: string): Promise<void>;
  /** Every id held (for cleanup and tests). */
  list(): Promise<string[]>;
}

const ID = /^[0-9a-f-]{36}$/;

function checked(id: string): string {
  if (!ID.test(id)) throw new Error('Invalid stored file id'); // never a path from outside
  return id;
}

/** Files in DATA_DIR/files, written to a temporary name and renamed so a crash leaves no half file. */
export function createDiskStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'files');
  const fileOf = (id: string) => path.join(dir, `${checked(id)}.bin`);
  return {
    async put(id, bytes) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const tmp = `${fileOf(id)}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes, { mode: 0o600 });
      await fs.rename(tmp, fileOf(id));
    },
    get: (id) => fs.readFile(fileOf(id)),
    async delete(id) {
      await fs.rm(fileOf(id), { force: true });
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => n.endsWith('.bin')).map((n) => n.slice(0, -4));
    },
  };
}
