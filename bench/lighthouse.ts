// `npm run lighthouse`: starts the built server (building first when the build is missing or
// stale, as `npm start` does) on a free port with a throw-away DATA_DIR, runs Lighthouse's
// mobile preset in Debian's Chromium on each public page, and prints the median of the runs; then
// times sign-in to the first record list in the same preset (bench/sign-in-to-list.ts). Exits 1
// naming every audit or figure that misses the budget (bench/lighthouse-budget.ts).
// LIGHTHOUSE_RUNS (default 3) runs per page and sign-ins; LIGHTHOUSE_PAGES=/,/auth limits the
// pages (LIGHTHOUSE_PAGES=none: the sign-in alone);
// LIGHTHOUSE_SAVE=<dir> keeps each page's median report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BUDGET, misses, summarise, table, type PageFigures } from './lighthouse-budget';
import { SERVER_NODE_ARGS } from '../src/server/node-args';
import { startServer } from './processes';
import { measureSignInToList, type SignInFigures } from './sign-in-to-list';

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_PAGES = ['/', '/pricing', '/marketing', '/auth', '/security'];
const pages =
  process.env.LIGHTHOUSE_PAGES === 'none'
    ? []
    : (process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()) ?? PUBLIC_PAGES);
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_SAVE=<dir>: each page's median report (JSON, opens in the Lighthouse viewer). */
const saveDir = process.env.LIGHTHOUSE_SAVE ? path.resolve(process.env.LIGHTHOUSE_SAVE) : '';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// No GPU, no sandbox (CI runs as root), and nothing fetched from the network in the background.
// '--headless=new': with a bare '--headless' Debian's Chromium 156 under chrome-launcher never
// painted (Lighthouse NO_FCP on every page).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run in a fresh browser (no cache or storage carried between runs). */
async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is
 * tried again, up to three times, before the whole check fails.
 */
async function measure(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`${(err as Error).message}: trying again`);
    }
  }
}

async function main() {
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-lighthouse-'));
  const server = await startServer(
    'kinfolio',
    [...SERVER_NODE_ARGS, path.join(root, 'scripts/start.mjs')],
    { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    '/api/site-info',
    300_000,
  );
  const figures: PageFigures[] = [];
  let signIn: SignInFigures;
  try {
    for (const page of pages) {
      const runs: Result[] = [];
      for (let i = 0; i < runsPerPage; i++) runs.push(await measure(server.baseUrl + page));
      const medianRun = computeMedianRun(runs);
      figures.push(summarise(page, runs, medianRun));
      if (saveDir) {
        const file = path.join(saveDir, `${page === '/' ? 'index' : page.slice(1)}.json`);
        fs.writeFileSync(file, JSON.stringify(medianRun));
      }
      console.log(table(figures.slice(-1)));
    }
    signIn = await measureSignInToList(server.baseUrl, CHROME_PATH, CHROME_FLAGS, runsPerPage);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse mobile preset, median of ${runsPerPage} runs`);
  console.log(table(figures));
  const runs = signIn.runsMs.map((ms) => Math.round(ms)).join(', ');
  console.log(
    `\nsign-in to the first record list (mobile preset applied in the browser): ` +
      `${Math.round(signIn.medianMs)} ms median (runs: ${runs} ms)`,
  );
  const failed = figures.flatMap(misses);
  if (signIn.medianMs > BUDGET.signInToListMs)
    failed.push(
      `sign-in to the first record list ${Math.round(signIn.medianMs)} ms > ${BUDGET.signInToListMs} ms`,
    );
  const b = BUDGET;
  console.log(
    `\nbudget: perf >= ${b.scores.performance}, a11y ${b.scores.accessibility}, best ${b.scores['best-practices']}, ` +
      `seo ${b.scores.seo}, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, landing JS <= ${b.landingScriptKb} KB, ` +
      `sign-in to list <= ${b.signInToListMs} ms`,
  );
  if (failed.length) {
    console.error(`\nLighthouse budget missed:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Lighthouse budget met on every page, and by the sign-in');
}

await main();
