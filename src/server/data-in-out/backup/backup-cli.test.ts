import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { signUp } from '../../testing/test-app';
import { keyFilePath } from './stored-server-key';

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-backup-cli-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs `npm run cli -- ...` as a real process on an embedded database in `dataDir`. */
function cli(dataDir: string, callerDir: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: callerDir };
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], { env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

it('backs up and restores an embedded database through the command line', async () => {
  const source = path.join(root, 'source');
  const config = { ...loadConfig({ DATA_DIR: source, LOG_LEVEL: 'silent' }), serveWeb: false };
  const { app } = await buildApp(config, { logger: false });
  await app.ready();
  await signUp(app);
  await signUp(app);

  // While the server holds the data directory, the lock says so (and where daily backups go).
  const busy = await cli(source, root, 'backup', 'busy.json.gz');
  expect(busy.code).toBe(1);
  expect(busy.stderr).toContain('in use by another Kinfolio process');
  expect(busy.stderr).toContain(`writes a backup every day into ${path.join(source, 'backups')}`);
  await app.close();

  // A relative FILE is relative to the folder the operator ran npm from.
  const made = await cli(source, root, 'backup', 'family.json.gz');
  expect(made.code, made.stderr).toBe(0);
  const file = path.join(root, 'family.json.gz');
  expect(made.stdout).toContain(`Backup written to ${file} (2 users,`);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);

  const target = path.join(root, 'target');
  const keyless = await cli(target, root, 'restore', file);
  expect(keyless.code).toBe(1);
  expect(keyless.stderr).toContain(
    `Copy the original installation’s keys/master.key to ${keyFilePath(target)}`,
  );

  fs.mkdirSync(path.join(target, 'keys'), { recursive: true, mode: 0o700 });
  fs.copyFileSync(keyFilePath(source), keyFilePath(target));
  const restored = await cli(target, root, 'restore', file);
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toContain('Restored 2 users,');
  expect(restored.stdout).toContain(`The server will read its key from ${keyFilePath(target)}`);

  const refused = await cli(target, root, 'restore', file);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('The database is not empty (users: 2 rows,');

  const handle = await openDatabase({ dataDir: target });
  const [{ n }] = await handle.db.select({ n: count() }).from(users);
  await handle.close();
  expect(n).toBe(2);
}, 120_000); // five CLI processes, each starting PGlite
