import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { users } from './db/schema';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run cli -- ...` against the test's own data directory (or TEST_DATABASE_URL). */
function cli(...args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
  };
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], { env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

it('grant-admin makes a user an administrator on the configured database', async () => {
  const username = `cli${Date.now()}`;
  const open = () => openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  let handle = await open();
  await handle.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, password: 'x' });
  await handle.close();

  const missing = await cli('grant-admin', 'no-such-user');
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('No user named "no-such-user".');

  const ok = await cli('grant-admin', username.toUpperCase());
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain(`${username} is now an administrator.`);

  handle = await open();
  const [row] = await handle.db.select().from(users).where(eq(users.username, username));
  await handle.db.delete(users).where(eq(users.username, username));
  await handle.close();
  expect(row.isAdmin).toBe(true);
});

it('prints usage for an unknown command', async () => {
  const res = await cli('make-coffee');
  expect(res.code).toBe(2);
  expect(res.stderr).toContain('Usage: npm run cli -- <command>');
});
