import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newPerson } from './browser';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the built server on `dataDir`; resolves once it answers. */
async function startServer(dataDir: string, port: number) {
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  for (let i = 0; ; i++) {
    const status = await fetch(`${url}/api/user`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401) break;
    if (i > 300 || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A server of its own with an administrator, made the way an operator would: sign up through
 * the API, stop the server (PGlite locks its data directory), run `cli grant-admin`, start again.
 * The shared e2e server is left as it is.
 */
export async function startServerWithAdmin() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-e2e-admin-'));
  const port = await freePort();
  const admin = newPerson();
  const first = await startServer(dataDir, port);
  const res = await fetch(`${first.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url },
    body: JSON.stringify(admin),
  });
  if (res.status !== 201) throw new Error(`admin sign-up failed: ${res.status}`);
  await first.stop();
  await promisify(execFile)(
    process.execPath,
    ['dist/server/cli.js', 'grant-admin', admin.username],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
  const server = await startServer(dataDir, port);
  return {
    url: server.url,
    admin,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
