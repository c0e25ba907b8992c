// One load scenario: warm up, then a measured autocannon run while sampling the server's RSS.
import autocannon from 'autocannon';
import { rssBytes, sampleRss, type ServerProcess } from './processes';

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;

export interface LoadResult {
  name: string;
  url: string;
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

export async function runLoad(
  name: string,
  server: ServerProcess,
  path: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const url = server.baseUrl + path;
  const probe = await fetch(url, { headers });
  const bodyBytes = (await probe.arrayBuffer()).byteLength;
  if (probe.status !== 200) throw new Error(`${name}: GET ${path} answered ${probe.status}`);

  const idleRss = rssBytes(server.pid);
  const stopSampling = sampleRss(server.pid);
  // Warm-up lets V8 optimise the hot paths and fills caches; its figures are discarded.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  const peakRss = stopSampling();

  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(status counts ${JSON.stringify(result.statusCodeStats)}); the figures would be meaningless`,
    );
  }
  return {
    name,
    url: path,
    requestsPerSecond: Math.round(result.requests.average),
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

const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);
