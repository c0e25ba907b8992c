import type { BrowserContext, Page } from 'playwright-core';

/**
 * When a browser journey fails, says what each page still open was showing and what it last
 * did: its address, its API calls and their answers, navigations, console errors and the text
 * on screen. A failure seen only on CI (a fresh machine, a busy run) can then be read from its
 * log instead of guessed at. Every context made through launchBrowser()'s browser is watched
 * (watchContext); report-failures.setup.ts prints the report when a test fails.
 */

const EVENTS_KEPT = 40;
const TEXT_SHOWN = 800;

interface Watched {
  page: Page;
  startedAt: number;
  events: string[];
}

const watched: Watched[] = [];

function watchPage(page: Page) {
  const entry: Watched = { page, startedAt: Date.now(), events: [] };
  const note = (line: string) => {
    entry.events.push(`${String(Date.now() - entry.startedAt).padStart(6)} ms  ${line}`);
    if (entry.events.length > EVENTS_KEPT) entry.events.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`address ${frame.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      note(`→ ${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      note(`← ${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => note(`✗ ${request.url()} ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 300)}`));
  page.on('close', () => watched.splice(watched.indexOf(entry), 1));
  watched.push(entry);
}

/** Watches every page the context opens from now on (for the report a failure prints). */
export function watchContext(context: BrowserContext): void {
  context.on('page', watchPage);
}

async function describe({ page, events }: Watched): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .then((t) => t.replace(/\s+/g, ' ').slice(0, TEXT_SHOWN))
    .catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`);
  return [`page at ${page.url()}`, ...events.map((e) => `  ${e}`), `  on screen: ${text}`].join(
    '\n',
  );
}

/** What each page still open shows and last did, for the log of a failed test. */
export async function reportOpenPages(): Promise<string> {
  const open = watched.filter(({ page }) => !page.isClosed());
  return (await Promise.all(open.map(describe))).join('\n\n') || '(no page open)';
}
