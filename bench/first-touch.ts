// The first touch on a screen opened cold, as a person feels it (issue 42): a real tap in
// Chromium one second after the first paint, timed from the tap's own event time to the frame
// that shows its result (the dialog open, the tab chosen: INP-like); a tap as soon as the button
// is on screen, timed to its acknowledgement (the result, or the held-back look page-loader.ts
// gives it); and a search typed at once, timed to its results, with the letters the field holds
// compared with the letters typed. Desktop CPU and 4x slower (DevTools' CPU throttling, as
// Lighthouse's mobile preset assumes), median of the runs. Used by `npm run bench`
// (BENCH_SCENARIOS=first-touch) and by `npm run lighthouse`, which holds the budget in CI.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags';

/** A screen to touch: where, as whom, what to tap and what shows that the tap was answered. */
export interface TouchScreen {
  label: string;
  path: string;
  cookie?: string;
  /** The control a person taps (role and accessible name). */
  tap: { role: 'button' | 'tab' | 'link'; name: string };
  /** A CSS selector that matches once the tap has had its effect. */
  result: string;
  /** Text to type into the header search at once; it must find a record (signed-in screens). */
  search?: { text: string };
}

export interface TouchFigures {
  label: string;
  cpu: number;
  /** Tap one second after the first paint → its result on screen, median ms. */
  tapMs: number;
  /** Tap as soon as the control shows → acknowledged (held-back look or result), median ms. */
  earlyAckMs: number;
  /** That early tap → its result, median ms. */
  earlyResultMs: number;
  /** Search typed at once → the hit on screen, median ms (undefined: no search here). */
  searchMs?: number;
  /** Runs in which the search field did not hold exactly what was typed. */
  lettersLost: number;
  /** Largest Contentful Paint of the same loads, median ms. */
  lcpMs: number;
}

/** What a person feels: 200 ms at 4x slower CPU, 100 ms on a desktop CPU (issue 42). */
export const FIRST_TOUCH_BUDGET_MS: Record<number, number> = { 1: 100, 4: 200 };
/** An early tap shows within this that it was taken. */
export const EARLY_ACK_BUDGET_MS = 100;

