import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { systemLogs } from '../db/schema';
import { createTestApp, newUserInput, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Signs up through the given socket address and headers; returns the audited IP and cookie. */
async function signUpVia(
  trustProxy: AppConfig['trustProxy'],
  remoteAddress: string,
  headers: Record<string, string>,
) {
  t = await createTestApp({ trustProxy });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    headers,
    payload: newUserInput(),
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: string };
  const [row] = await t.context.db
    .select({ ip: systemLogs.ipAddress })
    .from(systemLogs)
    .where(and(eq(systemLogs.userId, id), eq(systemLogs.action, 'auth.register')));
  const cookie = res.headers['set-cookie'];
  return { ip: row?.ip, cookie: Array.isArray(cookie) ? cookie.join('\n') : String(cookie) };
}

describe('TRUST_PROXY', () => {
  it('refuses true at start, naming the variable and what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY.*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.local' })).toThrow(
      /TRUST_PROXY: "proxy.local" is not an address or CIDR range/,
    );
  });

  it('refuses a hop count when clients could connect without the proxy', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toThrow(
      /TRUST_PROXY=1 \(a hop count\) needs HOST to be a loopback address/,
    );
  });

  it('reads a hop count, an address list, and false or unset as no proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2', HOST: '::1' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('with 1 hop, takes the client from X-Forwarded-For and ignores a spoofed left-most entry', async () => {
    const seen = await signUpVia(1, '10.0.0.2', {
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.ip).toBe('203.0.113.7');
    expect(seen.cookie).toMatch(/kinfolio_sid=[^\n]*; Secure/);
  });

  it('with an address list, ignores X-Forwarded-For from an address not on it', async () => {
    const seen = await signUpVia(['127.0.0.1', '10.0.0.0/8'], '198.51.100.9', {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.ip).toBe('198.51.100.9');
    expect(seen.cookie).not.toMatch(/Secure/);
  });

  it('with an address list, believes a proxy on it', async () => {
    const seen = await signUpVia(['127.0.0.1', '10.0.0.0/8'], '10.1.2.3', {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.ip).toBe('203.0.113.7');
    expect(seen.cookie).toMatch(/kinfolio_sid=[^\n]*; Secure/);
  });

  it('with false, ignores X-Forwarded-For and X-Forwarded-Proto', async () => {
    const seen = await signUpVia(false, '127.0.0.1', {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.ip).toBe('127.0.0.1');
    expect(seen.cookie).not.toMatch(/Secure/);
  });
});
