import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES } from '../../domain/public-pages';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { person, trust, type Person } from '../trusted-people/testing/trusted-kit';

// A built client in miniature, laid out as `npm run build` leaves dist/: the app shell, the public
// pages, the signed-in page template, and a rendering bundle standing in for the React tree
// (dist/render/): it wants the family list, and renders its names once it has the answer. The
// real tree is exercised by e2e/signed-in-first-paint.e2e.ts.
const SHELL = '<html><head></head><body><div id="root"></div>shell</body></html>';
const TEMPLATE =
  '<html><head><style data-used-css>.rows{color:red}.unused{color:blue}</style></head>' +
  '<body><div id="root"></div></body></html>';
const RENDERER = `
export const SIGNED_IN_PATHS = ['/', '/family', '/unanswerable', '/redirecting', '/documents'];
export const queryKeyUrl = (key) => key[0];
export async function preloadPages() {}
export function renderSignedIn(url, answers) {
  const got = new Map(answers.map(([key, data]) => [key[0], data]));
  if (url === '/redirecting') return { html: '', wanted: [], redirect: '/setup-two-factor' };
  if (url === '/documents') {
    // As the vault banner does: the open vault (from the cookie), then its grant by owner id.
    const vaults = got.get('/api/vaults');
    if (!vaults) return { html: '<p>Loading...</p>', wanted: [['/api/vaults']] };
    const access = vaults.current && '/api/shared-vaults/' + vaults.current.ownerId;
    if (access && !got.has(access)) return { html: '<p>Loading...</p>', wanted: [[access]] };
    return { html: '<p>documents</p>', wanted: [] };
  }
  if (url === '/unanswerable') return { html: '<p>Loading...</p>', wanted: [['/api/no-such-list']] };
  const rows = got.get('/api/family-members');
  if (!rows) return { html: '<p>Loading...</p>', wanted: [['/api/family-members']] };
  const escape = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const names = rows.map((r) => '<li>' + escape(r.name) + '</li>').join('');
  return { html: '<ul class="rows">' + names + '</ul><p>' + escape(url) + '</p>', wanted: [] };
}`;

/** The page loader's hash, as the build records it beside the pages it writes it into. */
const LOADER_HASH = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c=';