// In the page before any of its scripts: the time of the first pointerdown or key (the event's
// own time, when the browser received it), of the first mark of a held-back press, and of the
// frame in which the result first shows; and the page's LCP.
const PROBE = (result: string, hit: string) => `
(() => {
  const t = (window.__touch = { input: 0, ack: 0, result: 0, hit: 0, lcp: 0 });
  // A tap on a plain link before the application runs opens the next page as a new document:
  // the tap's time is carried over (in this page's clock) so that its result there is timed.
  const carried = sessionStorage.getItem('__touchInput');
  if (carried) t.input = Number(carried) - performance.timeOrigin;
  const first = (e) => {
    if (t.input) return;
    t.input = e.timeStamp;
    sessionStorage.setItem('__touchInput', String(performance.timeOrigin + e.timeStamp));
  };
  addEventListener('pointerdown', first, true);
  addEventListener('keydown', first, true);
  const frame = (key) => requestAnimationFrame((now) => { if (!t[key]) t[key] = now; });
  new MutationObserver(() => {
    if (!t.input) return;
    if (!t.ack && document.querySelector('[data-held-back]')) frame('ack');
    if (!t.result && document.querySelector(${JSON.stringify(result)})) { frame('result'); frame('ack'); }
    if (${JSON.stringify(hit)} && !t.hit && document.querySelector(${JSON.stringify(hit)})) frame('hit');
  }).observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) t.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

type Probe = { input: number; ack: number; result: number; hit: number; lcp: number };

async function openCold(browser: Browser, base: string, screen: TouchScreen, cpu: number) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  if (screen.cookie)
    await context.addCookies(
      screen.cookie.split(/;\s*/).map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: base };
      }),
    );
  const page = await context.newPage();
  const hit = screen.search ? `[data-search-hit]` : '';
  await page.addInitScript(PROBE(screen.result, hit));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __touch: Probe }).__touch);

/**
 * Waits until the probe's `key` is set (or 15 s), then returns the probe. A tap on a link
 * opens a new document on the way: the wait goes on in it.
 */
async function until(page: Page, key: keyof Probe): Promise<Probe> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const set = await page
      .waitForFunction((k) => (window as unknown as { __touch: Probe }).__touch[k] > 0, key, {
        timeout: Math.max(1, deadline - Date.now()),
        polling: 20,
      })
      .then(
        () => true,
        () => false, // timed out, or the page navigated away
      );
    if (set) break;
  }
  for (let tries = 1; ; tries++) {
    try {
      return await probe(page);
    } catch (err) {
      if (tries === 3) throw err;
      await page.waitForLoadState('domcontentloaded'); // read it once the next page is there
    }
  }
}

const control = (page: Page, screen: TouchScreen) =>
  page.getByRole(screen.tap.role, { name: screen.tap.name, exact: true }).first();

/** One of each measurement on one cold load each. */
async function runOnce(browser: Browser, base: string, screen: TouchScreen, cpu: number) {
  // A tap one second after the first paint.
  let { context, page } = await openCold(browser, base, screen, cpu);
  await page.goto(screen.path, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint !== undefined && performance.now() > paint.startTime + 1000;
  });
  await control(page, screen).click();
  const late = await until(page, 'result');
  await context.close();

  // A tap as soon as the control shows.
  ({ context, page } = await openCold(browser, base, screen, cpu));
  await page.goto(screen.path, { waitUntil: 'commit' });
  await control(page, screen).click();
  const early = await until(page, 'result');
  await context.close();

  // A search typed at once.
  let search: { ms: number; lost: boolean } | undefined;
  if (screen.search) {
    ({ context, page } = await openCold(browser, base, screen, cpu));
    await page.goto(screen.path, { waitUntil: 'commit' });
    const field = page.getByRole('searchbox', { name: 'Search your records' });
    await field.click();
    await page.keyboard.type(screen.search.text);
    const typed = await until(page, 'hit');
    const held = await field.inputValue();
    search = {
      ms: typed.hit ? typed.hit - typed.input : Infinity,
      lost: held !== screen.search.text,
    };
    await context.close();
  }
  const span = (p: Probe, key: 'ack' | 'result') => (p[key] ? p[key] - p.input : Infinity);
  return {
    tap: span(late, 'result'),
    ack: span(early, 'ack'),
    earlyResult: span(early, 'result'),
    search,
    lcp: late.lcp,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Every screen at every CPU rate, `runs` cold loads of each measurement. */
export async function measureFirstTouch(
  base: string,
  screens: TouchScreen[],
  { runs = 5, cpus = [1, 4], chromePath = '/usr/bin/chromium' } = {},
): Promise<TouchFigures[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const figures: TouchFigures[] = [];
  try {
    for (const screen of screens)
      for (const cpu of cpus) {
        const all = [];
        for (let i = 0; i < runs; i++) all.push(await runOnce(browser, base, screen, cpu));
        const searches = all.flatMap((r) => (r.search ? [r.search] : []));
        figures.push({
          label: screen.label,
          cpu,
          tapMs: median(all.map((r) => r.tap)),
          earlyAckMs: median(all.map((r) => r.ack)),
          earlyResultMs: median(all.map((r) => r.earlyResult)),
          searchMs: searches.length ? median(searches.map((s) => s.ms)) : undefined,
          lettersLost: searches.filter((s) => s.lost).length,
          lcpMs: median(all.map((r) => r.lcp)),
        });
      }
  } finally {
    await browser.close();
  }
  return figures;
}

/** What misses the budget: a slow tap, a slow acknowledgement, a slow search, a lost letter. */
export function firstTouchMisses(figures: TouchFigures[]): string[] {
  return figures.flatMap((f) => {
    const budget = FIRST_TOUCH_BUDGET_MS[f.cpu] ?? FIRST_TOUCH_BUDGET_MS[4]!;
    const at = `${f.label} (CPU ${f.cpu}x)`;
    return [
      ...(f.tapMs > budget ? [`${at}: tap → result ${Math.round(f.tapMs)} ms > ${budget} ms`] : []),
      ...(f.earlyAckMs > EARLY_ACK_BUDGET_MS
        ? [
            `${at}: early tap acknowledged in ${Math.round(f.earlyAckMs)} ms > ${EARLY_ACK_BUDGET_MS} ms`,
          ]
        : []),
      ...(f.searchMs !== undefined && f.searchMs > budget
        ? [`${at}: search → results ${Math.round(f.searchMs)} ms > ${budget} ms`]
        : []),
      ...(f.lettersLost ? [`${at}: letters lost in ${f.lettersLost} runs`] : []),
    ];
  });
}

/** The figures as a table for the console and the README. */
export function firstTouchTable(figures: TouchFigures[]): string {
  const ms = (v: number | undefined) =>
    v === undefined ? '-' : Number.isFinite(v) ? `${Math.round(v)}` : 'never';
  const rows = figures.map(
    (f) =>
      `| ${f.label} | ${f.cpu}x | ${ms(f.tapMs)} | ${ms(f.earlyAckMs)} | ${ms(f.earlyResultMs)} | ` +
      `${ms(f.searchMs)} | ${f.lettersLost} | ${ms(f.lcpMs)} |`,
  );
  return [
    '| screen | CPU | tap at 1 s → result (ms) | early tap → acknowledged | early tap → result | search typed at once → results | letters lost | LCP (ms) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
