import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Starts `src/server/main.ts` as a real process on the test's data directory. */
function start(port: number): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
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
  for (let i = 0; i < 300; i++) {
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
}, 90_000);
