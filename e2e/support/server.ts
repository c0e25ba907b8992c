import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../src/server/node-args';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerOptions {
  /** Settings over the defaults below (AI_*, STRIPE_*, ...). */
  env?: Record<string, string>;
  /** Serve this data directory, left in place on stop; else a fresh one, removed on stop. */
  dataDir?: string;
  /** Listen here (to start again where a stopped server was); else on a free port. */
  port?: number;
  /** Names the fresh data directory (kinfolio-e2e-<name>-...), to tell them apart. */
  name?: string;
}

export interface RunningServer {
  /** http://localhost:<port> */
  url: string;
  port: number;
  dataDir: string;
  /** What the server printed so far. */
  output(): string;
  /** SIGTERM, wait for the exit, then remove the data directory if this call made it. */
  stop(): Promise<void>;
}

/**
 * How long the server may take to answer its first request: a fresh embedded database compiles
 * PostgreSQL (WebAssembly) as it opens, seconds on a quiet machine, over a minute on one busy
 * with other builds and tests.
 */
const START_TIMEOUT_MS = 180_000;

/**
 * Starts the built server (`npm run build` first) with embedded PGlite, no SMTP (mail to the
 * outbox) and a generous sign-in rate limit; resolves once it answers (GET /api/user gives 401).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html')) {
    throw new Error(
      'The app is not built: run `npm run build` (npm run test:e2e does it for you).',
    );
  }
  const ownDataDir = !options.dataDir;
  const dataDir =
    options.dataDir ??
    fs.mkdtempSync(
      path.join(os.tmpdir(), `kinfolio-e2e-${options.name ? `${options.name}-` : ''}`),
    );
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...SERVER_ENV,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const server: RunningServer = {
    url,
    port,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`${url}/api/user`).then(
      (r) => r.status,
      () => 0, // not listening yet
    );
    if (status === 401) return server;
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not start on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
