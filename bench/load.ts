// One load scenario: warm up, then a measured autocannon run while sampling the server's RSS.
// Also a one-connection run (`runSequential`) for calls a page fires once per view.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { rssBytes, sampleRss, type ServerProcess } from './processes';

export const CONNECTIONS = 50;
/**
 * Every load run asks for compressed answers as browsers do (BENCH_ACCEPT_ENCODING='' asks for
 * none), so the figures include the server's compression work.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const withEncoding = (headers: Record<string, string>) =>
  ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING, ...headers } : headers;
export const WARMUP_SECONDS = 2;

export interface LoadResult {
  name: string;
  url: string;
  /** Concurrent connections (1 for a sequential run). */
  connections?: number;
  requestsPerSecond: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** Resident memory of the server process just before the load, and its peak during it. */
  idleRssMb: number;
  peakRssMb: number;
  /** Size of one response body, to show the two endpoints serialise comparable payloads. */
  bodyBytes: number;
}

export interface LoadOptions {
  connections?: number;
  warmupSeconds?: number;
  /** A fixed number of requests instead of a duration: req/s is then requests / elapsed. */
  amount?: number;
  /** Per-request timeout; raise it for slow calls queued behind 50 connections. */
  timeoutSeconds?: number;
  /** The status every answer must have (default 200; 304 for a conditional GET). */
  expectStatus?: number;
}

/** One GET that must answer 200 (or `expect`); returns the body size. */
async function probe(name: string, url: string, headers: Record<string, string>, expect = 200) {
  const res = await fetch(url, { headers });
  const bodyBytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== expect) throw new Error(`${name}: GET ${url} answered ${res.status}`);
  return bodyBytes;
}

export async function runLoad(
  name: string,
  server: ServerProcess,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const url = server.baseUrl + path;
  headers = withEncoding(headers);
  const connections = options.connections ?? CONNECTIONS;
  const warmup = options.warmupSeconds ?? WARMUP_SECONDS;
  const timeout = options.timeoutSeconds ?? 10;
  const expect = options.expectStatus ?? 200;
  const bodyBytes = await probe(name, url, headers, expect);

  const idleRss = rssBytes(server.pid);
  const stopSampling = sampleRss(server.pid);
  // Warm-up lets V8 optimise the hot paths and fills caches; its figures are discarded.
  if (warmup > 0) {
    await autocannon({ url, headers, connections, duration: warmup, timeout });
    // Requests cut off at the end of the warm-up still run on the server: wait them out so
    // they do not eat into the measured run (one request queues behind them).
    await probe(name, url, headers, expect);
  }
  const started = performance.now();
  const result = await autocannon({
    url,
    headers,
    connections,
    timeout,
    ...(options.amount ? { amount: options.amount } : { duration: seconds }),
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const peakRss = stopSampling();

  // autocannon counts a 304 as non-2xx: subtract the answers that had the expected status.
  const expected = expect === 200 ? 0 : (result.statusCodeStats[String(expect)]?.count ?? 0);
  const failed = result.non2xx - expected + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(status counts ${JSON.stringify(result.statusCodeStats)}); the figures would be meaningless`,
    );
  }
  return {
    name,
    url: path,
    connections,
    requestsPerSecond: options.amount
      ? round(options.amount / elapsedSeconds, 1)
      : Math.round(result.requests.average),
    latencyAvgMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    idleRssMb: toMb(idleRss),
    peakRssMb: toMb(peakRss),
    bodyBytes,
  };
}

/**
 * One connection, one request at a time, for `seconds` (at least `minRequests`), timed here with
 * sub-millisecond precision (autocannon's percentiles are whole milliseconds).
 */
export async function runSequential(
  name: string,
  server: ServerProcess,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  { warmupRequests = 20, minRequests = 5 } = {},
): Promise<LoadResult> {
  const url = new URL(server.baseUrl + path);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  try {
    const first = await get();
    if (first.status !== 200) throw new Error(`${name}: GET ${path} answered ${first.status}`);
    const warmUntil = performance.now() + 1_000;
    for (let i = 0; i < warmupRequests && performance.now() < warmUntil; i++) await get();

    const idleRss = rssBytes(server.pid);
    const stopSampling = sampleRss(server.pid);
    const samples: number[] = [];
    let non2xx = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    while (performance.now() < end || samples.length < minRequests) {
      const t0 = performance.now();
      const { status } = await get();
      samples.push(performance.now() - t0);
      if (status < 200 || status > 299) non2xx++;
    }
    const elapsed = (performance.now() - start) / 1000;
    const peakRss = stopSampling();
    if (non2xx > 0) throw new Error(`${name}: ${non2xx} non-2xx answers`);
    samples.sort((a, b) => a - b);
    const pct = (p: number) =>
      samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
    return {
      name,
      url: path,
      connections: 1,
      requestsPerSecond: round(samples.length / elapsed, 1),
      latencyAvgMs: round(samples.reduce((a, b) => a + b, 0) / samples.length, 2),
      latencyP50Ms: round(pct(0.5), 2),
      latencyP99Ms: round(pct(0.99), 2),
      non2xx,
      errors: 0,
      idleRssMb: toMb(idleRss),
      peakRssMb: toMb(peakRss),
      bodyBytes: first.bytes,
    };
  } finally {
    agent.destroy();
  }
}

const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const round = (n: number, digits: number) => Number(n.toFixed(digits));

/** One endpoint to load: what `runLoad` takes besides the timing. */
export interface Target {
  name: string;
  server: ServerProcess;
  path: string;
  headers: Record<string, string>;
  expectStatus?: number;
}

/**
 * Two endpoints compared in one run, interleaved A B B A with half the measured time each, so a
 * neighbour's burst of CPU (this machine is shared) weighs on both sides alike. Each side's figures
 * are the mean of its two halves (percentiles too: an approximation), peak memory the larger.
 */
export async function runInterleaved(
  a: Target,
  b: Target,
  seconds: number,
): Promise<[LoadResult, LoadResult]> {
  const half = Math.max(1, seconds / 2);
  const run = (t: Target, warmupSeconds: number) =>
    runLoad(t.name, t.server, t.path, t.headers, half, {
      warmupSeconds,
      ...(t.expectStatus ? { expectStatus: t.expectStatus } : {}),
    });
  const a1 = await run(a, WARMUP_SECONDS);
  const b1 = await run(b, WARMUP_SECONDS);
  const b2 = await run(b, 0);
  const a2 = await run(a, 0);
  return [merge(a1, a2), merge(b1, b2)];
}

function merge(x: LoadResult, y: LoadResult): LoadResult {
  const mean = (f: (r: LoadResult) => number, digits = 2) => round((f(x) + f(y)) / 2, digits);
  return {
    ...x,
    requestsPerSecond: mean((r) => r.requestsPerSecond, 0),
    latencyAvgMs: mean((r) => r.latencyAvgMs),
    latencyP50Ms: mean((r) => r.latencyP50Ms, 1),
    latencyP99Ms: mean((r) => r.latencyP99Ms, 1),
    non2xx: x.non2xx + y.non2xx,
    errors: x.errors + y.errors,
    peakRssMb: Math.max(x.peakRssMb, y.peakRssMb),
  };
}
