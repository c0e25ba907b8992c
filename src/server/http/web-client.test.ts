import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_PAGES,
  SECURITY_INFO_PATH,
  SUPPORT_LINE_ATTRIBUTE,
} from '../../domain/public-pages';
import { registerCompression } from './compression';
import { registerNotFound } from './errors';
import { serveWebClient } from './web-client';

// A built client in miniature, laid out as `npm run build` leaves dist/web.
const SHELL =
  '<html><head><meta name="robots" content="noindex" /></head><body><div id="root"></div></body></html>';
const pageHtml = (path: string) =>
  `<html><head><title>Pricing · Kinfolio</title><link rel="canonical" href="__APP_URL__${path}" />` +
  `<meta property="og:site_name" content="Kinfolio" /></head>` +
  `<body><div id="root" data-prerendered="${path}" data-application-name="%%APPLICATION_NAME%%" data-support-email="%%SUPPORT_EMAIL%%">` +
  `<h1>Heading of ${path} from %%APPLICATION_NAME%%</h1><a href="mailto:%%SUPPORT_EMAIL%%">Kinfolio support</a>` +
  `<footer><p>© Kinfolio</p><p ${SUPPORT_LINE_ATTRIBUTE}="" class="x">Support: <a href="mailto:%%SUPPORT_EMAIL%%">%%SUPPORT_EMAIL%%</a></p></footer></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('kinfolio '.repeat(400))});`;

const BUILT_FACTS = { sessions: '24 hours at most', cipher: 'AES-256-GCM' };
let liveFacts: Record<string, string> = { cipher: 'AES-256-GCM', sessions: '24 hours at most' };

