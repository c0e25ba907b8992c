// `npm run lighthouse`: starts the built server (building first when the build is missing or
// stale, as `npm start` does) on a free port with a throw-away DATA_DIR, runs Lighthouse's
// mobile preset in Debian's Chromium on each public page, and prints the median of the runs; then
// times sign-in to the first record list in the same preset (bench/sign-in-to-list.ts). Exits 1
// naming every audit or figure that misses the budget (bench/lighthouse-budget.ts).
// LIGHTHOUSE_RUNS (default 3) runs per page and sign-ins; LIGHTHOUSE_PAGES=/,/auth limits the
// pages (LIGHTHOUSE_PAGES=none: the sign-in alone);
// LIGHTHOUSE_SAVE=<dir> keeps each page's median report.
// Then the signed-in screens (issue 32), cold loads with a session cookie over a realistic family
// (bench/signed-in-family.ts): CI's four by default, every one with `npm run lighthouse -- --all`,
// none with LIGHTHOUSE_SIGNED_IN=none; their misses fail the check only with --hold-signed-in.
// A median that misses is measured once more (3 more runs) before it fails; Lighthouse's
// benchmark index of the host is printed beside the figures. The performance score and TBT
// are reported, not held (docs/decisions/024). Then the first touch on five screens opened
// cold (bench/first-touch.ts; FIRST_TOUCH_RUNS, FIRST_TOUCH_CPUS, FIRST_TOUCH=none), reported,
// held with --hold-first-touch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  BUDGET,
  median,
  misses,
  reported as reportedOnly,
  summarise,
  table,
  type PageFigures,
} from './lighthouse-budget';
import { allScreens, ciScreens, seedSignedInFamily, touchScreens } from './signed-in-family';
import {
  firstTouchMisses,
  firstTouchTable,
  measureFirstTouch,
  type TouchFigures,
} from './first-touch';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../src/server/node-args';
import { startServer } from './processes';
import {
  cpuSlowdownFor,
  measureSignInToList,
  SIGN_IN_DEVICE_INDEX,
  type SignInFigures,
} from './sign-in-to-list';
import { CHROMIUM_QUIET_FLAGS } from '../e2e/support/chromium-flags';

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_PAGES = ['/', '/pricing', '/marketing', '/auth', '/security'];
const pages =
  process.env.LIGHTHOUSE_PAGES === 'none'
    ? []
    : (process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()) ?? PUBLIC_PAGES);
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Cold loads per first-touch measurement (FIRST_TOUCH_RUNS; the README's figures use 5). */
const touchRuns = Number(process.env.FIRST_TOUCH_RUNS ?? 3);
/** LIGHTHOUSE_SAVE=<dir>: each page's median report (JSON, opens in the Lighthouse viewer). */
const saveDir = process.env.LIGHTHOUSE_SAVE ? path.resolve(process.env.LIGHTHOUSE_SAVE) : '';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// '--headless=new': with a bare '--headless' Debian's Chromium 156 under chrome-launcher never
// painted (Lighthouse NO_FCP on every page).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_QUIET_FLAGS];

const measureAll = process.argv.includes('--all');
const holdSignedIn = process.argv.includes('--hold-signed-in');
/** The first-touch budget fails the check only with this (README "Speed": not met yet). */
const holdFirstTouch = process.argv.includes('--hold-first-touch');
/** FIRST_TOUCH_CPUS=4: the CPU slow-downs measured (default 1,4); FIRST_TOUCH=none: skipped. */
const touchCpus = (process.env.FIRST_TOUCH_CPUS ?? '1,4').split(',').map(Number);
const skipTouch = process.env.FIRST_TOUCH === 'none';
const skipSignedIn = process.env.LIGHTHOUSE_SIGNED_IN === 'none';

/**
 * The session (and vault) cookies in the browser's own cookie jar, as a person's browser holds
 * them: the page's script then sees the vault cookie (src/web/lib/vault.ts) and opens the vault
 * the server rendered. Sent as an extra header instead, every request carried them but the
 * page did not know whose records it showed, hydrated one's own home over the shared one and
 * measured that switch (a layout shift of 0.10 and two 404s no person meets). Lighthouse resets
 * a page's storage before it loads, but not its cookies.
 */
async function holdCookies(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies(
      cookie.split(/;\s*/).map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url };
      }),
    );
  } finally {
    await browser.close(); // disconnects; the browser stays for Lighthouse
  }
}

/** One Lighthouse run in a fresh browser (no cache or storage carried between runs). */
async function runOnce(url: string, cookie?: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (cookie) await holdCookies(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
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
async function measure(url: string, cookie?: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cookie);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`${(err as Error).message}: trying again`);
    }
  }
}

/** The median of `runsPerPage` runs of one page, labelled. */
async function measurePage(label: string, url: string, cookie?: string): Promise<PageFigures> {
  const runs: Result[] = [];
  for (let i = 0; i < runsPerPage; i++) runs.push(await measure(url, cookie));
  return summarise(label, runs, computeMedianRun(runs), cookie !== undefined);
}

/**
 * A page's figures, measured once more when they miss the budget (a busy moment on a shared
 * machine should not block every change after it): the second median decides.
 */
async function measureWithRetry(label: string, url: string, cookie?: string) {
  const first = await measurePage(label, url, cookie);
  if (!misses(first).length) return first;
  console.warn(`${misses(first).join('; ')}: measuring ${label} once more`);
  return measurePage(label, url, cookie);
}

/** The host's Lighthouse benchmark index: the median over the pages' median runs (NaN: none). */
function hostBenchmarkIndex(figures: PageFigures[]): number {
  return median(figures.map((page) => page.medianRun.environment?.benchmarkIndex ?? Number.NaN));
}

