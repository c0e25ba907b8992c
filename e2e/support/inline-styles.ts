import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** How long one page's comparison may take (one load, every style of four looks read twice). */
export const STYLE_COMPARISON_TIMEOUT = 120_000;

/** The four looks compared: light and dark, at a phone's and a laptop's width. */
const LOOKS = [
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 390 },
  { colorScheme: 'dark', width: 1280 },
] as const;

type Look = (typeof LOOKS)[number];

/** Puts the page in one look: the width, the colour scheme the browser reports, the theme. */
async function showLook(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: 900 });
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle('dark', dark),
    look.colorScheme === 'dark',
  );
}

/**
 * Every property of every element's computed style, from <html> down (the <head> left out),
 * kept inside the page under the look's name: a page holds ~150,000 of them, and carrying them
 * out to compare would cost more than the comparison itself.
 */
const keepComputedStyles = (page: Page, name: string) =>
  page.evaluate((name) => {
    // Index loops: spreading a computed style and naming each value costs twice as much.
    const kept = [...document.querySelectorAll('html, body, body *')].map((element) => {
      const style = getComputedStyle(element);
      const values: string[] = [];
      for (let j = 0; j < style.length; j++) values.push(style.getPropertyValue(style[j]));
      return values;
    });
    const store = window as unknown as { keptStyles?: Record<string, string[][]> };
    store.keptStyles = { ...store.keptStyles, [name]: kept };
  }, name);

/** Each computed style that is no longer what keepComputedStyles kept under the look's name. */
const changedComputedStyles = (page: Page, name: string) =>
  page.evaluate((name) => {
    const kept = (window as unknown as { keptStyles: Record<string, string[][]> }).keptStyles[name];
    const changed: string[] = [];
    [...document.querySelectorAll('html, body, body *')].forEach((element, i) => {
      const style = getComputedStyle(element);
      const tag = `${element.tagName}.${element.getAttribute('class') ?? ''}`.slice(0, 90);
      for (let j = 0; j < style.length; j++) {
        const value = style.getPropertyValue(style[j]);
        if (value !== kept[i]?.[j]) changed.push(`${tag} ${style[j]}: ${value}`);
      }
    });
    return changed;
  }, name);

/**
 * A page that carries only the stylesheet rules it uses, inline (a prerendered public page,
 * scripts/prerender.mjs; a server-rendered signed-in screen, src/server/http/used-css.ts):
 * every computed style that differs once the whole stylesheet is added, light and dark, at
 * phone and desktop widths. The page loader is kept from running, as it would add the whole
 * stylesheet itself; with no script running, one load shows all four looks, switched in place.
 * Empty when the page looks exactly as it would with every rule.
 */
export async function differencesFromWholeStylesheet(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
): Promise<string[]> {
  const differences: string[] = [];
  const context = await browser.newContext(options);
  const page = await context.newPage();
  // The page loader is written into the page: set aside (a script of another type never runs),
  // it stays readable for the stylesheet it names.
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
  const name = (look: Look) => `${look.colorScheme} ${look.width}`;
  for (const look of LOOKS) {
    await showLook(page, look);
    await keepComputedStyles(page, name(look));
  }
  const stylesheet = await page.locator('script[data-stylesheet]').getAttribute('data-stylesheet');
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
  for (const look of LOOKS) {
    await showLook(page, look);
    for (const line of await changedComputedStyles(page, name(look)))
      differences.push(`${name(look)}: ${line}`);
  }
  await context.close();
  return differences;
}
