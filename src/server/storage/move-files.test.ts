import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { createDiskStorage } from './disk-storage';
import { moveFilesCommand, parseMoveFilesArgs } from './move-files';
import { createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp(); // on local disk, as every installation starts
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function output() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) },
  };
}

it('moves every file to S3 and back, resumably and verified, while the server keeps reading', async () => {
  const { cookie } = await signUp(t.app);
  const uploads = [];
  for (const [name, content] of [
    ['a.txt', 'first file'],
    ['b.csv', 'x,y\n1,2\n'],
    ['c.txt', 'third file'],
  ])
    uploads.push((await request(t.app, cookie).upload({ filename: name, content })).json());
  const bucket = await s3.newBucket();
  const config: Pick<AppConfig, 'dataDir' | 'storage'> = {
    dataDir: t.dataDir,
    storage: { driver: 'disk', s3: bucket },
  };

  const first = output();
  expect(await moveFilesCommand(config, 's3', first.out), first.lines.error.join()).toBe(0);
  expect(first.lines.log).toContain(
    'Copied 3, already there 0, failed 0 (each copy read back and its SHA-256 compared).',
  );
  expect(first.lines.log.join('\n')).toContain('STORAGE_DRIVER=s3');
  // The running server (still on disk) serves every file meanwhile.
  for (const up of uploads)
    expect((await request(t.app, cookie).get(up.fileUrl)).statusCode).toBe(200);

  // Interrupted half-way: one copy missing, one cut short. A second run copies just those.
  const bucketFiles = createS3Storage(bucket);
  await bucketFiles.delete(uploads[0].filePath);
  await bucketFiles.put(uploads[1].filePath, Buffer.from('cut'));
  const again = output();
  expect(await moveFilesCommand(config, 's3', again.out)).toBe(0);
  expect(again.lines.log).toContain(
    'Copied 2, already there 1, failed 0 (each copy read back and its SHA-256 compared).',
  );

  // A server restarted on the bucket (same database) serves the same files to the same user.
  const database: DatabaseHandle = t.config.databaseUrl
    ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir })
    : { db: t.context.db, engine: 'pglite', close: async () => {} };
  const onS3 = await buildApp(
    { ...t.config, storage: { driver: 's3', s3: bucket } },
    { database, logger: false },
  );
  try {
    await onS3.app.ready();
    for (const [i, content] of ['first file', 'x,y\n1,2\n', 'third file'].entries())
      expect((await request(onS3.app, cookie).get(uploads[i].fileUrl)).body).toBe(content);
  } finally {
    await onS3.app.close();
    await database.close();
  }

  // And back to a fresh data directory.
  const back = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-move-back-'));
  try {
    const home = output();
    expect(
      await moveFilesCommand(
        { dataDir: back, storage: { driver: 's3', s3: bucket } },
        'disk',
        home.out,
      ),
    ).toBe(0);
    expect((await createDiskStorage(back).list()).sort()).toEqual(
      uploads.map((u) => u.filePath).sort(),
    );
  } finally {
    fs.rmSync(back, { recursive: true, force: true });
  }
});

it('with --verify, finds a same-size copy that differs, says so and copies it again', async () => {
  const { cookie } = await signUp(t.app);
  const uploads = [];
  for (const [name, content] of [
    ['kept.txt', 'a file copied intact'],
    ['torn.txt', 'a file whose copy went bad'],
  ])
    uploads.push((await request(t.app, cookie).upload({ filename: name, content })).json());
  const [kept, torn] = uploads.map((u) => u.filePath as string);
  const bucket = await s3.newBucket();
  const config: Pick<AppConfig, 'dataDir' | 'storage'> = {
    dataDir: t.dataDir,
    storage: { driver: 'disk', s3: bucket },
  };
  expect(await moveFilesCommand(config, 's3', output().out)).toBe(0);
  const disk = createDiskStorage(t.dataDir);
  const total = (await disk.list()).length; // with the earlier test's files

  // The same size, other bytes: what a size check cannot tell apart from a good copy.
  const bucketFiles = createS3Storage(bucket);
  const original = await disk.get(torn);
  const damaged = Buffer.from(original);
  damaged[damaged.length - 1] ^= 0xff;
  await bucketFiles.put(torn, damaged);

  const plain = output();
  expect(await moveFilesCommand(config, 's3', plain.out)).toBe(0);
  expect(plain.lines.log).toContain(
    `Copied 0, already there ${total}, failed 0 (each copy read back and its SHA-256 compared).`,
  );
  expect(plain.lines.log.join('\n')).toContain('run again with --verify');
  expect((await bucketFiles.get(torn)).equals(damaged)).toBe(true);

  const verified = output();
  expect(await moveFilesCommand(config, { to: 's3', verify: true }, verified.out)).toBe(0);
  expect(verified.lines.error).toEqual([
    `${torn}: the copy at the target differs from the source; copying it again.`,
  ]);
  expect(verified.lines.log).toContain(
    `Copied 1, already there ${total - 1}, failed 0 (each copy read back and its SHA-256 compared).`,
  );
  expect(verified.lines.log).toContain(
    '--verify: every file already there was read on both sides and its SHA-256 compared; 1 differed and was copied again.',
  );
  expect((await bucketFiles.get(torn)).equals(original)).toBe(true);
  expect((await bucketFiles.get(kept)).equals(await disk.get(kept))).toBe(true);

  // A second verified run finds nothing to do.
  const clean = output();
  expect(await moveFilesCommand(config, { to: 's3', verify: true }, clean.out)).toBe(0);
  expect(clean.lines.error).toEqual([]);
  expect(clean.lines.log).toContain(
    `Copied 0, already there ${total}, failed 0 (each copy read back and its SHA-256 compared).`,
  );
});

it('reads --to s3|disk and --verify in any order', () => {
  expect(parseMoveFilesArgs(['--to', 's3'])).toEqual({ to: 's3', verify: false });
  expect(parseMoveFilesArgs(['--to', 'disk', '--verify'])).toEqual({ to: 'disk', verify: true });
  expect(parseMoveFilesArgs(['--verify', '--to', 's3'])).toEqual({ to: 's3', verify: true });
  expect(parseMoveFilesArgs(['--verify'])).toBeNull();
  expect(parseMoveFilesArgs(['--to', 'ftp'])).toBeNull();
  expect(parseMoveFilesArgs(['--to', 's3', '--force'])).toBeNull();
});

it('says what to set when no bucket is configured, or the bucket is missing', async () => {
  const none = output();
  expect(
    await moveFilesCommand({ dataDir: t.dataDir, storage: { driver: 'disk' } }, 's3', none.out),
  ).toBe(1);
  expect(none.lines.error[0]).toMatch(/^S3_BUCKET is not set/);
  const missing = output();
  const bucket = { ...(await s3.newBucket()), bucket: 'not-created-here' };
  expect(
    await moveFilesCommand(
      { dataDir: t.dataDir, storage: { driver: 'disk', s3: bucket } },
      's3',
      missing.out,
    ),
  ).toBe(1);
  expect(missing.lines.error[0]).toMatch(/S3_BUCKET: there is no bucket "not-created-here"/);
});