async function main() {
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-lighthouse-'));
  const server = await startServer(
    'kinfolio',
    [...SERVER_NODE_ARGS, path.join(root, 'scripts/start.mjs')],
    // Signed-in screens rendered on the server with their data: the path their budget is about.
    {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...SERVER_ENV,
      DATABASE_URL: '',
      SIGNED_IN_FIRST_PAINT: 'on',
    },
    '/api/site-info',
    300_000,
  );
  const figures: PageFigures[] = [];
  let signIn: SignInFigures;
  let family: Awaited<ReturnType<typeof seedSignedInFamily>> | undefined;
  let touch: TouchFigures[] = [];
  const keep = (page: PageFigures) => {
    figures.push(page);
    if (saveDir) {
      const name = page.path.replace(/^\/$/, 'index').replace(/[^a-z0-9-]+/gi, '-');
      fs.writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(page.medianRun));
    }
    console.log(table(figures.slice(-1)));
  };
  try {
    for (const page of pages) keep(await measureWithRetry(page, server.baseUrl + page));
    if (!skipSignedIn) {
      family = await seedSignedInFamily(server, dataDir);
      const screens = measureAll ? allScreens(family) : ciScreens(family);
      for (const screen of screens)
        keep(await measureWithRetry(screen.label, server.baseUrl + screen.path, screen.cookie));
    }
    if (!skipSignedIn && !skipTouch) {
      // The first touch on screens opened cold (bench/first-touch.ts): what a person feels.
      // Held with --hold-first-touch: a screen that misses is then measured once more, and the
      // second median decides.
      const screens = await touchScreens(server, family!);
      touch = await measureFirstTouch(server.baseUrl, screens, {
        runs: touchRuns,
        cpus: touchCpus,
      });
      console.log(firstTouchTable(touch));
      const missed = new Set(touch.filter((f) => firstTouchMisses([f]).length).map((f) => f.label));
      if (missed.size && holdFirstTouch) {
        console.warn(`${firstTouchMisses(touch).join('; ')}: measuring once more`);
        const again = await measureFirstTouch(
          server.baseUrl,
          screens.filter((s) => missed.has(s.label)),
          { runs: touchRuns, cpus: touchCpus },
        );
        touch = touch.filter((f) => !missed.has(f.label)).concat(again);
      }
    }
    // The same phone whatever this host: the slowdown follows the benchmark index Lighthouse
    // measured on it just now (sign-in-to-list.ts, cpuSlowdownFor).
    const slowdown = cpuSlowdownFor(hostBenchmarkIndex(figures));
    const measureSignIn = () =>
      measureSignInToList(server.baseUrl, CHROME_PATH, CHROME_FLAGS, runsPerPage, slowdown);
    signIn = await measureSignIn();
    if (signIn.medianMs > BUDGET.signInToListMs) {
      console.warn(`sign-in to the first record list ${Math.round(signIn.medianMs)} ms: once more`);
      signIn = await measureSignIn();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const benchmarkIndex = hostBenchmarkIndex(figures);
  console.log(
    `\nLighthouse mobile preset, median of ${runsPerPage} runs; this host's benchmark index ` +
      `${Math.round(benchmarkIndex)} (the lower, the slower this machine was while measuring)`,
  );
  console.log(table(figures));
  const runs = signIn.runsMs.map((ms) => Math.round(ms)).join(', ');
  console.log(
    `\nsign-in to the first record list (mobile preset applied in the browser, CPU ` +
      `${signIn.cpuSlowdown}x: a phone of benchmark index ${SIGN_IN_DEVICE_INDEX} on this host): ` +
      `${Math.round(signIn.medianMs)} ms median (runs: ${runs} ms)`,
  );
  // The signed-in screens' budget is measured and printed on every run, and fails the check
  // only with --hold-signed-in: on CI's 2 cores their TBT still misses it (README "Speed"), and
  // a gate that cannot pass would stop every change after it.
  const failed = figures.filter((p) => holdSignedIn || !p.signedIn).flatMap(misses);
  const reported = (holdSignedIn ? [] : figures.filter((p) => p.signedIn).flatMap(misses)).concat(
    figures.flatMap(reportedOnly),
  );
  if (touch.length) {
    console.log(`\nfirst touch on screens opened cold, median of ${touchRuns} runs:`);
    console.log(firstTouchTable(touch));
    (holdFirstTouch ? failed : reported).push(...firstTouchMisses(touch));
  }
  if (reported.length)
    console.warn(
      `\noff their budget, reported (held with --hold-signed-in, --hold-first-touch):\n` +
        reported.map((f) => `  - ${f}`).join('\n'),
    );
  if (signIn.medianMs > BUDGET.signInToListMs)
    failed.push(
      `sign-in to the first record list ${Math.round(signIn.medianMs)} ms > ${BUDGET.signInToListMs} ms`,
    );
  const b = BUDGET;
  console.log(
    `\nbudget: perf >= ${b.scores.performance}, a11y ${b.scores.accessibility}, best ${b.scores['best-practices']}, ` +
      `seo ${b.scores.seo}, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, landing JS <= ${b.landingScriptKb} KB, ` +
      `signed-in screens: perf >= ${b.scores.performance}, CLS <= ${b.signedInCls}, ` +
      `sign-in to list <= ${b.signInToListMs} ms`,
  );
  if (failed.length) {
    console.error(`\nLighthouse budget missed:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Lighthouse budget met on every page, and by the sign-in');
}

await main();