let root: string;
let app: FastifyInstance;
const settings = { name: 'Kinfolio', supportEmail: 'support@kinfolio.local', maintenance: false };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.writeFileSync(path.join(root, 'index.html'), SHELL);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = path.join(root, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(root, 'assets', 'notes.html'), '<html><body>notes</body></html>');
  for (const page of PUBLIC_PAGES) {
    fs.writeFileSync(path.join(root, 'prerendered', page.file), pageHtml(page.path));
    if (page.prerenderedAnswers)
      fs.writeFileSync(
        path.join(root, 'prerendered', page.file.replace(/\.html$/, '.answers.json')),
        JSON.stringify(Object.fromEntries(page.prerenderedAnswers.map((p) => [p, BUILT_FACTS]))),
      );
  }

  app = Fastify();
  app.decorate('liveSettings', {
    get: (key: string) =>
      ({ application_name: settings.name, support_email: settings.supportEmail })[key] ?? '',
    get maintenance() {
      return settings.maintenance;
    },
  } as never);
  // The server's own answer that /security was prerendered with (keys in another order).
  app.get(SECURITY_INFO_PATH, async () => liveFacts);
  await app.register(cookie);
  await app.register(helmet);
  await registerCompression(app);
  registerNotFound(app, await serveWebClient(app, root, { appUrl: 'https://vault.example.org' }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it('sends the brotli copy made at build time, with Content-Encoding, Vary and a year of cache', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends hashed assets without the page-only security headers, keeping nosniff', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(res.headers[header], header).toBeUndefined();
    // A page still carries them.
    expect((await get('/pricing')).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
  });

  it('answers 404 for a name under /assets/ that is no file, never the app shell', async () => {
    for (const url of ['/assets/missing-abc.js', '/assets/', '/assets/a/b.css?x=1']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).not.toMatch(/html/);
        expect(res.body, url).not.toContain('<html');
      }
    }
    expect((await get('/assets/missing-abc.js')).json().message).toBe(
      'No such file: /assets/missing-abc.js',
    );
  });

  it('keeps the page headers on an HTML answer under /assets/', async () => {
    const res = await get('/assets/notes.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('revalidates files whose names carry no hash', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('public pages', () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path]))(
    '%s is sent prerendered, compressed, revalidated, with APP_URL in its head',
    async (pagePath) => {
      const res = await get(pagePath, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain(`<h1>Heading of ${pagePath} from Kinfolio</h1>`);
      expect(html).toContain(
        `<link rel="canonical" href="https://vault.example.org${pagePath}" />`,
      );
    },
  );

  it('writes the admin’s application name and support email into the page, and onto #root for hydration', async () => {
    settings.name = 'Acme <Vault>';
    settings.supportEmail = 'help@acme.example';
    try {
      const html = (await get('/pricing')).body;
      expect(html).toContain('<title>Pricing · Acme &lt;Vault&gt;</title>');
      expect(html).toContain('<meta property="og:site_name" content="Acme &lt;Vault&gt;" />');
      expect(html).toContain('<h1>Heading of /pricing from Acme &lt;Vault&gt;</h1>');
      expect(html).toContain('<a href="mailto:help@acme.example">Kinfolio support</a>');
      expect(html).toContain(
        'data-application-name="Acme &lt;Vault&gt;" data-support-email="help@acme.example"',
      );
      expect(html).not.toContain('%%');
    } finally {
      settings.name = 'Kinfolio';
      settings.supportEmail = 'support@kinfolio.local';
    }
    // Filled in again once the facts change back.
    expect((await get('/pricing')).body).toContain('<h1>Heading of /pricing from Kinfolio</h1>');
  });

  it('writes `$` sequences of the application name as they are, the page no larger for them', async () => {
    const page = async (name: string, email: string) => {
      Object.assign(settings, { name, supportEmail: email });
      return (await get('/pricing')).body;
    };
    try {
      const html = await page("Acme $` $' $& $$ $1", "help$'@acme.example");
      expect(html).toContain("<title>Pricing · Acme $` $' $&amp; $$ $1</title>");
      expect(html).toContain("<h1>Heading of /pricing from Acme $` $' $&amp; $$ $1</h1>");
      expect(html).toContain(`<a href="mailto:help$'@acme.example">Kinfolio support</a>`);
      // Exactly as long as the page for a name and address of the same length without `$`.
      const same = await page("Acme x` x' x& xx x1", "helpx'@acme.example");
      expect(html.length).toBe(same.length);
    } finally {
      Object.assign(settings, { name: 'Kinfolio', supportEmail: 'support@kinfolio.local' });
    }
  });

  it('leaves the support line out while no real support address is set (the starting one reaches nobody)', async () => {
    for (const unset of ['support@kinfolio.local', '']) {
      settings.supportEmail = unset;
      const html = (await get('/')).body;
      expect(html).not.toContain('Support:');
      expect(html).not.toContain('kinfolio.local');
      expect(html).toContain('<footer><p>© Kinfolio</p></footer>');
      // The browser hydrates with supportEmail null, as the page now shows.
      expect(html).toContain('data-support-email=""');
    }
    settings.supportEmail = 'help@acme.example';
    try {
      expect((await get('/')).body).toContain(
        `<p ${SUPPORT_LINE_ATTRIBUTE}="" class="x">Support: <a href="mailto:help@acme.example">help@acme.example</a></p>`,
      );
    } finally {
      settings.supportEmail = 'support@kinfolio.local';
    }
  });

  it('sends the app shell to a visitor with a session cookie: the browser renders what they may see', async () => {
    const res = await get('/', { cookie: 'kinfolio_sid=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  it('sends the app shell during maintenance (the browser shows the maintenance page)', async () => {
    settings.maintenance = true;
    try {
      expect((await get('/auth')).body).toBe(SHELL);
    } finally {
      settings.maintenance = false;
    }
  });

  it('sends /security as the app shell while the server states other facts than it was prerendered with', async () => {
    expect((await get('/security')).body).toContain('data-prerendered="/security"');
    liveFacts = { ...liveFacts, sessions: '12 hours at most' };
    try {
      expect((await get('/security')).body).toBe(SHELL);
      expect((await get('/pricing')).body).toContain('data-prerendered="/pricing"');
    } finally {
      liveFacts = { ...BUILT_FACTS };
    }
    expect((await get('/security')).body).toContain('data-prerendered="/security"');
  });

  it('sends /auth?tab=register as the app shell: the prerendered page shows Sign In', async () => {
    for (const url of ['/auth?tab=register', '/auth?tab=register&email=ruth%40example.com'])
      expect((await get(url)).body, url).toBe(SHELL);
    // A return address changes nothing the page shows.
    expect((await get('/auth?returnTo=%2Ffamily')).body).toContain('data-prerendered="/auth"');
  });

  it('sends a sign-in form the browser submitted itself back to the page, the password in no address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ruth&password=family-vault-1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth');
    expect(res.body).not.toContain('family-vault-1');
  });

  it('sends every other page as the noindex app shell, and never the raw prerendered files', async () => {
    for (const url of ['/family', '/settings', '/prerendered/pricing.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and the signed-in pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/family', '/banking', '/settings', '/admin', '/documents'])
      expect(lines, path).toContain(`Disallow: ${path}`);
    for (const page of PUBLIC_PAGES) expect(lines).not.toContain(`Disallow: ${page.path}`);
    expect(lines).toContain('Sitemap: https://vault.example.org/sitemap.xml');
  });

  it('sitemap.xml lists the public pages at APP_URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      PUBLIC_PAGES.map((p) => `https://vault.example.org${p.path === '/' ? '/' : p.path}`),
    );
  });
});
