import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig, type S3Settings } from '../../config';
import { SAMPLE_PDF, signIn, uploadFile } from '../snapshot/snapshot-test-helpers';
import { startS3TestServer, type S3TestServer } from '../../storage/testing/s3-test-server';
import { createTestDatabase, signUp } from '../../testing/test-app';
import { request } from '../../testing/request';
import { backupCommand, restoreCommand } from './backup-commands';
import { keyFilePath } from './stored-server-key';

let s3: S3TestServer;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await s3?.close();
});

/** An installation with its own database (PGlite or TEST_DATABASE_URL) and files in `bucket`. */
async function installation(bucket: S3Settings): Promise<AppConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-backup-s3-'));
  const { url, drop } = await createTestDatabase();
  cleanups.push(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: url,
    serveWeb: false,
    storage: { driver: 's3', s3: bucket },
  };
}

function output() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) },
  };
}

it('on S3, a backup names the files the bucket keeps, and a restore checks they are there', async () => {
  const bucket = await s3.newBucket();
  const source = await installation(bucket);
  const { app } = await buildApp(source, { logger: false });
  let alice;
  let upload;
  try {
    alice = await signUp(app);
    upload = await uploadFile(app, alice.cookie, 'Deed.pdf', SAMPLE_PDF);
  } finally {
    await app.close();
  }
  const file = path.join(source.dataDir, 'nightly.json.gz');
  const backup = output();
  expect(await backupCommand(source, file, backup.out), backup.lines.error.join()).toBe(0);
  expect(backup.lines.log.join('\n')).toContain(
    `The stored files' bytes stay in s3://${bucket.bucket}/files/ and are not in this file`,
  );

  // Restored beside an empty bucket: refused, saying what to do first.
  const elsewhere = await installation(await s3.newBucket());
  fs.mkdirSync(path.dirname(keyFilePath(elsewhere.dataDir)), { recursive: true });
  fs.copyFileSync(keyFilePath(source.dataDir), keyFilePath(elsewhere.dataDir));
  const refused = output();
  expect(await restoreCommand(elsewhere, file, refused.out)).toBe(1);
  expect(refused.lines.error[0]).toMatch(
    /^1 of the backup's 1 stored files are not in it and not in s3:\/\/.*: restore the bucket from its own backup first/,
  );

  // Restored into an empty database beside the bucket that holds the files: all there.
  const target = await installation(bucket);
  fs.mkdirSync(path.dirname(keyFilePath(target.dataDir)), { recursive: true });
  fs.copyFileSync(keyFilePath(source.dataDir), keyFilePath(target.dataDir));
  const restore = output();
  expect(await restoreCommand(target, file, restore.out), restore.lines.error.join()).toBe(0);
  const restored = await buildApp(target, { logger: false });
  try {
    const cookie = await signIn(restored.app, alice.input.username, alice.input.password);
    const res = await request(restored.app, cookie).get(upload.fileUrl);
    expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  } finally {
    await restored.app.close();
  }
}, 120_000);
