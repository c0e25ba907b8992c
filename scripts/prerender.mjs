// Build step after `vite build`: renders the public pages (src/domain/public-pages.ts) to HTML
// with React's prerender API, so a visitor sees the page before any script runs; the browser then
// hydrates it (src/web/main.tsx). Writes dist/web/prerendered/<file> for each page and marks the
// app shell (dist/web/index.html, every other page) `noindex`. __APP_URL__ in the head is the
// server's APP_URL, put in when the server starts (src/server/http/web-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
const { PUBLIC_PAGES } = entry;

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

// The stylesheet goes inline in the prerendered pages: the first paint then waits for the HTML
// alone, not for a second request sharing a slow connection with the scripts.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const inlineStyles = (html) =>
  html.replace(STYLESHEET, (_tag, href) => {
    const css = fs.readFileSync(path.join(webDist, href), 'utf8');
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
if (!STYLESHEET.test(template)) throw new Error('dist/web/index.html has no stylesheet link');

fs.mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
for (const page of PUBLIC_PAGES) {
  const body = await entry.renderPage(page.path);
  const html = inlineStyles(template)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(HEAD_TAGS, headTags(page))
    .replace(ROOT, `<div id="root" data-prerendered="${page.path}">${body}</div>`);
  fs.writeFileSync(path.join(webDist, 'prerendered', page.file), html);
}
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  template.replace(HEAD_TAGS, '<meta name="robots" content="noindex" />'),
);
fs.rmSync(ssrDist, { recursive: true, force: true });
console.log(`prerendered ${PUBLIC_PAGES.map((p) => p.path).join(', ')}`);
process.exit(0); // the query client's timers (gcTime) would keep Node alive for minutes
