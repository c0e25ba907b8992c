import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** How long one page's comparison may take (four loads, every style read twice). */
export const STYLE_COMPARISON_TIMEOUT = 180_000;

/** Every property of every element's computed style, from <html> down (the <head> left out). */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('html, body, body *')].map((element) => {
      const style = getComputedStyle(element);
      const tag = `${element.tagName}.${element.getAttribute('class') ?? ''}`.slice(0, 90);
      return [...style].map(
        (property) => `${tag} ${property}: ${style.getPropertyValue(property)}`,
      );
    }),
  );

/**
 * A page that carries only the stylesheet rules it uses, inline (a prerendered public page,
 * scripts/prerender.mjs; a server-rendered signed-in screen, src/server/http/used-css.ts):
 * every computed style that differs once the whole stylesheet is added, light and dark, at
 * phone and desktop widths. The page loader is kept from running, as it would add the whole
 * stylesheet itself. Empty when the page looks exactly as it would with every rule.
 */
export async function differencesFromWholeStylesheet(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
): Promise<string[]> {
  const differences: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        ...options,
        viewport: { width, height: 900 },
        colorScheme,
      });
      const page = await context.newPage();
      // The page loader is written into the page: set aside (a script of another type never
      // runs), it stays readable for the stylesheet it names.
      await page.route(
        (url) => url.pathname === path.split('?')[0],
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            '<script data-entry=',
            '<script type="text/plain" data-entry=',
          );
          await route.fulfill({ response, body });
        },
      );
      await page.goto(path);
      await page.addStyleTag({
        content: '*,*::before,*::after{animation:none!important;transition:none!important}',
      });
      if (colorScheme === 'dark')
        await page.evaluate(() => document.documentElement.classList.add('dark'));
      const inline = await computedStyles(page);
      const stylesheet = await page
        .locator('script[data-stylesheet]')
        .getAttribute('data-stylesheet');
      if (!stylesheet?.match(/^\/assets\/index-[\w-]+\.css$/))
        differences.push(`${path}: no whole stylesheet named by the page loader (${stylesheet})`);
      else
        await page.evaluate(
          (href) =>
            new Promise((loaded) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = href;
              link.onload = loaded;
              document.head.append(link);
            }),
          stylesheet,
        );
      const whole = await computedStyles(page);
      inline.forEach((element, i) =>
        element.forEach((line, j) => {
          if (line !== whole[i][j]) differences.push(`${colorScheme} ${width}: ${whole[i][j]}`);
        }),
      );
      await context.close();
    }
  }
  return differences;
}
