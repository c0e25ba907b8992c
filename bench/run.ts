// `npm run bench`: the cost of the app's own per-request work, each time against a bare Fastify
// endpoint in the same run (README, Performance). Runs on PostgreSQL when
// DATABASE_URL is set, else embedded PGlite. Scenarios (BENCH_SCENARIOS=user,lists,growth):
//   user    GET /api/user (session check, serialisation) vs a bare small endpoint
//   lists   a user with 1,000 records across the kinds: the 50-row family and banking lists vs a
//           bare server running the same SQL on its own database with the rows unencrypted, and
//           the home dashboard's five calls, one at a time
//   growth  GET /api/family-members with 100, 1,000 and 10,000 family members
//   import  a 5,000-row family CSV through POST /api/imports/commit vs one POST per row (import-scenario.ts)
//   trusted an owner's 50-row family list read by a trusted viewer vs by the owner (trusted-scenario.ts)
//   search  GET /api/search over an owner's 300 records, one search at a time (search-scenario.ts)
//   memory  the unchanged 50-row list and its 304 vs GET /api/user, same run (memory-scenario.ts)
//   trash   a 50-row list whose owner deleted 500 more vs one with nothing deleted (trash-scenario.ts)
//   first-touch  a real tap and typing on five screens opened cold, desktop CPU and 4x slower,
//           median of 5 (first-touch.ts; FIRST_TOUCH_RUNS), beside the same loads' LCP
// BENCH_SECONDS (default 10) per measured run; BENCH_CPU_PROF=<dir> profiles the measured servers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { familyMembersKind } from '../src/domain/records';
import { jobsFor, register, seedThroughApi, type BenchUser } from './api';
import { createBareDatabase, deleteUsers, type BareDatabase } from './bare-database';
import {
  CONNECTIONS,
  WARMUP_SECONDS,
  runInterleaved,
  runLoad,
  runSequential,
  type LoadResult,
} from './load';
import { benchImport } from './import-scenario';
import { firstTouchMisses, firstTouchTable, measureFirstTouch } from './first-touch';
import { seedSignedInFamily, touchScreens } from './signed-in-family';
import { benchMemory } from './memory-scenario';
import { benchTrusted, prepareTrusted } from './trusted-scenario';
import { benchTrash, prepareTrash, TRASHED_ROWS } from './trash-scenario';
import { benchSearch, prepareSearch, SEARCH_RECORDS } from './search-scenario';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../src/server/node-args';
import { rssBytes, startServer, type ServerProcess } from './processes';
import { GROWTH_SIZES, LIST_ROWS, TOTAL_RECORDS, recordPlan } from './seed-data';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ALL_SCENARIOS = [
  'user',
  'lists',
  'growth',
  'import',
  'trusted',
  'search',
  'memory',
  'trash',
  'first-touch',
] as const;
type Scenario = (typeof ALL_SCENARIOS)[number];

/** One-connection runs (dashboard calls, growth p50s) are shorter: they only need a median. */
const sequentialSeconds = Math.min(seconds, 5);
/** Growth under 50 connections: enough requests for about this long, at least one per connection. */
const growthLoadSeconds = Math.min(seconds, 5);
const DASHBOARD_PATHS = [
  '/api/family-members',
  '/api/bank-accounts',
  '/api/investment-accounts',
  '/api/estate-checklist-items',
  '/api/important-dates',
];
const DASHBOARD_P50_TARGET_MS = 50;
const LIST_RATIO_TARGET = 0.6;
/** BENCH_CPU_PROF=<dir>: the measured servers write V8 CPU profiles there when they stop. */
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : '';
// One folder per server: tsx's loader thread writes a profile of its own beside the main one.
const profArgs = (name: string) =>
  cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(cpuProfDir, name)}`] : [];

function parseScenarios(): Set<Scenario> {
  const raw = process.env.BENCH_SCENARIOS?.trim();
  if (!raw) return new Set(ALL_SCENARIOS);
  const names = raw.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !(ALL_SCENARIOS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')}`);
  return new Set(names as Scenario[]);
}

