import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadText } from '../admin/testing/admin-fixtures';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { normalisedPath } from './api-path';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
});
afterAll(() => t.close());

const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'";

describe('API answer headers', () => {
  it('a record list carries a CSP that allows nothing and Cache-Control: no-store', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/family-members',
      headers: { cookie },
      payload: { name: 'Grace Hopper', relationship: 'Spouse' },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/family-members',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Grace Hopper');
    expect(res.headers['content-security-policy']).toBe(NOTHING_ALLOWED);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('errors and unknown API paths carry them too', async () => {
    for (const url of ['/api/family-members', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toBe(NOTHING_ALLOWED);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('an API path spelled with percent-encoding gets the API headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/security' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(NOTHING_ALLOWED);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an inline file download is sandboxed and not sniffed', async () => {
    const id = await uploadText(t.app, cookie, 'note.txt', 'hello <script>alert(1)</script>');
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('normalisedPath', () => {
  it('spells every variant of an API path one way', () => {
    for (const url of [
      '/%61pi/user',
      '//api/user',
      '/API/user',
      '/%2561pi/user?x=1',
      '/x/../api/user',
      '\\api\\user',
    ])
      expect(normalisedPath(url), url).toBe('/api/user');
  });
});
