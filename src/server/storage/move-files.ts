import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import type { FileStorage } from '../documents/file-storage';
import { createDiskStorage } from './disk-storage';
import { verifyFileStorage } from './open-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

/** Where the command prints (the console; tests capture it). */
export interface MoveOutput {
  log(line: string): void;
  error(line: string): void;
}

type Config = Pick<AppConfig, 'dataDir' | 'storage'>;

/** What `move-files` was asked to do. */
export interface MoveRequest {
  to: 'disk' | 's3';
  /** Also compare the SHA-256 of every file already at the target, not only its size. */
  verify: boolean;
}

/** Reads `--to s3|disk [--verify]` (in any order); null when they do not make sense. */
export function parseMoveFilesArgs(args: string[]): MoveRequest | null {
  let to: string | undefined;
  let verify = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--verify') verify = true;
    else if (args[i] === '--to' && to === undefined) to = args[++i];
    else return null;
  }
  return to === 's3' || to === 'disk' ? { to, verify } : null;
}

/** A pass-through that hashes what flows through it. */
function hashing() {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function hashOf(files: FileStorage, id: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await files.getStream(id)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Whether the target holds exactly the source's bytes (both read through, hashed). */
async function sameBytes(from: FileStorage, to: FileStorage, id: string): Promise<boolean> {
  const [a, b] = await Promise.all([hashOf(from, id), hashOf(to, id)]);
  return a === b;
}

/** Copies one object and reads the copy back; true when the copy's hash matches. */
async function copyVerified(from: FileStorage, to: FileStorage, id: string): Promise<boolean> {
  const tap = hashing();
  const source = await from.getStream(id);
  source.on('error', (err) => tap.stream.destroy(err));
  await to.putStream(id, source.pipe(tap.stream));
  return (await hashOf(to, id)) === tap.digest();
}

/** What to set once the files are there. */
function advice(config: Config, to: 'disk' | 's3'): string[] {
  const s3 = config.storage.s3!;
  if (to === 's3')
    return [
      'Now set on every instance, then restart them one at a time:',
      '  STORAGE_DRIVER=s3',
      `  S3_BUCKET=${s3.bucket}${s3.endpoint ? `  S3_ENDPOINT=${s3.endpoint}` : ''}  S3_REGION=${s3.region}${s3.forcePathStyle ? '  S3_FORCE_PATH_STYLE=true' : ''}`,
      '  and S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY as used here (or an instance role).',
      'Until restarted, servers keep using DATA_DIR/files. Run this command again after the restart',
      'to copy what was uploaded meanwhile; it never deletes DATA_DIR/files: remove it once all is well.',
    ];
  return [
    'Now set STORAGE_DRIVER=disk on the server that uses this DATA_DIR (one instance: files on',
    'local disk are not shared) and restart it; the S3_* variables may then go. Run this command',
    'again after the restart to copy what was uploaded meanwhile. The bucket is left as it was.',
  ];
}

/**
 * `move-files --to s3|disk [--verify]`: copies every stored file from DATA_DIR/files to the S3
 * bucket (S3_*), or back. Sealed bytes are copied as they are (no key is needed or used).
 * Resumable: an id already at the target with the same size is skipped, or with `--verify`
 * read on both sides and hash-compared, and copied again when it differs (a same-size copy can
 * still be wrong: a torn write, a store's bad disk). Each copy is read back and its SHA-256
 * compared. Nothing is deleted, so running servers keep reading the source meanwhile. Returns
 * the exit code.
 */
export async function moveFilesCommand(
  config: Config,
  request: MoveRequest | MoveRequest['to'],
  out: MoveOutput = console,
  options: S3StorageOptions = {},
): Promise<number> {
  const { to, verify } = typeof request === 'string' ? { to: request, verify: false } : request;
  if (!config.storage.s3) {
    out.error(
      to === 's3'
        ? 'S3_BUCKET is not set: set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as needed) to the bucket to move the files to.'
        : 'S3_BUCKET is not set: set the S3_* variables of the bucket the files are in.',
    );
    return 1;
  }
  const disk = createDiskStorage(config.dataDir);
  const s3 = createS3Storage(config.storage.s3, options);
  const [source, target] = to === 's3' ? [disk, s3] : [s3, disk];
  try {
    await verifyFileStorage({ ...config, storage: { ...config.storage, driver: 's3' } }, s3);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    out.error(err.message);
    return 1;
  }
  const ids = await source.list();
  out.log(`Copying ${ids.length} stored files from ${source.location} to ${target.location}.`);
  let copied = 0;
  let present = 0;
  const differed: string[] = [];
  const failed: string[] = [];
  for (const id of ids) {
    const [from, there] = await Promise.all([source.stat(id), target.stat(id)]);
    if (!from) continue; // deleted since the listing
    if (there && there.size === from.size) {
      // null: one side could not be read through; copying again settles it either way.
      const same = !verify || (await sameBytes(source, target, id).catch(() => null));
      if (same) {
        present += 1;
        continue;
      }
      if (same === false) differed.push(id);
      out.error(
        same === false
          ? `${id}: the copy at the target differs from the source; copying it again.`
          : `${id}: could not read both copies to compare them; copying it again.`,
      );
    }
    const ok = await copyVerified(source, target, id).catch((err: unknown) => {
      out.error(`${id}: ${(err as Error).message}`);
      return false;
    });
    if (ok) copied += 1;
    else {
      failed.push(id);
      await target.delete(id).catch(() => {});
    }
  }
  out.log(
    `Copied ${copied}, already there ${present}, failed ${failed.length} (each copy read back and its SHA-256 compared).`,
  );
  if (verify)
    out.log(
      `--verify: every file already there was read on both sides and its SHA-256 compared; ${differed.length} differed and ${differed.length === 1 ? 'was' : 'were'} copied again.`,
    );
  else if (present)
    out.log(
      'Files already there were matched by size only; run again with --verify to compare their SHA-256 too.',
    );
  if (failed.length) {
    out.error(
      `Not copied: ${failed.slice(0, 10).join(', ')}${failed.length > 10 ? ', …' : ''}. Run the command again.`,
    );
    return 1;
  }
  for (const line of advice(config, to)) out.log(line);
  return 0;
}
