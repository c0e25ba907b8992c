// `npm run bench`: the cost of the app's own per-request work (session check, serialisation),
// measured as GET /api/user against a bare Fastify endpoint in the same run (DESIGN.md,
// "Performance budgets"). Runs on PostgreSQL when DATABASE_URL is set, else embedded PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, WARMUP_SECONDS, runLoad, type LoadResult } from './load';
import { rssBytes, startServer, type ServerProcess } from './processes';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Registers one user (the endpoint allows 20 per IP per minute) and returns its cookie. */
async function register(app: ServerProcess): Promise<string> {
  const name = `bench${Date.now().toString(36)}`;
  const res = await fetch(`${app.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Runner',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('kinfolio_sid='));
  if (!sid) throw new Error('register set no kinfolio_sid cookie');
  return sid.split(';')[0];
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
  ['req/s', (r) => r.requestsPerSecond],
  ['avg ms', (r) => r.latencyAvgMs.toFixed(2)],
  ['p50 ms', (r) => r.latencyP50Ms],
  ['p99 ms', (r) => r.latencyP99Ms],
  ['non-2xx', (r) => r.non2xx],
  ['idle MB', (r) => r.idleRssMb],
  ['peak MB', (r) => r.peakRssMb],
  ['body B', (r) => r.bodyBytes],
];

function printTable(results: LoadResult[], ratio: number, firstStartRssMb: number) {
  const row = (first: string, cells: (string | number)[]) =>
    [first.padEnd(24), ...cells.map((c) => String(c).padStart(8))].join(' ');
  console.log(`\n${engine} · node ${process.version} · ${new Date().toISOString()}`);
  console.log(`${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${seconds} s measured`);
  console.log(
    row(
      'scenario',
      columns.map(([header]) => header),
    ),
  );
  for (const r of results)
    console.log(
      row(
        r.name,
        columns.map(([, cell]) => cell(r)),
      ),
    );
  console.log(`ratio session-checked / bare throughput: ${ratio.toFixed(3)}`);
  console.log(`kinfolio RSS after its first start (creates the database): ${firstStartRssMb} MB\n`);
}

async function main() {
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error('BENCH_SECONDS must be ≥ 1');
  const serverJs = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(serverJs)) throw new Error('dist/server/main.js missing: run npm run build');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-bench-'));
  const children: ServerProcess[] = [];
  try {
    // Only what the server needs; DATABASE_URL passes through when set.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    };
    // The first start creates the database and migrates it, which leaves PGlite's WASM heap
    // ~2.5x larger than a normal start's (it never shrinks). Register on that process, then
    // measure a restarted one, as production runs; the session lives in the database.
    const first = await startServer('kinfolio (first start)', [serverJs], env, '/api/user');
    children.push(first);
    const cookie = await register(first);
    const firstStartRssMb = Math.round(rssBytes(first.pid) / 1024 / 1024);
    await first.stop();
    const app = await startServer('kinfolio', [serverJs], env, '/api/user');
    children.push(app);

    const bareJs = path.join(root, 'bench/bare-server.mjs');
    const bare = await startServer('bare fastify', [bareJs], { PATH: process.env.PATH }, '/bare');
    children.push(bare);

    // One after the other: with 2 cores, load generator and server already compete.
    const results = [
      await runLoad('bare GET /bare', bare, '/bare', {}, seconds),
      await runLoad('session GET /api/user', app, '/api/user', { cookie }, seconds),
    ];
    const ratio = results[1].requestsPerSecond / results[0].requestsPerSecond;
    printTable(results, ratio, firstStartRssMb);

    await checkRevocation(app, cookie);

    const outDir = path.join(root, 'bench/results');
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `latest-${engine.toLowerCase()}.json`);
    const report = {
      engine,
      node: process.version,
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds,
      results,
      ratio: Number(ratio.toFixed(3)),
      firstStartRssMb,
      revocationChecked: true,
    };
    fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    console.log(`results written to ${path.relative(root, file)}`);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
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
