import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, newUserInput, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF defence', () => {
  it('refuses a state change started by another site', async () => {
    const { cookie } = await signUp(t.app);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toMatch(/Cross-site request refused/);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('lets same-origin pages and non-browser clients through', async () => {
    const { cookie } = await signUp(t.app);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      payload: { theme: 'dark' },
      headers: {
        cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const noOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      payload: { theme: 'light' },
      headers: { cookie },
    });
    expect(noOrigin.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such endpoint: GET /api/does-not-exist');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 and stores nothing', async () => {
    const [{ n: before }] = await t.context.db.select({ n: count() }).from(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newUserInput(), firstName: 'x'.repeat(300_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
    const [{ n: after }] = await t.context.db.select({ n: count() }).from(users);
    expect(after).toBe(before);
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newUserInput(), isAdmin: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isAdmin).toBe(false);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message and Retry-After once an IP or account exceeds its limit', async () => {
    const limited = await createTestApp({
      rateLimits: { authPerIpPerMinute: 100, authPerAccountPerMinute: 3 },
    });
    try {
      const attempt = (username: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('victim')).statusCode).toBe(401);
      const blocked = await attempt('Victim');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(
        /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt('someone-else')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits each client IP across accounts', async () => {
    const limited = await createTestApp({
      rateLimits: { authPerIpPerMinute: 2, authPerAccountPerMinute: 100 },
    });
    try {
      const reset = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/request-password-reset',
          payload: { email },
        });
      expect((await reset('a@example.com')).statusCode).toBe(200);
      expect((await reset('b@example.com')).statusCode).toBe(200);
      expect((await reset('c@example.com')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('response headers', () => {
  it("API answers carry nosniff, same-origin resource policy and a CSP that allows nothing, not the page's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