/** A cached session must not outlive sign-out, even under load: the next request is a 401. */
async function checkRevocation(app: ServerProcess, cookie: string): Promise<void> {
  const out = await fetch(`${app.baseUrl}/api/logout`, { method: 'POST', headers: { cookie } });
  if (out.status !== 204) throw new Error(`logout answered ${out.status}`);
  const after = await fetch(`${app.baseUrl}/api/user`, { headers: { cookie } });
  if (after.status !== 401) {
    throw new Error(`revocation FAILED: GET /api/user after sign-out answered ${after.status}`);
  }
  console.log('revocation: next request after sign-out answered 401');
}

/** Table columns: header and how to read the cell from a result. */
const columns: [string, (r: LoadResult) => string | number][] = [
  ['conns', (r) => r.connections ?? CONNECTIONS],
  ['req/s', (r) => r.requestsPerSecond],
  ['avg ms', (r) => r.latencyAvgMs.toFixed(2)],
  ['p50 ms', (r) => r.latencyP50Ms],
  ['p99 ms', (r) => r.latencyP99Ms],
  ['idle MB', (r) => r.idleRssMb],
  ['peak MB', (r) => r.peakRssMb],
  ['body B', (r) => r.bodyBytes],
];

const row = (first: string, cells: (string | number)[], width = 44) =>
  [first.padEnd(width), ...cells.map((c) => String(c).padStart(8))].join(' ');

function printResults(title: string, results: LoadResult[]) {
  console.log(`\n${title}`);
  console.log(row('scenario', [...columns.map(([header]) => header)]));
  for (const r of results) console.log(row(r.name, [...columns.map(([, cell]) => cell(r))]));
}

interface GrowthStep {
  rows: number;
  /** One connection: the time of one call. */
  kinfolio: LoadResult;
  /** 50 connections, a fixed number of requests: throughput. */
  kinfolioLoad: LoadResult;
  bare: LoadResult;
  msPerCall: number;
  msPer1kRows: number;
  /** Server time per call under load (1000 / req/s) and per 1,000 rows. */
  loadMsPerCall: number;
  loadMsPer1kRows: number;
  bareMsPerCall: number;
  bareMsPer1kRows: number;
}

function printGrowth(steps: GrowthStep[]) {
  console.log('\ngrowth: GET /api/family-members (1 conn p50; 50 conns req/s) vs bare same SQL');
  const head = ['p50 ms', 'ms/1k', 'req/s@50', 'ms/call', 'ms/1k', 'bare p50', 'ms/1k', 'body KB'];
  console.log(row('family members', head, 16));
  for (const s of steps) {
    const cells = [
      s.msPerCall,
      s.msPer1kRows,
      s.kinfolioLoad.requestsPerSecond,
      s.loadMsPerCall,
      s.loadMsPer1kRows,
      s.bareMsPerCall,
      s.bareMsPer1kRows,
      Math.round(s.kinfolio.bodyBytes / 1024),
    ];
    console.log(row(String(s.rows), cells, 16));
  }
}

const round2 = (n: number) => Number(n.toFixed(2));
const ratioOf = (a: LoadResult, b: LoadResult) =>
  Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3));

