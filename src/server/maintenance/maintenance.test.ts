import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../domain/admin';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { fillParams, signUpAdmin, signUpWithId } from '../admin/testing/admin-fixtures';
import { LIVE_SETTINGS_REFRESH_MS } from '../settings/live-settings';
import { request, type HttpMethod } from '../testing/request';
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

const setMaintenance = (enabled: boolean) =>
  request(t.app, admin.cookie).post('/api/admin/maintenance', { enabled });

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
        const res = await request(t.app, cookie).send(route.method as HttpMethod, url, {});
        const what = `${route.method} ${route.url} ${cookie ? 'user' : 'anonymous'}`;
        expect(res.statusCode, what).toBe(503);
        expect(res.headers['retry-after'], what).toBe(String(RETRY_AFTER_SECONDS));
        expect(res.json().message, what).toBe(MAINTENANCE_MESSAGE);
      }
    }
    // Unknown paths too; and no header or query string opens the door.
    const unknown = await request(t.app, plain.cookie).get('/api/no-such-thing');
    expect(unknown.statusCode).toBe(503);
    // An administrator switches it on by hand: nothing was scheduled (issue 27).
    expect(unknown.json().message).toBe(
      'We are down for maintenance. Please try again in a few minutes.',
    );
    for (const [url, headers] of [
      ['/api/family-members?admin=true&maintenance=false', {}],
      ['/api/family-members', { 'x-admin': 'true', 'x-maintenance-bypass': '1' }],
      ['/api/site-info/../family-members', {}],
    ] as const) {
      expect(
        (await request(t.app, plain.cookie).get(url, { headers: headers })).statusCode,
        url,
      ).toBe(503);
    }

    for (const route of apiRoutes.filter(
      (r) => r.url.startsWith('/api/admin/') && r.method === 'GET',
    )) {
      const res = await request(t.app, admin.cookie).get(fillParams(route.url, plain.id));
      expect(res.statusCode, route.url).toBe(200);
    }
    expect((await request(t.app, admin.cookie).get('/api/family-members')).statusCode).toBe(200);
    expect((await request(t.app).get('/api/site-info')).json().maintenance).toBe(true);
    expect((await request(t.app, plain.cookie).get('/api/user')).statusCode).toBe(200);
  });

  it('lets an admin sign in and answers a non-admin sign-in with 503', async () => {
    const asAdmin = await request(t.app).post('/api/login', {
      username: admin.input.username,
      password: admin.input.password,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(
      (await request(t.app, sessionCookieOf(asAdmin)).get('/api/admin/stats')).statusCode,
    ).toBe(200);
    const asUser = await request(t.app).post('/api/login', {
      username: plain.input.username,
      password: plain.input.password,
    });
    expect(asUser.statusCode).toBe(503);
    expect(asUser.cookies.find((c) => c.name === 'kinfolio_sid')).toBeUndefined();
    const wrong = await request(t.app).post('/api/login', {
      username: plain.input.username,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('ends when switched off', async () => {
    expect((await setMaintenance(false)).json()).toEqual({ enabled: false });
    expect((await request(t.app, plain.cookie).get('/api/family-members')).statusCode).toBe(200);
  });

  it('reaches another instance on the same database within the refresh interval', async () => {
    const { app: other } = await buildApp(t.config, { database: otherHandle(), logger: false });
    await other.ready();
    try {
      const get = () => request(other, plain.cookie).get('/api/family-members');
      expect((await get()).statusCode).toBe(200);
      await setMaintenance(true);
      // The interval passes on the clock the instance reads (Date only; I/O keeps running).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LIVE_SETTINGS_REFRESH_MS + 1 });
      await get(); // the first request after the interval starts the background refresh
      await other.liveSettings.settle();
      expect((await get()).statusCode).toBe(503);
      await setMaintenance(false);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});

/** The test app's own database handle, shared, so closing the second app leaves it open. */
function otherHandle() {
  const engine = t.config.databaseUrl ? ('postgres' as const) : ('pglite' as const);
  return { db: t.context.db, engine, close: async () => {} };
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
      const res = await request(second.app).get('/api/family-members');
      expect(res.statusCode).toBe(503);
      await second.app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
