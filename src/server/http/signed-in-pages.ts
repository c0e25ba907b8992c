import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './request-user';
import { usedCss } from './used-css';

/**
 * Signed-in screens opened cold (a bookmark, a reminder's link, a reload) arrive rendered with
 * their data (issue 32, docs/decisions/022). The rendering is the web client's own React tree,
 * built for Node into dist/render/ and loaded from there at run time: src/server never imports
 * src/web (the lint fence). Its queries say which answers the screen needs; the server asks its
 * own API for them in the person's session (the same routes, the same vault resolution and
 * checks as the browser's requests), renders again with them, and sends the HTML with the
 * answers beside it, from which the browser hydrates the same cache.
 */

/** One answer as the client's query cache keeps it: its key and its data. */
type Answer = [queryKey: readonly unknown[], data: unknown];

/** What dist/render/signed-in-render-entry.js exports (src/web/signed-in-render-entry.tsx). */
interface SignedInRenderer {
  SIGNED_IN_PATHS: readonly string[];
  queryKeyUrl(queryKey: readonly unknown[]): string;
  preloadPages(): Promise<void>;
  renderSignedIn(
    url: string,
    answers: readonly Answer[],
  ): { html: string; wanted: Array<readonly unknown[]>; redirect?: string };
}

/** A signed-in screen's whole page, or where the screen sends the person instead. */
export type RenderedPage = { html: string } | { redirect: string };

/** Renders a signed-in screen for a request; null: send the app shell instead. */
export type SignedInPage = (request: FastifyRequest) => Promise<RenderedPage | null>;

/** Renders after the first that may still find queries without an answer (lists, then details). */
const MAX_RENDERS = 3;
/** The most answers remembered for one screen: a screen asks for a handful of lists. */
const MAX_HINTS = 16;
/**
 * An API path of words alone (no id, no query): the same for every person. A path naming an id
 * (`/api/shared-vaults/<ownerId>`) was remembered once and asked again in every later person's
 * render, one more for each vault ever opened (issue 40).
 */
