import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { supportAddress } from '../../domain/admin';
import {
  DEFAULT_APPLICATION_NAME,
  PUBLIC_PAGES,
  SITE_FACT_PLACEHOLDERS,
  SUPPORT_LINE_ATTRIBUTE,
} from '../../domain/public-pages';
import { SESSION_COOKIE } from './request-user';
import { sendSignedInPage, type SignedInPage } from './signed-in-pages';
import { robotsTxt, sitemapXml } from './crawlers';

/** One HTML page as sent: plain, brotli and gzip. */
interface PageBytes {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * Every key of `values` in `text` replaced by its value as it is, in one pass: through a
 * function, since a replacement string expands `$&`, `` $` `` and `$'` (an application name
 * "$`" pasted the whole page before each placeholder), and once, so a value that happens to hold
 * another placeholder is not filled in again.
 */
function fill(text: string, values: Record<string, string>): string {
  const keys = Object.keys(values).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(keys.join('|'), 'g'), (key) => values[key] ?? key);
}

/** What the server writes into a page it sends: its address and the installation's facts. */
interface PageFacts {
  appUrl: string;
  applicationName: string;
  /** null while no real address is set: the page then offers none. */
  supportEmail: string | null;
}

/** An element with the support-line mark, to its closing tag (it holds none of its own kind). */
const SUPPORT_LINE = new RegExp(
  `<(\\w+)\\b[^>]*\\b${SUPPORT_LINE_ATTRIBUTE}=""[^>]*>[\\s\\S]*?</\\1>`,
  'g',
);

/**
 * Fills in what the build could not know: the server's APP_URL (canonical and Open Graph links),
 * the admin's application name (the head's titles, written with the default name) and the
 * installation's facts the body was rendered with as placeholders (public-pages.ts), also on
 * #root, where the browser reads them to hydrate the page with the same values.
 */
function fillPage(html: string, facts: PageFacts): string {
  const name = escapeHtml(facts.applicationName);
  const placeholders = {
    [SITE_FACT_PLACEHOLDERS.applicationName]: name,
    [SITE_FACT_PLACEHOLDERS.supportEmail]: escapeHtml(facts.supportEmail ?? ''),
  };
  const headEnd = Math.max(html.indexOf('</head>'), 0);
  const head = fill(html.slice(0, headEnd), {
    ...placeholders,
    __APP_URL__: escapeHtml(facts.appUrl),
    [DEFAULT_APPLICATION_NAME]: name,
  });
  const body = html.slice(headEnd);
  return head + fill(facts.supportEmail ? body : body.replace(SUPPORT_LINE, ''), placeholders);
}

function compressed(html: string): PageBytes {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** JSON with every object's keys in order, so two equal values give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The encoding to send: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serves the public pages: the prerendered HTML to visitors without a session cookie (they are
 * signed out), the app shell to everyone else, during maintenance and to a query the HTML does
 * not show (the browser renders what the user may see); plus robots.txt and sitemap.xml. Pages
 * are filled in and compressed once per set of installation facts (they rarely change) and
 * revalidated on every visit (`no-cache`).
 */
export function registerPublicPages(
  app: FastifyInstance,
  options: { root: string; appUrl: string; shellHtml: string; signedInPage?: SignedInPage | null },
) {
  const templates = new Map(
    PUBLIC_PAGES.map((page) => [
      page.path,
      fs.readFileSync(path.join(options.root, 'prerendered', page.file), 'utf8'),
    ]),
  );
  let cachedFacts = '';
  let cache = new Map<string, PageBytes>();
  const bytesOf = (key: string, html: string): PageBytes => {
    const facts: PageFacts = {
      appUrl: options.appUrl,
      applicationName: app.liveSettings.get('application_name') || DEFAULT_APPLICATION_NAME,
      supportEmail: supportAddress(app.liveSettings.get('support_email')),
    };
    const factsKey = JSON.stringify(facts);
    if (factsKey !== cachedFacts) {
      cachedFacts = factsKey;
      cache = new Map();
    }
    let bytes = cache.get(key);
    if (!bytes) {
      bytes = compressed(fillPage(html, facts));
      cache.set(key, bytes);
    }
    return bytes;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, type: string, bytes: PageBytes) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.type(type).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytes[encoding]);
  };

  // The API answers a page was prerendered with (scripts/prerender.mjs), by page path.
  const builtAnswers = new Map(
    PUBLIC_PAGES.filter((page) => page.prerenderedAnswers).map((page) => [
      page.path,
      JSON.parse(
        fs.readFileSync(
          path.join(options.root, 'prerendered', page.file.replace(/\.html$/, '.answers.json')),
          'utf8',
        ),
      ) as Record<string, unknown>,
    ]),
  );
  /**
   * True while this server answers every API call the page was prerendered with as the build's
   * default server did: a changed setting (a session timeout, say) must not show the visitor a
   * statement that is no longer true, nor a page React could not hydrate. Asked through the
   * server's own route, so the answer compared is the one the browser will get.
   */
  const answersMatch = async (pagePath: string) => {
    for (const [apiPath, built] of Object.entries(builtAnswers.get(pagePath) ?? {})) {
      const live = await app.inject({ method: 'GET', url: apiPath });
      if (live.statusCode !== 200 || canonicalJson(live.json()) !== canonicalJson(built))
        return false;
    }
    return true;
  };

  for (const page of PUBLIC_PAGES) {
    app.get(page.path, async (request, reply) => {
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      // `/` with a session is the home dashboard, rendered with its data (signed-in-pages.ts).
      if (signedIn && page.path === '/' && options.signedInPage) {
        const rendered = await options.signedInPage(request).catch((err: unknown) => {
          request.log.error({ err }, 'signed-in page not rendered: sending the app shell');
          return null;
        });
        if (rendered !== null) return sendSignedInPage(reply, rendered);
      }
      const query = request.query as Record<string, unknown>;
      const asksForMore = page.appShellQuery?.some((name) => query[name] !== undefined) ?? false;
      const prerendered =
        !signedIn &&
        !asksForMore &&
        !app.liveSettings.maintenance &&
        (await answersMatch(page.path));
      const bytes = prerendered
        ? bytesOf(page.path, templates.get(page.path)!)
        : bytesOf('shell', options.shellHtml);
      return send(request, reply, 'text/html; charset=utf-8', bytes);
    });
  }
  // The sign-in form says method="post": sent by the browser itself (the page's script never
  // ran), the credentials travel in a body nobody reads instead of in the address, and the
  // visitor is sent back to the page.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post('/auth', (_request, reply) => reply.redirect('/auth', 303));
  });
  app.get('/robots.txt', (request, reply) =>
    send(request, reply, 'text/plain; charset=utf-8', bytesOf('robots', robotsTxt(options.appUrl))),
  );
  app.get('/sitemap.xml', (request, reply) =>
    send(
      request,
      reply,
      'application/xml; charset=utf-8',
      bytesOf('sitemap', sitemapXml(options.appUrl)),
    ),
  );
}
