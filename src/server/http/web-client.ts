import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerSignedInPages } from './signed-in-pages';
import { registerSignedOutShell } from './signed-out-shell';
import { registerPublicPages } from './web-pages';

/** The built client folder: `webRoot` when given, else dist/web where there is one. */
export function webClientRoot(webRoot?: string): string | null {
  return webRoot ?? findWebDist();
}

function findWebDist(): string | null {
  // Seen from src/server/http in development, from dist/server when bundled.
  const candidates = [
    path.resolve(import.meta.dirname, '../../../dist/web'),
    path.resolve(import.meta.dirname, '../web'),
    path.resolve(process.cwd(), 'dist/web'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * Serves the built React client from dist/web (see serveWebClient); null when there is no build.
 */
export async function registerWebClient(
  app: FastifyInstance,
  options: { appUrl: string; webRoot?: string; signedInFirstPaint?: boolean },
): Promise<Buffer | null> {
  const root = webClientRoot(options.webRoot);
  if (!root) {
    app.log.warn('dist/web not found: run `npm run build` to serve the web client');
    return null;
  }
  return serveWebClient(app, root, options);
}

/**
 * Serves a built client folder: its files with the brotli or gzip copy the build made
 * (Content-Encoding, Vary: Accept-Encoding), hashed assets cached for a year and the rest
 * revalidated; the public pages prerendered (web-pages.ts), the signed-in screens rendered with
 * their data (signed-in-pages.ts), robots.txt and sitemap.xml. Returns
 * the app shell (index.html, `noindex`), which the not-found handler sends for every other path.
 */
export async function serveWebClient(
  app: FastifyInstance,
  root: string,
  options: { appUrl: string; signedInFirstPaint?: boolean },
): Promise<Buffer> {
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The prerendered pages are sent by their own routes, with APP_URL filled in.
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A name under /assets/ that is no built file is a 404, never the app shell: the shell would
  // go out without its page headers below (no CSP, no frame protection), and a script tag or an
  // import asking for it wants a file, not a page.
  app.get('/assets/*', (request, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-cache')
      .send({ message: `No such file: ${request.url.split('?')[0]}` }),
  );
  app.addHook('onSend', async (request, reply) => {
    // Only files lose them: any page (HTML) keeps every header that governs a document.
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith('/assets/') && !type.startsWith('text/html'))
      for (const header of PAGE_ONLY_HEADERS) reply.removeHeader(header);
  });
  const signedInPage = options.signedInFirstPaint
    ? await registerSignedInPages(app, { webRoot: root, shellHtml: indexHtml })
    : null;
  registerPublicPages(app, {
    root,
    appUrl: options.appUrl,
    shellHtml: indexHtml.toString(),
    signedInPage,
  });
  registerSignedOutShell(app, indexHtml.toString());
  return indexHtml;
}

/**
 * Helmet's headers that govern a document (what it may load, frame or open), meaningless on a
 * script or stylesheet: a public page loads ~15 hashed assets, and these ~600 bytes on each cost a
 * phone more than some of the files themselves. `X-Content-Type-Options` and CORP stay.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'last-modified', // never asked about: the name changes with the content
];