const PLAIN_API_PATH = /^\/api(?:\/[a-z][a-z-]*)+$/;
const ROOT = '<div id="root"></div>';
/** The template's inline stylesheet, whole (scripts/prerender.mjs). */
const USED_CSS = /<style data-used-css>([\s\S]*?)<\/style>/;
const USER_KEY = ['/api/user'] as const;
const SITE_INFO_KEY = ['/api/site-info'] as const;

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON safe inside a <script> data block: no `</script>` or `<!--` can end or bend it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * Loads the rendering bundle and the page template beside the built client `webRoot`, and
 * registers a route for every signed-in path except `/` (web-pages.ts asks for that one).
 * Returns null when the build has no signed-in rendering (an older build, a test's miniature):
 * every signed-in screen then gets the app shell, as before.
 */
export async function registerSignedInPages(
  app: FastifyInstance,
  options: { webRoot: string; shellHtml: Buffer },
): Promise<SignedInPage | null> {
  const bundle = path.resolve(options.webRoot, '../render/signed-in-render-entry.js');
  const templateFile = path.join(options.webRoot, 'prerendered', 'signed-in.html');
  if (!fs.existsSync(bundle) || !fs.existsSync(templateFile)) return null;
  const renderer = (await import(pathToFileURL(bundle).href)) as SignedInRenderer;
  await renderer.preloadPages();
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${templateFile} lacks ${ROOT}`);
  // The whole stylesheet, inline in the template: each page keeps the rules its markup uses.
  const styles = template.match(USED_CSS);
  const pruneCss = styles ? usedCss(styles[1]) : null;
  const shell = template.replace(USED_CSS, '');

  /** The API's answer to `url` in the request's session, or undefined unless a 200 with JSON. */
  const ask = async (request: FastifyRequest, url: string): Promise<unknown> => {
    const answer = await app.inject({
      method: 'GET',
      url,
      // Only the cookies: the session, and the vault the person chose (vault-scope resolves it).
      headers: { cookie: request.headers.cookie ?? '' },
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return undefined;
    try {
      return answer.json();
    } catch {
      return undefined;
    }
  };

  /**
   * The answers each screen wanted last time it was rendered, by path: asked for together with
   * the user, so most renders are one pass instead of three (shell, page, page's lists). Only
   * keys without parameters whose path names no id (the same for every person), each once, at
   * most MAX_HINTS a screen: what is kept stays bounded whoever renders what.
   */
  const hints = new Map<string, Array<readonly unknown[]>>();
  const hintable = (key: readonly unknown[]) =>
    key.length === 1 && PLAIN_API_PATH.test(renderer.queryKeyUrl(key));
  const remember = (pathname: string, keys: Array<readonly unknown[]>) => {
    const kept = hints.get(pathname) ?? [];
    const urls = new Set(kept.map((key) => renderer.queryKeyUrl(key)));
    for (const key of keys) {
      const url = renderer.queryKeyUrl(key);
      if (kept.length >= MAX_HINTS) break;
      if (urls.has(url)) continue;
      kept.push(key);
      urls.add(url);
    }
    hints.set(pathname, kept);
  };

  const render: SignedInPage = async (request) => {
    if (!request.cookies[SESSION_COOKIE] || app.liveSettings.maintenance) return null;
    const pathname = request.url.split('?')[0];
    const ahead = [SITE_INFO_KEY, ...(hints.get(pathname) ?? [])];
    const [user, ...early] = await Promise.all(
      [USER_KEY, ...ahead].map((key) => ask(request, renderer.queryKeyUrl(key))),
    );
    if (!user) return null; // an ended session: the shell sends the person to sign in
    const answers: Answer[] = [[USER_KEY, user]];
    ahead.forEach((key, i) => early[i] !== undefined && answers.push([key, early[i]]));
    const asked = new Set([USER_KEY, ...ahead].map((key) => renderer.queryKeyUrl(key)));
    const wanted: Array<readonly unknown[]> = [];
    let page = renderer.renderSignedIn(request.url, answers);
    for (let i = 0; i < MAX_RENDERS && page.wanted.length; i++) {
      const fresh = page.wanted.filter((key) => !asked.has(renderer.queryKeyUrl(key)));
      if (!fresh.length) break;
      for (const key of fresh) asked.add(renderer.queryKeyUrl(key));
      wanted.push(...fresh.filter(hintable));
      const got = await Promise.all(fresh.map((key) => ask(request, renderer.queryKeyUrl(key))));
      fresh.forEach((key, j) => got[j] !== undefined && answers.push([key, got[j]]));
      page = renderer.renderSignedIn(request.url, answers);
    }
    if (wanted.length && renderer.SIGNED_IN_PATHS.includes(pathname)) remember(pathname, wanted);
    // A screen that sends the person elsewhere (two-factor enrolment required): a redirect,
    // as the application would navigate, rather than an empty page.
    if (page.redirect) return { redirect: page.redirect };
    const withStyles = pruneCss
      ? template.replace(USED_CSS, () => `<style>${pruneCss(shell + page.html)}</style>`)
      : template;
    const html = withStyles
      .replace(HTML_TAG, (_tag, own: string) => htmlTagFor(own, user))
      .replace(
        ROOT,
        () =>
          `<div id="root" data-signed-in="${escapeAttribute(pathname)}">${page.html}</div>` +
          `<script type="application/json" id="kinfolio-answers">${scriptJson(answers)}</script>`,
      );
    return { html };
  };

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await render(request).catch((err: unknown) => {
      request.log.error({ err }, 'signed-in page not rendered: sending the app shell');
      return null;
    });
    if (page === null)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(options.shellHtml);
    return sendSignedInPage(reply, page);
  };
  for (const screen of renderer.SIGNED_IN_PATHS) if (screen !== '/') app.get(screen, send);
  return render;
}

const HTML_TAG = /<html([^>]*)>/;

/**
 * The page's <html> tag with the person's own text size and theme, as the application sets them
 * (src/web/lib/text-size.ts, theme.ts): the page is laid out at their size from the first paint,
 * not at the standard size until the application starts (a button moving under a finger).
 * `data-theme` tells the page loader a chosen palette, which outranks the device's.
 */
function htmlTagFor(own: string, user: unknown): string {
  const { textSize, theme } = (user ?? {}) as { textSize?: unknown; theme?: unknown };
  const size = textSize === 'large' || textSize === 'larger' ? ` data-text-size="${textSize}"` : '';
  const palette =
    theme === 'dark'
      ? ' class="dark" data-theme="dark"'
      : theme === 'light'
        ? ' data-theme="light"'
        : '';
  return `<html${own}${size}${palette}>`;
}

/**
 * A page holding a person's records: never stored by the browser's HTTP cache or any shared
 * cache (`no-store`), and a cache that ignores that still keys it by the session cookie. A
 * redirect depends on the session too, so it is never stored either.
 */
export function sendSignedInPage(reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'no-store').header('vary', 'Cookie');
  if ('redirect' in page) return reply.redirect(page.redirect);
  return reply.type('text/html; charset=utf-8').send(page.html);
}
