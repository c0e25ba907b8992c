import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, isFileMissing } from '../documents/file-storage';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import { readAll } from './sealed-file';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

// One contract, every driver: what stored-files.ts, backups and move-files rely on.
let s3: S3TestServer;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const drivers: Array<[string, () => Promise<FileStorage>]> = [
  [
    'disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-storage-'));
      dirs.push(dir);
      return createDiskStorage(dir);
    },
  ],
  // Two objects per listing page, so listing has to follow continuation tokens.
  ['s3', async () => createS3Storage(await s3.newBucket(), { listPageSize: 2 })],
];

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A stream of `size` random bytes in 1 MB pieces, and their hash. */
function bigStream(size: number) {
  const bytes = randomBytes(size);
  const pieces = [];
  for (let at = 0; at < size; at += 1 << 20) pieces.push(bytes.subarray(at, at + (1 << 20)));
  return { stream: Readable.from(pieces), hash: sha(bytes), size };
}

describe.each(drivers)('file storage contract: %s', (_name, make) => {
  let files: FileStorage;
  beforeAll(async () => {
    files = await make();
  });

  it('stores, reads, lists, sizes and deletes by id; a missing id is missing, not an error elsewhere', async () => {
    const id = randomUUID();
    await files.check();
    await files.put(id, Buffer.from('sealed bytes'));
    expect((await files.get(id)).toString()).toBe('sealed bytes');
    expect((await readAll(await files.getStream(id))).toString()).toBe('sealed bytes');
    expect(await files.stat(id)).toEqual({ size: 12 });
    expect(await files.list()).toContain(id);
    await files.delete(id);
    await files.delete(id); // twice is fine
    const gone = randomUUID();
    expect(await files.stat(id)).toBeNull();
    expect(await files.list()).not.toContain(id);
    await expect(files.get(gone)).rejects.toSatisfy(isFileMissing);
    await expect(files.getStream(gone)).rejects.toSatisfy(isFileMissing);
    await expect(files.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Invalid/);
  });

  it('lists every id in pages no larger than asked, as the whole list does', async () => {
    for (let i = 0; i < 5; i++) await files.put(randomUUID(), Buffer.from('x'));
    const pages: string[][] = [];
    for await (const page of files.listPages(2)) pages.push(page);
    expect(pages.every((page) => page.length >= 1 && page.length <= 2)).toBe(true);
    expect(pages.flat().sort()).toEqual((await files.list()).sort());
    expect(pages.flat().length).toBeGreaterThanOrEqual(5);
  });

  it('streams a file larger than a multipart part both ways, and replaces it whole', async () => {
    const id = randomUUID();
    const big = bigStream(9 * 1024 * 1024 + 123);
    await files.putStream(id, big.stream);
    expect(await files.stat(id)).toEqual({ size: big.size });
    expect(sha(await readAll(await files.getStream(id)))).toBe(big.hash);
    await files.putStream(id, Readable.from([Buffer.from('smaller')]));
    expect((await files.get(id)).toString()).toBe('smaller');
  });

  it('keeps nothing of a stream that fails, and the old bytes of one it was replacing', async () => {
    const failing = (size: number) =>
      Readable.from(
        (async function* () {
          yield randomBytes(size);
          throw new Error('client went away');
        })(),
      );
    const fresh = randomUUID();
    await expect(files.putStream(fresh, failing(9 * 1024 * 1024))).rejects.toThrow(
      'client went away',
    );
    expect(await files.stat(fresh)).toBeNull();
    const kept = randomUUID();
    await files.put(kept, Buffer.from('old'));
    await expect(files.putStream(kept, failing(1000))).rejects.toThrow('client went away');
    expect((await files.get(kept)).toString()).toBe('old');
    expect((await files.list()).sort()).toEqual(expect.arrayContaining([kept]));
    expect(await files.list()).not.toContain(fresh);
  });

  it('lists every id across pages', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    for (const id of ids) await files.put(id, Buffer.from(id));
    expect(await files.list()).toEqual(expect.arrayContaining(ids));
  });
});
