// Child server processes for the benchmark: start on a free port, wait until they answer HTTP,
// sample their memory, stop them cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Everything the child wrote to stderr, shown when it fails to start. */
  stderr: () => string;
  stop: () => Promise<void>;
}

/** Asks the kernel for a free port (tiny race until the child binds it; fine for a bench). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node <args>` directly (no npx/tsx wrapper) so the pid we sample is the server itself,
 * then polls `probePath` until any HTTP answer arrives; the status does not matter.
 */
export async function startServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  probePath: string,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    if (stderr.length > 64_000) stderr = stderr.slice(-32_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    child,
    pid: child.pid ?? -1,
    baseUrl,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${stderr}`,
      );
    }
    try {
      await fetch(baseUrl + probePath, { signal: AbortSignal.timeout(2_000) });
      return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s. stderr:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Resident set size of a process in bytes, from /proc (Linux only), or 0 when unavailable. */
export function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples RSS every 100 ms until stopped; returns the peak seen. */
export function sampleRss(pid: number): () => number {
  let peak = rssBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssBytes(pid));
  };
}
