import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on right now (the OS's choice, released again). */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: (path: string) => string;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * `src/server/main.ts` as a real process (the tests of stopping, restarting and holding the
 * event loop need one: `app.inject` never sees a signal), started with `env` on top of this
 * process's environment, once /healthz answers. A fresh PGlite on a busy machine can take
 * long: up to `startSeconds`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  startSeconds = 180,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  for (let i = 0; ; i++) {
    const up = await fetch(url('/healthz')).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > startSeconds * 10 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, url, exited };
}

/** Signs a new person up on a running server; their session cookie. */
export async function signUpOver(url: (path: string) => string, name: string): Promise<string> {
  const registered = await fetch(url('/api/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'family-vault-1',
      firstName: 'Test',
      lastName: 'Person',
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status}`);
  return registered.headers.getSetCookie()[0].split(';')[0];
}
