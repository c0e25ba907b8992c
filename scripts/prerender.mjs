// Build step after `vite build`: renders the public pages (src/domain/public-pages.ts) to HTML
// with React's prerender API, so a visitor sees the page before any script runs; the browser then
// hydrates it (src/web/main.tsx). Writes dist/web/prerendered/<file> for each page and marks the
// app shell (dist/web/index.html, every other page) `noindex`. __APP_URL__ in the head is the
// server's APP_URL, put in when the server starts (src/server/http/web-pages.ts).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
const ssrDist = path.join(root, 'dist/prerender');

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/web/prerender-entry.tsx'),
    outDir: ssrDist,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});
const entry = await import(pathToFileURL(path.join(ssrDist, 'prerender-entry.js')).href);
const { PUBLIC_PAGES, SITE_FACT_PLACEHOLDERS } = entry;

const escape = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
const HEAD_TAGS = '<!--head-tags-->';
const ROOT = '<div id="root"></div>';
if (!template.includes(HEAD_TAGS) || !template.includes(ROOT))
  throw new Error(`dist/web/index.html lacks ${HEAD_TAGS} or ${ROOT}`);

function headTags(page) {
  const url = `__APP_URL__${page.path === '/' ? '/' : page.path}`;
  return [
    `<title>${escape(page.title)}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Kinfolio" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="__APP_URL__/icon-512.png" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

// Each prerendered page carries inline only the rules its own HTML uses (beasties matches the
// stylesheet's selectors against the page), so the first paint waits for the HTML alone, and
// ~10 KB of it instead of the whole app's 84 KB. Rules for the dark palette are kept: the page
// is matched with `dark` on <html> (page-loader.ts sets it before the first paint when the OS
// is dark). The whole stylesheet follows when the application starts (page-loader.ts), for
// everything a page shows only once it is interactive and for the pages it navigates to.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const stylesheet = template.match(STYLESHEET)?.[1];
if (!stylesheet) throw new Error('dist/web/index.html has no stylesheet link');
const beasties = new Beasties({
  path: webDist,
  publicPath: '/',
  preload: 'media',
  noscriptFallback: false,
  pruneSource: false,
  compress: true,
  logLevel: 'warn',
  // Rules beasties cannot match (it drops a pseudo-class with all it holds, which leaves nothing
  // of `:where(.space-y-2>:not(:last-child))`, and misses `.has-\[\>svg\]…`, `… svg` and the
  // root's `html.dark`): the few of them are always kept. e2e/public-pages.e2e.ts checks that
  // every element of each page has the same computed style as with the whole stylesheet.
  allowRules: [/^:where\(/, /svg/, /:has\(/, /^html\.dark/],
});
/** The page with its stylesheet link replaced by the rules the page uses, inline. */
async function inlinePageStyles(html) {
  // beasties writes the whole document back out through its own parser; only its <style> is
  // taken, so the markup React hydrates stays byte for byte what React rendered.
  const matched = await beasties.process(html.replace('<html lang="en">', '<html class="dark">'));
  const css = matched.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!css) throw new Error('beasties found no rules for the page');
  return html.replace(STYLESHEET, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
}

// The application's module tags make way for src/web/page-loader.ts, which starts the same
// modules right after the first paint (kept out of the HTML's head: fetched before the first
// paint, they delayed it, Lighthouse's FCP 0.8 -> 1.1-2.7 s). Built as one classic script
// and written into the page, at the end of its body: as a file of its own it was one more
// request before the largest paint on a phone's network (Lighthouse's LCP of a signed-in screen
// 1.5-1.8 s, 1.1 s inline). The Content-Security-Policy allows it by its hash, which the server
// reads from INLINE_SCRIPTS (src/server/http/inline-scripts.ts); no other inline script runs.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const INLINE_SCRIPTS = path.join(webDist, 'prerendered', 'inline-scripts.json');
const entryScript = template.match(ENTRY_SCRIPT)?.[1];
if (!entryScript) throw new Error('dist/web/index.html has no module script');
const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
const loaderCode = await buildPageLoader();
const loaderTag =
  `<script data-entry="${entryScript}" data-preload="${preloads.join(' ')}" ` +
  `data-stylesheet="${stylesheet}">${loaderCode}</script>`;
const withPageLoader = (html) => {
  if (!html.includes('</body>')) throw new Error('a page without </body>');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `  ${loaderTag}\n  </body>`);
};

async function buildPageLoader() {
  const outDir = path.join(root, 'dist/page-loader');
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      lib: {
        entry: path.join(root, 'src/web/page-loader.ts'),
        formats: ['iife'],
        name: 'kinfolioPageLoader',
        fileName: () => 'page-loader.js',
      },
    },
  });
  const code = fs.readFileSync(path.join(outDir, 'page-loader.js'), 'utf8').trim();
  fs.rmSync(outDir, { recursive: true, force: true });
  // Inside <script>, these would end the element early or change how it is parsed.
  if (/<\/script|<!--/i.test(code)) throw new Error('the page loader cannot be written inline');
  const hash = crypto.createHash('sha256').update(code).digest('base64');
  fs.mkdirSync(path.dirname(INLINE_SCRIPTS), { recursive: true });
  fs.writeFileSync(INLINE_SCRIPTS, JSON.stringify({ sha256: [hash] }));
  return code;
}

// The API answers some pages are rendered with, as a server with default settings gives them.
const defaultAnswers = JSON.parse(
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/default-answers.ts')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  ),
);

fs.mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
for (const page of PUBLIC_PAGES) {
  const answers = Object.fromEntries(
    (page.prerenderedAnswers ?? []).map((apiPath) => {
      if (!(apiPath in defaultAnswers)) throw new Error(`no default answer for ${apiPath}`);
      return [apiPath, defaultAnswers[apiPath]];
    }),
  );
  // Beside the page, for the server to compare with its own answers (web-pages.ts).
  if (page.prerenderedAnswers)
    fs.writeFileSync(
      path.join(webDist, 'prerendered', page.file.replace(/\.html$/, '.answers.json')),
      JSON.stringify(answers),
    );
  const body = await entry.renderPage(page.path, answers);
  const pageHtml = withPageLoader(template)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    // Functions, not strings: a page's text could hold `$&` or `$'`, which a string would expand.
    .replace(HEAD_TAGS, () => headTags(page))
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${page.path}" ` +
        `data-application-name="${SITE_FACT_PLACEHOLDERS.applicationName}" ` +
        `data-support-email="${SITE_FACT_PLACEHOLDERS.supportEmail}">${body}</div>`,
    );
  const html = await inlinePageStyles(pageHtml);
  // Byte for byte as hashed: the policy would otherwise refuse it and the page never start.
  if (!html.includes(loaderTag)) throw new Error(`${page.file}: the page loader was changed`);
  fs.writeFileSync(path.join(webDist, 'prerendered', page.file), html);
}
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  template.replace(HEAD_TAGS, '<meta name="robots" content="noindex" />'),
);
await buildSignedInRendering();
fs.rmSync(ssrDist, { recursive: true, force: true });
console.log(`prerendered ${PUBLIC_PAGES.map((p) => p.path).join(', ')}`);
process.exit(0); // the query client's timers (gcTime) would keep Node alive for minutes

