import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_PAGES } from '../src/domain/public-pages';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const baseUrl = () => inject('baseUrl');

/** The page's HTML as a visitor without a session gets it, tags and React's text separators removed. */
async function pageText(path: string): Promise<{ html: string; text: string }> {
  const res = await fetch(baseUrl() + path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const body = html.slice(html.indexOf('<body'), html.indexOf('<script', html.indexOf('<body')));
  const text = body
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('Prerendered public pages', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))(
    '%s holds its heading and its head tags in the HTML, before any script runs',
    async (path, page) => {
      const { html, text } = await pageText(path);
      expect(text).toContain(page.heading);
      const canonical = `${baseUrl()}${path === '/' ? '/' : path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}" \/>/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).not.toContain('noindex');
    },
  );

  it('sends signed-in pages as the app shell, marked noindex', async () => {
    const res = await fetch(`${baseUrl()}/family`);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('Hydration', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path]))(
    '%s hydrates without a React hydration warning or any console error',
    async (path) => {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // Remember the first prerendered element as the parser creates it, before any script.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const first = document.querySelector('#root > div');
          if (!first) return;
          (window as unknown as { prerendered: Element }).prerendered = first;
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: React adopted that very element (a client render would have replaced it).
      const adopted = await page.evaluate(() => {
        const first = (window as unknown as { prerendered?: Element }).prerendered;
        return Boolean(
          first?.isConnected && Object.keys(first).some((key) => key.startsWith('__reactFiber')),
        );
      });
      expect(adopted).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('a hydrated landing page still works: its sign-in link opens the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toContain('Welcome to');
    await context.close();
  });
});
