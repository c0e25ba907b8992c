// The `trash` scenario (issue 44): a 50-row family list whose owner has 500 more family members in
// Recently deleted, against another owner's 50-row list with nothing deleted, in the same run.
// Deleted rows leave the records table for their own (decision 029), so the list never reads
// them. Measured twice: as served (the list kept in memory per revision, interleaved under
// load), and the read right after a change (a new revision: the database and decryption), one
// owner then the other. Target: each ≥ 0.9 (within 10%).
import { performance } from 'node:perf_hooks';
import { familyMembersKind } from '../src/domain/records';
import { callAs, jobsFor, register, seedThroughApi, type BenchUser } from './api';
import { runInterleaved, type LoadResult } from './load';
import type { ServerProcess } from './processes';
import { LIST_ROWS } from './seed-data';

/** Family members each owner deletes before the measure (the `trash` owner only). */
export const TRASHED_ROWS = 500;
/** Change-then-read rounds per owner. */
const FRESH_ROUNDS = 40;
/** The ratio each figure must reach: within 10% of the list without deleted rows. */
export const TRASH_RATIO_TARGET = 0.9;

const PATH = familyMembersKind.apiPaths[0];

/** Two owners with 50 family members each; the second has deleted 500 more (on the seeding server). */
export async function prepareTrash(
  app: ServerProcess,
): Promise<{ clean: BenchUser; trashed: BenchUser }> {
  const clean = await register(app);
  const trashed = await register(app);
  await seedThroughApi(app, clean, jobsFor(familyMembersKind, 0, LIST_ROWS), 8);
  await seedThroughApi(app, trashed, jobsFor(familyMembersKind, 0, LIST_ROWS + TRASHED_ROWS), 8);
  const rows = await callAs<{ id: string }[]>(app, trashed, 'GET', PATH);
  const doomed = rows.slice(0, TRASHED_ROWS).map((row) => row.id);
  let next = 0;
  const worker = async () => {
    while (next < doomed.length) await callAs(app, trashed, 'DELETE', `${PATH}/${doomed[next++]}`);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const left = await callAs<unknown[]>(app, trashed, 'GET', PATH);
  if (left.length !== LIST_ROWS)
    throw new Error(`${left.length} family members left, not ${LIST_ROWS}`);
  return { clean, trashed };
}

/** Median of the list's read time right after a change of one of its rows, `rounds` times. */
async function freshReadMs(app: ServerProcess, user: BenchUser, rounds: number): Promise<number> {
  const [first] = await callAs<{ id: string }[]>(app, user, 'GET', PATH);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await callAs(app, user, 'PATCH', `${PATH}/${first!.id}`, { notes: `round ${round}` });
    const started = performance.now();
    const rows = await callAs<unknown[]>(app, user, 'GET', PATH);
    times.push(performance.now() - started);
    if (rows.length !== LIST_ROWS) throw new Error(`the list held ${rows.length} rows`);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(2));
}

export interface TrashFigures {
  results: LoadResult[];
  /** Throughput with 500 deleted ÷ without, as served. */
  servedRatio: number;
  freshMs: { clean: number; trashed: number };
  /** Read-after-change time without ÷ with 500 deleted (≥ 0.9: within 10%). */
  freshRatio: number;
  target: number;
}

export async function benchTrash(
  app: ServerProcess,
  users: { clean: BenchUser; trashed: BenchUser },
  seconds: number,
): Promise<TrashFigures> {
  const results = await runInterleaved(
    {
      name: `${LIST_ROWS}-row list, none deleted`,
      server: app,
      path: PATH,
      headers: { cookie: users.clean.cookie },
    },
    {
      name: `${LIST_ROWS}-row list, ${TRASHED_ROWS} deleted`,
      server: app,
      path: PATH,
      headers: { cookie: users.trashed.cookie },
    },
    seconds,
  );
  // Alternating halves, so that a slower minute of the host falls on both.
  const half = FRESH_ROUNDS / 2;
  const clean1 = await freshReadMs(app, users.clean, half);
  const trashed1 = await freshReadMs(app, users.trashed, half);
  const trashed2 = await freshReadMs(app, users.trashed, half);
  const clean2 = await freshReadMs(app, users.clean, half);
  const freshMs = {
    clean: Number(((clean1 + clean2) / 2).toFixed(2)),
    trashed: Number(((trashed1 + trashed2) / 2).toFixed(2)),
  };
  return {
    results,
    servedRatio: Number((results[1].requestsPerSecond / results[0].requestsPerSecond).toFixed(3)),
    freshMs,
    freshRatio: Number((freshMs.clean / freshMs.trashed).toFixed(3)),
    target: TRASH_RATIO_TARGET,
  };
}
