import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Snapshot } from '../snapshot/snapshot-format';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/**
 * Writes a snapshot as gzip-compressed JSON, readable by its owner only (mode 0600). It goes to a
 * temporary name first and is renamed, so an interrupted backup never leaves a truncated file
 * under the real name.
 */
export async function writeBackupFile(file: string, snapshot: Snapshot): Promise<number> {
  const bytes = await gzip(Buffer.from(JSON.stringify(snapshot), 'utf8'));
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await fs.writeFile(tmp, bytes, { mode: 0o600 });
    await fs.chmod(tmp, 0o600);
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
  return bytes.length;
}

/** Thrown when a backup file cannot be read as one (message says why). */
export class BackupFileError extends Error {}

/** Reads a backup (gzip) or an export file (plain JSON) into an unchecked value. */
export async function readBackupFile(file: string): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (err) {
    throw new BackupFileError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    bytes = await gunzip(bytes).catch(() => {
      throw new BackupFileError(`${file} is a damaged gzip file.`);
    });
  }
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new BackupFileError(`${file} is not a Kinfolio backup (not JSON).`);
  }
}
