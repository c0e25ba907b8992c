import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../domain/admin';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { fillParams, signUpAdmin, signUpWithId } from '../admin/testing/admin-fixtures';
import { LIVE_SETTINGS_REFRESH_MS } from '../settings/live-settings';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { isOpenDuringMaintenance, RETRY_AFTER_SECONDS } from './maintenance-mode';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let plain: Awaited<ReturnType<typeof signUpWithId>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  plain = await signUpWithId(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const setMaintenance = (enabled: boolean) =>
  call('POST', '/api/admin/maintenance', admin.cookie, { enabled });

describe('maintenance mode', () => {
  it('answers 503 with Retry-After to every non-admin API route, and admins keep working', async () => {
    const on = await setMaintenance(true);
    expect(on.json()).toEqual({ enabled: true });
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    const closed = apiRoutes.filter((r) => !isOpenDuringMaintenance(r.method, r.url));
    expect(closed.length).toBeGreaterThan(40);
    for (const route of closed) {
      const url = fillParams(route.url, plain.id);
      for (const cookie of [undefined, plain.cookie]) {
        const res = await call(route.method as Method, url, cookie, {});
        const what = `${route.method} ${route.url} ${cookie ? 'user' : 'anonymous'}`;
        expect(res.statusCode, what).toBe(503);
        expect(res.headers['retry-after'], what).toBe(String(RETRY_AFTER_SECONDS));
        expect(res.json().message, what).toBe(MAINTENANCE_MESSAGE);
      }
    }
    // Unknown paths too; and no header or query string opens the door.
    expect((await call('GET', '/api/no-such-thing', plain.cookie)).statusCode).toBe(503);
    for (const [url, headers] of [
      ['/api/family-members?admin=true&maintenance=false', {}],
      ['/api/family-members', { 'x-admin': 'true', 'x-maintenance-bypass': '1' }],
      ['/api/site-info/../family-members', {}],
    ] as const) {
      expect((await call('GET', url, plain.cookie, undefined, headers)).statusCode, url).toBe(503);
    }

    for (const route of apiRoutes.filter(
      (r) => r.url.startsWith('/api/admin/') && r.method === 'GET',
    )) {
      const res = await call('GET', fillParams(route.url, plain.id), admin.cookie);
      expect(res.statusCode, route.url).toBe(200);
    }
    expect((await call('GET', '/api/family-members', admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/site-info')).json().maintenance).toBe(true);
    expect((await call('GET', '/api/user', plain.cookie)).statusCode).toBe(200);
  });

  it('lets an admin sign in and answers a non-admin sign-in with 503', async () => {
    const asAdmin = await call('POST', '/api/login', undefined, {
      username: admin.input.username,
      password: admin.input.password,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/stats', sessionCookieOf(asAdmin))).statusCode).toBe(200);
    const asUser = await call('POST', '/api/login', undefined, {
      username: plain.input.username,
      password: plain.input.password,
    });
    expect(asUser.statusCode).toBe(503);
    expect(asUser.cookies.find((c) => c.name === 'kinfolio_sid')).toBeUndefined();
    const wrong = await call('POST', '/api/login', undefined, {
      username: plain.input.username,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('ends when switched off', async () => {
    expect((await setMaintenance(false)).json()).toEqual({ enabled: false });
    expect((await call('GET', '/api/family-members', plain.cookie)).statusCode).toBe(200);
  });

  it('reaches another instance on the same database within the refresh interval', async () => {
    const { app: other } = await buildApp(t.config, { database: otherHandle(), logger: false });
    await other.ready();
    try {
      const get = () =>
        other.inject({
          method: 'GET',
          url: '/api/family-members',
          headers: { cookie: plain.cookie },
        });
      expect((await get()).statusCode).toBe(200);
      await setMaintenance(true);
      await new Promise((r) => setTimeout(r, LIVE_SETTINGS_REFRESH_MS + 100));
      await get(); // the first request after the interval starts the background refresh
      await other.liveSettings.settle();
      expect((await get()).statusCode).toBe(503);
      await setMaintenance(false);
    } finally {
      await other.close();
    }
  });
});

/** The test app's own database handle, shared, so closing the second app leaves it open. */
function otherHandle() {
  return { db: t.context.db, engine: 'pglite' as const, close: async () => {} };
}

describe('maintenance across a restart', () => {
  it('is still on after the app is rebuilt on the same data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-maint-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: undefined,
      serveWeb: false,
    };
    try {
      const first = await buildApp(config, { logger: false });
      await first.app.ready();
      await first.app.liveSettings.save([['maintenance_mode', 'true']]);
      await first.app.close();

      const second = await buildApp(config, { logger: false });
      await second.app.ready();
      expect(second.app.liveSettings.maintenance).toBe(true);
      const res = await second.app.inject({ method: 'GET', url: '/api/family-members' });
      expect(res.statusCode).toBe(503);
      await second.app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
