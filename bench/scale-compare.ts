// `tsx bench/scale-compare.ts <small DATABASE_URL> <large DATABASE_URL>` (issue 33): one real
// family's list, home summary, search and report on two databases holding different numbers of
// families (seeded by bench:scale with BENCH_SCALE_KEEP=1, or scale-seed.ts), each behind its own
// built server, measured in 2-second windows interleaved A B B A, three rounds: the host's load
// swings hit both sides alike, so the ratio is the data's, not the moment's. Medians of the
// windows' p50 and p99. Not part of CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RECORD_KINDS } from '../src/domain/records';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../src/server/node-args';
import { jobsFor, register, seedThroughApi } from './api';
import { runSequential } from './load';
import { startServer } from './processes';
import { FAMILY_RECORDS } from './scale-seed';

const READS = [
  { name: 'list', path: '/api/family-members' },
  { name: 'home summary', path: '/api/dashboard-summary' },
  { name: 'search', path: '/api/search?q=maple' },
  { name: 'report', path: '/api/reports/estate-summary' },
];
const serverJs = path.resolve(import.meta.dirname, '../dist/server/main.js');

/** A server on `url` and one family with 60 records made through the API. */
async function side(url: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-compare-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...SERVER_ENV,
    DATABASE_URL: url,
  };
  const app = await startServer('kinfolio', [...SERVER_NODE_ARGS, serverJs], env, '/api/user');
  const family = await register(app);
  const perKind = Math.ceil(FAMILY_RECORDS / RECORD_KINDS.length);
  const jobs = RECORD_KINDS.flatMap((k) => jobsFor(k, 0, perKind)).slice(0, FAMILY_RECORDS);
  await seedThroughApi(app, family, jobs, 4);
  return { app, family, dataDir };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

async function main(smallUrl: string, largeUrl: string) {
  const sides = { small: await side(smallUrl), large: await side(largeUrl) };
  try {
    for (const read of READS) {
      const windows = { small: [] as number[][], large: [] as number[][] };
      for (let round = 0; round < 3; round++)
        for (const key of ['small', 'large', 'large', 'small'] as const) {
          const { app, family } = sides[key];
          const r = await runSequential(read.name, app, read.path, { cookie: family.cookie }, 2);
          windows[key].push([r.latencyP50Ms, r.latencyP99Ms]);
        }
      const [s50, s99] = [0, 1].map((i) => median(windows.small.map((w) => w[i])));
      const [l50, l99] = [0, 1].map((i) => median(windows.large.map((w) => w[i])));
      console.log(
        JSON.stringify({
          read: read.name,
          small: [s50, s99],
          large: [l50, l99],
          p50: Number((l50 / s50).toFixed(2)),
          p99: Number((l99 / s99).toFixed(2)),
        }),
      );
    }
  } finally {
    for (const s of Object.values(sides)) {
      await s.app.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

const [small, large] = process.argv.slice(2);
if (!small || !large) throw new Error('usage: tsx bench/scale-compare.ts <small url> <large url>');
main(small, large).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