/**
 * The signed-in screens are rendered by the server, per request, with the person's data
 * (docs/decisions/022): their rendering bundle goes to dist/render/ (not dist/web: it is no file
 * for browsers), loaded by src/server/http/signed-in-pages.ts at run time, and their page
 * template to dist/web/prerendered/signed-in.html. The template carries the page loader like a
 * public page (the application starts after the first paint, and then loads the whole
 * stylesheet) and the whole stylesheet inline, marked `data-used-css`: which rules a person's
 * screen uses is known only once it is rendered, so the server keeps those in each page
 * (src/server/http/used-css.ts); inline, they cost no round trip before the first paint.
 */
async function buildSignedInRendering() {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // Every library inside the bundle, in its production build: the server itself never sets
    // NODE_ENV, and React's development build renders ~3x slower (and logs each warning).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path.join(root, 'src/web/signed-in-render-entry.tsx'),
      outDir: path.join(root, 'dist/render'),
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  // The client build's service worker plugin runs here too: its copy is no file of this bundle.
  fs.rmSync(path.join(root, 'dist/render/sw.js'), { force: true });
  const css = fs.readFileSync(path.join(webDist, stylesheet), 'utf8');
  const page = withPageLoader(template)
    .replace(HEAD_TAGS, '<meta name="robots" content="noindex" />')
    .replace(
      STYLESHEET,
      () => `<style data-used-css>${css.replaceAll('</style', '<\\/style')}</style>`,
    );
  fs.writeFileSync(path.join(webDist, 'prerendered', 'signed-in.html'), page);
}
