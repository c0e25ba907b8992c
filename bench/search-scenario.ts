// The `search` scenario: one search over everything a person may see (GET /api/search), for an
// owner with 300 records spread over every kind. The rows are sealed, so every search opens them
// in the session and matches in memory (docs/decisions/019-search-in-session.md). Budget: the
// median search answers in under 100 ms on this machine.
import { performance } from 'node:perf_hooks';
import { RECORD_KINDS } from '../src/domain/records';
import { jobsFor, register, seedThroughApi, type BenchUser } from './api';
import { runSequential, type LoadResult } from './load';
import type { ServerProcess } from './processes';

/** Records the searching owner holds, spread evenly over the kinds. */
export const SEARCH_RECORDS = 300;
export const SEARCH_P50_TARGET_MS = 100;

/** What is searched for: a word in about one record in six (seed-data's tags), and a miss. */
const QUERIES = [
  { name: 'search, ~1 in 6 records match', q: 'maple' },
  { name: 'search, nothing matches', q: 'nothing here' },
];

/** An owner with SEARCH_RECORDS records through the API (seeded on the first-start server). */
export async function prepareSearch(app: ServerProcess): Promise<BenchUser> {
  const user = await register(app);
  const per = Math.floor(SEARCH_RECORDS / RECORD_KINDS.length);
  const extra = SEARCH_RECORDS % RECORD_KINDS.length;
  const jobs = RECORD_KINDS.flatMap((kind, k) => jobsFor(kind, 0, per + (k < extra ? 1 : 0)));
  jobs.sort((a, b) => a.index - b.index);
  await seedThroughApi(app, user, jobs, 8);
  return user;
}

/** One connection, one search at a time: the time a person waits for the results. */
export async function benchSearch(app: ServerProcess, user: BenchUser, seconds: number) {
  const headers = { cookie: user.cookie };
  // The first search after a start opens every row (nothing cached yet): timed on its own.
  const t0 = performance.now();
  const first = await fetch(`${app.baseUrl}/api/search?q=maple`, { headers });
  if (first.status !== 200) throw new Error(`search answered ${first.status}`);
  const { total } = (await first.json()) as { total: number };
  const coldMs = Number((performance.now() - t0).toFixed(1));
  const results: LoadResult[] = [];
  for (const { name, q } of QUERIES)
    results.push(
      await runSequential(name, app, `/api/search?q=${encodeURIComponent(q)}`, headers, seconds),
    );
  const p50Ms = Math.max(...results.map((r) => r.latencyP50Ms));
  return { results, coldMs, hits: total, p50Ms, targetMs: SEARCH_P50_TARGET_MS };
}
