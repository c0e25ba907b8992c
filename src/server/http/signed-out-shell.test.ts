import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from './request-user';
import { registerSignedOutShell } from './signed-out-shell';

// The invitation link opened cold: the shell tells the browser it is signed out (no session
// cookie), so the page does not ask GET /api/user for a 401 (issue 28).

const SHELL = '<html><body><div id="root"></div><script src="/assets/a.js"></script></body></html>';
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  registerSignedOutShell(app, SHELL);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, sessionCookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: sessionCookie ? { cookie: `${SESSION_COOKIE}=${sessionCookie}` } : {},
  });

it('marks the shell signed out for a request without a session cookie', async () => {
  for (const url of ['/invitations', '/invitations/old-style-token']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('Cookie');
    expect(res.body).toBe(
      '<html><body><div id="root" data-signed-out=""></div><script src="/assets/a.js"></script></body></html>',
    );
  }
});

it('sends the shell unmarked with a session cookie: only the server can tell if it is good', async () => {
  const res = await get('/invitations', 'some-session');
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(SHELL);
});
