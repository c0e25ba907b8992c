// `BENCH_SCENARIOS=memory` (issue 33, "Reads from memory"): an unchanged 50-row family list and
// its 304, each against GET /api/user in the same run, interleaved A B B A. Targets: the list at
// ≥ 0.4 of /api/user's throughput, the 304 at ≥ 0.8, the list's p99 ≤ 20 ms at 50 connections.
import type { BenchUser } from './api';
import { runInterleaved, type LoadResult } from './load';
import type { ServerProcess } from './processes';

export const MEMORY_TARGETS = { listRatio: 0.4, notModifiedRatio: 0.8, listP99Ms: 20 };

export interface MemoryBench {
  results: LoadResult[];
  listRatio: number;
  notModifiedRatio: number;
  listP99Ms: number;
  targets: typeof MEMORY_TARGETS;
}

const ratio = (a: LoadResult, b: LoadResult) =>
  Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3));

export async function benchMemory(
  app: ServerProcess,
  user: BenchUser,
  seconds: number,
): Promise<MemoryBench> {
  const headers = { cookie: user.cookie };
  const path = '/api/family-members';
  const first = await fetch(`${app.baseUrl}${path}`, { headers });
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`list answered ${first.status} without ETag`);
  const userTarget = { name: 'GET /api/user', server: app, path: '/api/user', headers };
  const [user1, list] = await runInterleaved(
    userTarget,
    { name: 'unchanged 50-row list', server: app, path, headers },
    seconds,
  );
  const [user2, notModified] = await runInterleaved(
    userTarget,
    {
      name: 'its 304 (If-None-Match)',
      server: app,
      path,
      headers: { ...headers, 'if-none-match': etag },
      expectStatus: 304,
    },
    seconds,
  );
  return {
    results: [user1, list, user2, notModified],
    listRatio: ratio(list, user1),
    notModifiedRatio: ratio(notModified, user2),
    listP99Ms: list.latencyP99Ms,
    targets: MEMORY_TARGETS,
  };
}
