import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import { SAMPLE_PDF, signIn, uploadFile } from '../snapshot/snapshot-test-helpers';
import { request } from '../../testing/request';
import { createTestDatabase, signUp } from '../../testing/test-app';
import { backupCommand, restoreCommand } from './backup-commands';
import { keyFilePath } from './stored-server-key';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A data directory and a database of its own (PGlite in it, or one from TEST_DATABASE_URL). */
async function installation(overrides: Partial<AppConfig> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-backup-'));
  const { url, drop } = await createTestDatabase();
  cleanups.push(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: url,
    serveWeb: false,
    ...overrides,
  };
  return config;
}

/** Runs the real app on an installation, then closes it (releasing the PGlite lock). */
async function withApp<T>(config: AppConfig, work: (app: FastifyInstance) => Promise<T>) {
  const { app } = await buildApp(config, { logger: false });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

function output() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) },
  };
}

const copyKey = (from: AppConfig, to: AppConfig) => {
  fs.mkdirSync(path.dirname(keyFilePath(to.dataDir)), { recursive: true });
  fs.copyFileSync(keyFilePath(from.dataDir), keyFilePath(to.dataDir));
};

it('backs up an installation and restores it into an empty one: same sign-in, records and file', async () => {
  const source = await installation();
  const before = await withApp(source, async (app) => {
    const alice = await signUp(app);
    const asAlice = request(app, alice.cookie);
    await asAlice.post('/api/family-members', { name: 'June Example', relationship: 'Child' });
    const upload = await uploadFile(app, alice.cookie, 'Deed.pdf', SAMPLE_PDF);
    return { alice, upload, people: (await asAlice.get('/api/family-members')).json() };
  });

  const file = path.join(source.dataDir, 'nightly.json.gz');
  const backup = output();
  expect(await backupCommand(source, file, backup.out)).toBe(0);
  expect(backup.lines.log.join('\n')).toContain('It does not contain the server key.');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const contents = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  expect(contents).toContain('"format":"kinfolio-export"');
  expect(contents).not.toContain('June Example');
  // A full backup: password hashes and wrapped keys travel, so that a restore can open the data.
  expect(contents).toMatch(/"password":"\$argon2id\$/);
  expect(contents).toMatch(/"data_key_password_wrapped":"[^"]+"/);
  expect(contents).not.toContain(fs.readFileSync(keyFilePath(source.dataDir), 'utf8').trim());

  const target = await installation();
  copyKey(source, target);
  const restore = output();
  expect(await restoreCommand(target, file, restore.out), restore.lines.error.join()).toBe(0);
  expect(restore.lines.log[0]).toMatch(/^Restored 1 user, \d+ rows, 1 file from the backup made /);
  await withApp(target, async (app) => {
    const cookie = await signIn(app, before.alice.input.username, before.alice.input.password);
    const asAlice = request(app, cookie);
    expect((await asAlice.get('/api/family-members')).json()).toEqual(before.people);
    expect((await asAlice.get(before.upload.fileUrl)).rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  // A second restore into the same, now non-empty, installation is refused, saying why.
  const again = output();
  expect(await restoreCommand(target, file, again.out)).toBe(1);
  expect(again.lines.error[0]).toMatch(
    /^The database is not empty \(users: 1 row, .*\): restore only into an empty database or data directory\.$/,
  );
}, 120_000); // three on-disk PGlite openings on a shared 2-core machine

it('refuses a restore without the right server key, or into a files folder that is not empty', async () => {
  const source = await installation();
  await withApp(source, (app) => signUp(app));
  const file = path.join(source.dataDir, 'b.json.gz');
  expect(await backupCommand(source, file, output().out)).toBe(0);

  const keyless = await installation();
  const noKey = output();
  expect(await restoreCommand(keyless, file, noKey.out)).toBe(1);
  expect(noKey.lines.error[0]).toContain('none is configured here');
  expect(noKey.lines.error[0]).toContain(keyFilePath(keyless.dataDir));
  expect(noKey.lines.error[0]).toContain('Backups never contain the server key.');

  const otherKey = await installation({ masterKey: randomBytes(32).toString('hex') });
  const wrong = output();
  expect(await restoreCommand(otherKey, file, wrong.out)).toBe(1);
  expect(wrong.lines.error[0]).toContain(
    'The server key configured here (MASTER_KEY) is not the one this backup was made with.',
  );

  const stray = await installation();
  copyKey(source, stray);
  fs.mkdirSync(path.join(stray.dataDir, 'files'));
  fs.writeFileSync(path.join(stray.dataDir, 'files', `${crypto.randomUUID()}.bin`), 'x');
  const notEmpty = output();
  expect(await restoreCommand(stray, file, notEmpty.out)).toBe(1);
  expect(notEmpty.lines.error[0]).toBe(
    'The files folder is not empty (1 file): restore only into an empty data directory.',
  );
  // Nothing was restored anywhere: the keyless target cannot even have opened its database.
  if (!keyless.databaseUrl) expect(fs.existsSync(path.join(keyless.dataDir, 'db'))).toBe(false);
}, 120_000);