async function main() {
  const scenarios = parseScenarios();
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error('BENCH_SECONDS must be ≥ 1');
  const serverJs = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(serverJs)) throw new Error('dist/server/main.js missing: run npm run build');
  const benchStart = performance.now();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-bench-'));
  const children: ServerProcess[] = [];
  const createdUsers: BenchUser[] = [];
  let bareDb: BareDatabase | undefined;
  const report: Record<string, unknown> = {
    engine,
    node: process.version,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    seconds,
    scenarios: [...scenarios],
  };
  try {
    // Only what the server needs; DATABASE_URL passes through when set.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...SERVER_ENV,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    };
    // The first start creates the database and migrates it, which leaves PGlite's WASM heap
    // ~2.5x larger than a normal start's (it never shrinks). Register and seed on that process,
    // then measure a restarted one, as production runs; sessions live in the database.
    const first = await startServer(
      'kinfolio (first start)',
      [...SERVER_NODE_ARGS, serverJs],
      env,
      '/api/user',
    );
    children.push(first);
    const newUser = async () => {
      const user = await register(first);
      createdUsers.push(user);
      return user;
    };
    const userUser = scenarios.has('user') ? await newUser() : undefined;
    const listsUser =
      scenarios.has('lists') || scenarios.has('memory') ? await newUser() : undefined;
    const growthUser = scenarios.has('growth') ? await newUser() : undefined;
    const importUsers = scenarios.has('import') ? [await newUser(), await newUser()] : undefined;
    const trustedUsers = scenarios.has('trusted')
      ? await prepareTrusted(first, dataDir)
      : undefined;
    if (trustedUsers) createdUsers.push(trustedUsers.owner, trustedUsers.reader);
    const trashUsers = scenarios.has('trash') ? await prepareTrash(first) : undefined;
    if (trashUsers) createdUsers.push(trashUsers.clean, trashUsers.trashed);
    const searchUser = scenarios.has('search') ? await prepareSearch(first) : undefined;
    if (searchUser) createdUsers.push(searchUser);
    if (listsUser) {
      const jobs = recordPlan().flatMap(({ kind, count }) => jobsFor(kind, 0, count));
      // Interleave the kinds, as a user filling in the app would.
      jobs.sort((a, b) => a.index - b.index);
      const took = await seedThroughApi(first, listsUser, jobs, 8);
      report.seeding = { records: jobs.length, seconds: round2(took), concurrency: 8 };
      console.log(
        `seeded ${jobs.length} records through the API in ${took.toFixed(1)} s ` +
          `(${Math.round(jobs.length / took)}/s, 8 in flight)`,
      );
    }
    const firstStartRssMb = Math.round(rssBytes(first.pid) / 1024 / 1024);
    report.firstStartRssMb = firstStartRssMb;
    await first.stop();
    const app = await startServer(
      'kinfolio',
      [...SERVER_NODE_ARGS, ...profArgs(`kinfolio-${engine}`), serverJs],
      env,
      '/api/user',
    );
    children.push(app);

    if (scenarios.has('first-touch')) {
      const runs = Number(process.env.FIRST_TOUCH_RUNS ?? 5);
      const family = await seedSignedInFamily(app, dataDir);
      createdUsers.push(family.owner, family.reader);
      const figures = await measureFirstTouch(app.baseUrl, await touchScreens(app, family), {
        runs,
      });
      console.log(`\nfirst touch on screens opened cold (${engine}), median of ${runs} runs:`);
      console.log(firstTouchTable(figures));
      const missed = firstTouchMisses(figures);
      if (missed.length)
        console.log(`off the budget:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
      report.firstTouch = figures;
    }

    if (trustedUsers) {
      const { results, costRatio } = await benchTrusted(app, trustedUsers, seconds);
      printResults(
        `trusted: ${engine}, an owner's ${LIST_ROWS}-row family list, interleaved A B B A, ${seconds} s measured each`,
        results,
      );
      console.log(
        `cost of a trusted read / the owner's read: ${costRatio.toFixed(3)} (budget ≤ 1.2)`,
      );
      report.trusted = { results, costRatio: round2(costRatio), budget: 1.2 };
    }

    if (searchUser) {
      const search = await benchSearch(app, searchUser, sequentialSeconds);
      printResults(
        `search: ${engine}, an owner with ${SEARCH_RECORDS} records, one search at a time, ${sequentialSeconds} s each`,
        search.results,
      );
      console.log(
        `search over ${SEARCH_RECORDS} records: p50 ${search.p50Ms} ms (target < ${search.targetMs} ms); ` +
          `first search after a start ${search.coldMs} ms; ${search.hits} hits for 'maple'`,
      );
      report.search = search;
    }

    // One scenario at a time: with 2 cores, load generator and server already compete.
    if (userUser) {
      const bareJs = path.join(root, 'bench/bare-server.mjs');
      const bare = await startServer('bare fastify', [bareJs], { PATH: process.env.PATH }, '/bare');
      children.push(bare);
      const headers = { cookie: userUser.cookie };
      const results = await runInterleaved(
        { name: 'bare GET /bare', server: bare, path: '/bare', headers: {} },
        { name: 'session GET /api/user', server: app, path: '/api/user', headers },
        seconds,
      );
      await bare.stop();
      const ratio = ratioOf(results[1], results[0]);
      printResults(
        `user: ${engine}, ${WARMUP_SECONDS} s warm-up, interleaved A B B A, ${seconds} s measured each`,
        results,
      );
      console.log(`ratio session-checked / bare throughput: ${ratio.toFixed(3)}`);
      Object.assign(report, { results, ratio });
    }

    let bareRecords: ServerProcess | undefined;
    if ((listsUser && scenarios.has('lists')) || growthUser) {
      bareDb = process.env.DATABASE_URL
        ? await createBareDatabase(process.env.DATABASE_URL)
        : undefined;
      const bareTs = path.join(root, 'bench/bare-records-server.ts');
      bareRecords = await startServer(
        'bare records',
        [...profArgs(`bare-${engine}`), '--import', import.meta.resolve('tsx'), bareTs],
        {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          ...(bareDb ? { DATABASE_URL: bareDb.url } : {}),
        },
        '/bare',
      );
      children.push(bareRecords);
    }

    if (trashUsers) {
      const trash = await benchTrash(app, trashUsers, seconds);
      printResults(
        `trash: ${engine}, ${LIST_ROWS}-row lists, one owner with ${TRASHED_ROWS} deleted, interleaved A B B A`,
        trash.results,
      );
      console.log(
        `with ${TRASHED_ROWS} deleted / none: served ${trash.servedRatio}, read after a change ` +
          `${trash.freshRatio} (${trash.freshMs.clean} ms vs ${trash.freshMs.trashed} ms; ` +
          `target ≥ ${trash.target})`,
      );
      report.trash = trash;
    }

    if (listsUser && scenarios.has('memory')) {
      const memory = await benchMemory(app, listsUser, seconds);
      printResults(
        `memory: ${engine}, the unchanged ${LIST_ROWS}-row list and its 304 vs GET /api/user, interleaved A B B A`,
        memory.results,
      );
      console.log(
        `list / user ${memory.listRatio} (target ≥ ${memory.targets.listRatio}), ` +
          `304 / user ${memory.notModifiedRatio} (target ≥ ${memory.targets.notModifiedRatio}), ` +
          `list p99 ${memory.listP99Ms} ms (target ≤ ${memory.targets.listP99Ms} ms)`,
      );
      report.memory = memory;
    }

    if (listsUser && bareRecords && scenarios.has('lists')) {
      const headers = { cookie: listsUser.cookie };
      const [bareFamily, family] = await runInterleaved(
        {
          name: 'bare family list',
          server: bareRecords,
          path: '/bare/family-members',
          headers: {},
        },
        { name: 'GET /api/family-members', server: app, path: '/api/family-members', headers },
        seconds,
      );
      const [bareBank, bank] = await runInterleaved(
        { name: 'bare bank list', server: bareRecords, path: '/bare/bank-accounts', headers: {} },
        { name: 'GET /api/banking-accounts', server: app, path: '/api/banking-accounts', headers },
        seconds,
      );
      const results = [bareFamily, family, bareBank, bank];
      const ratios = {
        familyMembers: ratioOf(results[1], results[0]),
        bankAccounts: ratioOf(results[3], results[2]),
      };
      printResults(
        `lists: ${engine}, user with ${TOTAL_RECORDS} records, ${LIST_ROWS}-row lists, ` +
          `interleaved A B B A, ${seconds} s measured each`,
        results,
      );
      console.log(
        `ratio kinfolio / bare throughput: family ${ratios.familyMembers.toFixed(3)}, ` +
          `banking ${ratios.bankAccounts.toFixed(3)} (target ≥ ${LIST_RATIO_TARGET})`,
      );
      report.lists = { results, ratios, ratioTarget: LIST_RATIO_TARGET };

      const dashboard: LoadResult[] = [];
      for (const p of DASHBOARD_PATHS) {
        dashboard.push(
          await runSequential(`dashboard GET ${p}`, app, p, headers, sequentialSeconds),
        );
      }
      printResults(`home dashboard calls, one at a time, ${sequentialSeconds} s each`, dashboard);
      const worstP50 = Math.max(...dashboard.map((r) => r.latencyP50Ms));
      console.log(`slowest dashboard p50: ${worstP50} ms (target < ${DASHBOARD_P50_TARGET_MS} ms)`);
      report.dashboard = { results: dashboard, p50TargetMs: DASHBOARD_P50_TARGET_MS };
    }

    if (growthUser && bareRecords) {
      const headers = { cookie: growthUser.cookie };
      const steps: GrowthStep[] = [];
      let held = 0;
      for (const rows of GROWTH_SIZES) {
        const took = await seedThroughApi(
          app,
          growthUser,
          jobsFor(familyMembersKind, held, rows),
          16,
        );
        const res = await fetch(
          `${bareRecords.baseUrl}/bare/seed?user=growth&kind=family-members&count=${rows - held}`,
          { method: 'POST' },
        );
        if (res.status !== 200) throw new Error(`bare seed answered ${res.status}`);
        console.log(`growth: seeded ${rows - held} family members in ${took.toFixed(1)} s`);
        held = rows;

        const path = '/api/family-members';
        const name = `GET ${path} (${rows})`;
        const kinfolio = await runSequential(name, app, path, headers, sequentialSeconds);
        const barePath = '/bare/family-members?user=growth';
        const bare = await runSequential(`bare (${rows})`, bareRecords, barePath, {}, 3);
        // A fixed number of requests (all answered) rather than a duration: at 10,000 rows a
        // call takes long enough that requests cut off at the end would skew req/s.
        const amount = Math.max(
          CONNECTIONS,
          Math.min(20_000, Math.round((growthLoadSeconds * 1000) / kinfolio.latencyP50Ms)),
        );
        const kinfolioLoad = await runLoad(`${name} x${amount}`, app, path, headers, seconds, {
          amount,
          warmupSeconds: 0,
          timeoutSeconds: 300,
        });
        const loadMsPerCall = 1000 / kinfolioLoad.requestsPerSecond;
        steps.push({
          rows,
          kinfolio,
          kinfolioLoad,
          bare,
          msPerCall: kinfolio.latencyP50Ms,
          msPer1kRows: round2((kinfolio.latencyP50Ms * 1000) / rows),
          loadMsPerCall: round2(loadMsPerCall),
          loadMsPer1kRows: round2((loadMsPerCall * 1000) / rows),
          bareMsPerCall: bare.latencyP50Ms,
          bareMsPer1kRows: round2((bare.latencyP50Ms * 1000) / rows),
        });
      }
      printGrowth(steps);
      report.growth = steps;
    }

    if (importUsers) report.import = await benchImport(app, importUsers[0], importUsers[1]);

    if (userUser) {
      await checkRevocation(app, userUser.cookie);
      report.revocationChecked = true;
    }
    report.totalSeconds = Math.round((performance.now() - benchStart) / 1000);
    console.log(
      `\n${engine} · node ${process.version} · ${os.cpus().length} CPUs · ` +
        `total ${String(report.totalSeconds)} s · kinfolio RSS after its first start: ` +
        `${firstStartRssMb} MB`,
    );

    const outDir = path.join(root, 'bench/results');
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `latest-${engine.toLowerCase()}.json`);
    fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    console.log(`results written to ${path.relative(root, file)}`);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await bareDb?.drop().catch((err: unknown) => console.error('dropping bare database:', err));
    if (process.env.DATABASE_URL) {
      const ids = createdUsers.map((u) => u.id);
      await deleteUsers(process.env.DATABASE_URL, ids).catch((err: unknown) =>
        console.error('deleting bench users:', err),
      );
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
