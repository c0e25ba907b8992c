import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

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

let server: ChildProcess | undefined;
let dataDir = '';

/** Starts the built server (`npm run build` first) on a fresh data directory. */
export async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`,
    );
  }
  if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html')) {
    throw new Error(
      'The app is not built: run `npm run build` (npm run test:e2e does it for you).',
    );
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`${baseUrl}/api/user`);
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (i > 300 || server.exitCode !== null)
      throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
