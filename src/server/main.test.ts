import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './testing/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts `src/server/main.ts` as a real process on the test's (or the given) data directory. */
function start(
  port: number,
  dir = dataDir,
  extraEnv: Record<string, string> = {},
): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: '',
      MASTER_KEY: '',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitUntilUp(port: number) {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/user`)).status === 401) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

it('keeps data across a restart, refuses a second process on the same data, and stops cleanly', async () => {
  const port = await freePort();
  const first = start(port);
  await waitUntilUp(port);
  const account = {
    username: 'restart1',
    email: 'restart1@example.com',
    password: 'family-vault-1',
    firstName: 'Re',
    lastName: 'Start',
  };
  const registered = await fetch(`http://127.0.0.1:${port}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);

  const second = start(await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('in use by another Kinfolio process');

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

  const again = start(port);
  await waitUntilUp(port);
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'restart1', password: account.password }),
  });
  expect(login.status).toBe(200);
  again.child.kill('SIGINT');
  expect(await again.exited).toBe(0);
}, 240_000);

/** Every path under `root` whose mode lets group or others in, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(root, p)} ${stat.mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return found;
}

const modeOf = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

const KEY_WARNING = 'is in the same folder as the daily backups';

it('creates everything owner-only, repairs an open data directory, and warns about the key beside the backups', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-modes-'));
  try {
    const port = await freePort();
    const first = start(port, dir);
    await waitUntilUp(port);
    const base = `http://127.0.0.1:${port}/api`;
    const registered = await fetch(`${base}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'modes1',
        email: 'modes1@example.com',
        password: 'family-vault-1',
        firstName: 'Mo',
        lastName: 'Des',
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0].split(';')[0];
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'note.txt');
    expect(
      (await fetch(`${base}/documents/upload`, { method: 'POST', headers: { cookie }, body: form }))
        .status,
    ).toBe(201);
    const reset = await fetch(`${base}/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'modes1@example.com' }),
    });
    expect(reset.status).toBe(200);
    for (let i = 0; i < 50 && !fs.existsSync(path.join(dir, 'outbox')); i++)
      await new Promise((r) => setTimeout(r, 100));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain(KEY_WARNING);

    // A backup by the CLI, into the folder the daily backups use.
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/cli.ts',
        'backup',
        path.join(dir, 'backups', 'manual.json.gz'),
      ],
      {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', MASTER_KEY: '', INIT_CWD: '' },
      },
    );
    expect(await new Promise((r) => cli.once('exit', r))).toBe(0);

    for (const sub of ['db', 'files', 'outbox', 'backups', 'keys']) {
      expect(fs.existsSync(path.join(dir, sub)), sub).toBe(true);
      expect(fs.readdirSync(path.join(dir, sub)).length, sub).toBeGreaterThan(0);
    }
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.join(dir, 'keys', 'master.key'))).toBe('600');
    // PGlite sets its data files to 0666 itself (they sit in a 0700 folder, tightened hourly);
    // every folder and every other file is owner-only from the start.
    const open = openToOthers(dir);
    expect(open.filter((e) => !e.startsWith('db/') || / 4\d+$/.test(e))).toEqual([]);

    // An installation from before: everything opened up, as a 022 umask left it.
    let opened = 0;
    const openUp = (p: string) => {
      const stat = fs.lstatSync(p);
      fs.chmodSync(p, stat.isDirectory() ? 0o755 : 0o666);
      opened++;
      if (stat.isDirectory()) for (const name of fs.readdirSync(p)) openUp(path.join(p, name));
    };
    openUp(dir);
    const again = start(port, dir);
    await waitUntilUp(port);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain(
      `Made ${opened} files and folders in ${dir} readable by their owner only`,
    );
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.join(dir, 'db'))).toBe('700');
    expect(modeOf(path.join(dir, 'keys', 'master.key'))).toBe('600');
    expect(modeOf(path.join(dir, 'db', 'PG_VERSION'))).toBe('600');
    expect(modeOf(path.join(dir, 'outbox'))).toBe('700');
    const stillOpen = openToOthers(dir);
    expect(stillOpen.filter((e) => !e.startsWith('db/') || / 4\d+$/.test(e))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);

it('does not warn about the key when MASTER_KEY is set', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-masterkey-'));
  try {
    const port = await freePort();
    const server = start(port, dir, { MASTER_KEY: 'ab'.repeat(32) });
    await waitUntilUp(port);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Kinfolio is running');
    expect(server.output()).not.toContain(KEY_WARNING);
    expect(fs.existsSync(path.join(dir, 'keys'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);
