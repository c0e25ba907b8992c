// `npm run bench:scale` (issue 33): how one family's reads grow with the number of families.
// Needs DATABASE_URL (PostgreSQL; use a database of its own). Seeds 1,000, 10,000 and 100,000
// families (BENCH_SCALE_SIZES to change), 60 records each, sealed as real rows are under each
// family's own data key, written with multi-row inserts; synthetic accounts share one password
// hash and one wrapping key (they never sign in). At each size it measures one real family's
// list, home summary, search and report, one request at a time (p50 and p99), then runs every
// scheduled job once over the largest size (scale-jobs.ts), each in a process of its own while
// the home summary is read, to compare its p99 with the idle figure. `-- --reads`: no jobs;
// `-- --jobs`: only the jobs, over the families already there (a run with BENCH_SCALE_KEEP=1).
// Not part of CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RECORD_KINDS } from '../src/domain/records';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../src/server/node-args';
import { jobsFor, register, seedThroughApi } from './api';
import { deleteUsers } from './bare-database';
import { runSequential, type LoadResult } from './load';
import { startServer } from './processes';
import { seedFamilies, removeFamilies, FAMILY_RECORDS } from './scale-seed';
import { benchJobs, type JobFigure } from './scale-jobs';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
const sizes = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const WITHIN = 1.2;
const onlyJobs = process.argv.includes('--jobs');
const noJobs = process.argv.includes('--reads');

const READS = [
  { name: 'list', path: '/api/family-members' },
  { name: 'home summary', path: '/api/dashboard-summary' },
  { name: 'search', path: '/api/search?q=maple' },
  { name: 'report', path: '/api/reports/estate-summary' },
];

async function main() {
  if (!databaseUrl) throw new Error('bench:scale needs DATABASE_URL (PostgreSQL)');
  const serverJs = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(serverJs)) throw new Error('dist/server/main.js missing: run npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-scale-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...SERVER_ENV,
    DATABASE_URL: databaseUrl,
  };
  const app = await startServer('kinfolio', [...SERVER_NODE_ARGS, serverJs], env, '/api/user');
  const family = await register(app);
  const rows: Array<{ families: number; seedSeconds: number; reads: LoadResult[] }> = [];
  try {
    const perKind = Math.ceil(FAMILY_RECORDS / RECORD_KINDS.length);
    const jobs = RECORD_KINDS.flatMap((kind) => jobsFor(kind, 0, perKind)).slice(0, FAMILY_RECORDS);
    await seedThroughApi(app, family, jobs, 8);
    let held = 1; // the measured family
    for (const size of onlyJobs ? [] : sizes) {
      const started = performance.now();
      await seedFamilies(databaseUrl, held, size, (done) =>
        process.stdout.write(`\rseeding families: ${done}/${size}   `),
      );
      const seedSeconds = Math.round((performance.now() - started) / 1000);
      held = size;
      console.log(`\n${size} families seeded in ${seedSeconds} s`);
      const reads: LoadResult[] = [];
      for (const read of READS) {
        reads.push(
          await runSequential(
            `${read.name} (${size})`,
            app,
            read.path,
            { cookie: family.cookie },
            seconds,
          ),
        );
      }
      rows.push({ families: size, seedSeconds, reads });
      printTable(rows);
    }
    const growth = rows.slice(1).flatMap((row) =>
      READS.map((read, i) => ({
        families: row.families,
        read: read.name,
        p50: Number((row.reads[i].latencyP50Ms / rows[0].reads[i].latencyP50Ms).toFixed(2)),
        p99: Number((row.reads[i].latencyP99Ms / rows[0].reads[i].latencyP99Ms).toFixed(2)),
      })),
    );
    for (const g of growth)
      console.log(
        `${g.read}: ${g.families} / ${rows[0].families} families p50 ${g.p50}x, p99 ${g.p99}x (within ${WITHIN}x)`,
      );
    // Every scheduled job once over what the database holds (scale-jobs.ts).
    const jobFigures: JobFigure[] = noJobs ? [] : await benchJobs(databaseUrl, app, family.cookie);
    const outDir = path.join(root, 'bench/results');
    fs.mkdirSync(outDir, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      rows,
      growth,
      jobs: jobFigures,
    };
    const file = onlyJobs ? 'scale-jobs-postgresql.json' : 'scale-postgresql.json';
    fs.writeFileSync(path.join(outDir, file), JSON.stringify(report, null, 2) + '\n');
  } finally {
    await app.stop();
    if (process.env.BENCH_SCALE_KEEP !== '1') {
      await removeFamilies(databaseUrl);
      await deleteUsers(databaseUrl, [family.id]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Array<{ families: number; seedSeconds: number; reads: LoadResult[] }>) {
  console.log(
    ['families'.padEnd(10), ...READS.map((r) => `${r.name} p50/p99 ms`.padStart(26))].join(' '),
  );
  for (const row of rows)
    console.log(
      [
        String(row.families).padEnd(10),
        ...row.reads.map((r) => `${r.latencyP50Ms} / ${r.latencyP99Ms}`.padStart(26)),
      ].join(' '),
    );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