let t: TestApp;
let dist: string;
let owner: Person;
let other: Person;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-signed-in-'));
  const web = path.join(dist, 'web');
  fs.mkdirSync(path.join(web, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'render'));
  fs.writeFileSync(path.join(web, 'index.html'), SHELL);
  fs.writeFileSync(path.join(web, 'prerendered', 'signed-in.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(web, 'prerendered', 'inline-scripts.json'),
    JSON.stringify({ sha256: [LOADER_HASH] }),
  );
  fs.writeFileSync(path.join(dist, 'render', 'signed-in-render-entry.js'), RENDERER);
  for (const page of PUBLIC_PAGES) {
    fs.writeFileSync(path.join(web, 'prerendered', page.file), `<p>public ${page.path}</p>`);
    if (page.prerenderedAnswers)
      fs.writeFileSync(
        path.join(web, 'prerendered', page.file.replace(/\.html$/, '.answers.json')),
        '{}',
      );
  }
  t = await createTestApp({ serveWeb: true, webRoot: web, signedInFirstPaint: true });
  owner = await person(t);
  other = await person(t);
  for (const name of ['Ruth Okafor', 'Ada </script><script>alert(1)</script>'])
    expect(
      (await owner.api.post('/api/family-members', { name, relationship: 'Child' })).statusCode,
    ).toBe(201);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The answers block of a rendered page, parsed. */
function answersOf(html: string): Array<[unknown[], unknown]> {
  const block = /<script type="application\/json" id="kinfolio-answers">(.*?)<\/script>/s.exec(
    html,
  );
  expect(block, 'the answers block').toBeTruthy();
  return JSON.parse(block![1]!) as Array<[unknown[], unknown]>;
}

describe('a signed-in screen opened cold', () => {
  it('arrives rendered with its records and the answers beside them, never stored', async () => {
    const res = await page('/family?tab=all', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    expect(res.body).toContain('<div id="root" data-signed-in="/family"><ul class="rows"><li>');
    // Only the stylesheet rules the page's markup uses travel with it.
    expect(res.body).toContain('<style>.rows{color:red}</style>');
    expect(res.body).not.toContain('.unused');
    expect(res.body).toContain('<li>Ruth Okafor</li>');
    expect(res.body).toContain('<p>/family?tab=all</p>');
    const answers = new Map(answersOf(res.body).map(([key, data]) => [key[0], data]));
    expect((answers.get('/api/user') as { id: string }).id).toBe(owner.id);
    expect(answers.get('/api/family-members')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Ruth Okafor' })]),
    );
  });

  it('may run the page loader written into it, by its hash, and no other inline script', async () => {
    const res = await page('/family', owner.cookie);
    const policy = String(res.headers['content-security-policy']);
    // The whole directive: nothing else (no 'unsafe-inline') lets a script run.
    expect(policy).toContain(`;script-src 'self' 'sha256-${LOADER_HASH}';`);
  });

  it('a screen the server could not answer in full arrives as far as it could, for the application to finish', async () => {
    const res = await page('/unanswerable', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-signed-in="/unanswerable"><p>Loading...</p>');
  });

  it('a screen that sends the person elsewhere answers with that redirect, never stored', async () => {
    // React Router's <Navigate> does nothing in a server render: without this the page is empty.
    const res = await page('/redirecting', owner.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/setup-two-factor');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("is laid out at the person's own text size and palette from the first paint", async () => {
    const before = await page('/family', owner.cookie);
    expect(before.body).toContain('<html><head>');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie: owner.cookie },
      payload: { textSize: 'larger', theme: 'dark' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await page('/family', owner.cookie);
    expect(res.body).toContain(
      '<html data-text-size="larger" class="dark" data-theme="dark"><head>',
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie: owner.cookie },
      payload: { textSize: 'standard', theme: 'system' },
    });
  });

  it('the home dashboard at / is rendered for the session, not the landing page', async () => {
    const res = await page('/', owner.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<li>Ruth Okafor</li>');
    expect(res.body).not.toContain('public /');
  });

  it('a name cannot end the answers block: the JSON carries `<` escaped', async () => {
    const res = await page('/family', owner.cookie);
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('Ada \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(answersOf(res.body).length).toBeGreaterThan(2);
  });

  it("another person's session gets their own page: none of the owner's records", async () => {
    const res = await page('/family', other.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('Ruth Okafor');
    expect(res.body).toContain('<ul class="rows"></ul>');
    expect(JSON.stringify(answersOf(res.body))).not.toContain('Ruth Okafor');
  });

  it("a trusted person's cold load opens the vault their device chose, else their own", async () => {
    const reader = await person(t);
    await trust(t, owner, reader);
    const own = await page('/family', reader.cookie);
    expect(own.body).not.toContain('Ruth Okafor');
    expect(own.body).toContain('<ul class="rows"></ul>');
    // The vault cookie (vault-scope resolves it; this code only passes the cookies on).
    const shared = await page('/family', `${reader.cookie}; kinfolio_vault=${owner.id}`);
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.body).toContain('<li>Ruth Okafor</li>');
    // A cookie naming a vault the person holds no grant to opens nothing of it.
    const stranger = await person(t);
    const refused = await page('/family', `${stranger.cookie}; kinfolio_vault=${owner.id}`);
    expect(refused.body).not.toContain('Ruth Okafor');
  });

  it('without a session, or after signing out, the app shell: no records, no answers', async () => {
    const signedOut = await person(t);
    await signedOut.api.post('/api/family-members', { name: 'Gone Person', relationship: 'Child' });
    expect((await signedOut.api.post('/api/logout', {})).statusCode).toBeLessThan(300);
    for (const cookie of [undefined, signedOut.cookie, 'kinfolio_sid=forged']) {
      const res = await page('/family', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("remembers no hint naming an id: a later person's render asks nothing of others' vaults", async () => {
    // Issue 40, finding 6: after viewers rendered /documents in their shared vaults, an
    // unrelated person's /documents asked for each of those owners' vaults (404s), without end.
    const pairs = [];
    for (let i = 0; i < 3; i++) {
      const [vaultOwner, viewer] = [await person(t), await person(t)];
      await trust(t, vaultOwner, viewer);
      pairs.push({ vaultOwner, viewer });
    }
    // At once, so each render learns the same keys: they must be remembered once.
    const shared = await Promise.all(
      pairs.map(({ vaultOwner, viewer }) =>
        page('/documents', `${viewer.cookie}; kinfolio_vault=${vaultOwner.id}`),
      ),
    );
    for (const res of shared)
      expect(res.body).toContain('data-signed-in="/documents"><p>documents</p>');
    const unrelated = await person(t);
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const res = await page('/documents', unrelated.cookie);
      expect(res.body).toContain('<p>documents</p>');
      const calls = inject.mock.calls as unknown as Array<[{ url: string }]>;
      const asked = calls.map(([call]) => call.url);
      // The page itself, then the user, the site's information and the open vault: once each.
      expect(asked.slice(1).sort()).toEqual(['/api/site-info', '/api/user', '/api/vaults']);
    } finally {
      inject.mockRestore();
    }
  });

  it('the API answers stay no-store as before', async () => {
    const res = await request(t.app, owner.cookie).get('/api/family-members');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
