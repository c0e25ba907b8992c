import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs, users } from '../db/schema';
import { request, type HttpMethod } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CROSS_SITE_MESSAGE } from './require-admin';
import { fillParams, signUpAdmin, signUpWithId, uploadText } from './testing/admin-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let plain: Awaited<ReturnType<typeof signUpWithId>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  plain = await signUpWithId(t);
});
afterAll(() => t.close());

const adminRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/admin'));

/** Text a user types into their records; no admin answer may contain it. */
const CANARY = 'Zebediah-Canary-7731';

describe('every /api/admin route in the route table', () => {
  it('is served', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'POST /api/admin/users/:id/suspend',
        'POST /api/admin/users/:id/reactivate',
        'DELETE /api/admin/users/:id',
        'GET /api/admin/logs',
        'POST /api/admin/system-message',
        'GET /api/admin/maintenance',
        'POST /api/admin/maintenance',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'POST /api/admin/export',
        'POST /api/admin/import',
      ]),
    );
    // No admin GET writes anything but the audit row of a view (below): the export is a POST.
    expect(urls).not.toContain('GET /api/admin/export');
  });

  it('refuses every admin request another site started, GETs included, before it does anything', async () => {
    const target = await signUpWithId(t);
    const views = async () =>
      (await t.context.db.select().from(systemLogs).where(eq(systemLogs.action, 'admin.user_view')))
        .length;
    const before = await views();
    for (const route of adminRoutes()) {
      const res = await request(t.app, admin.cookie).send(
        route.method as HttpMethod,
        fillParams(route.url, target.id),
        route.method === 'GET' ? undefined : {},
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await views()).toBe(before);
    // The same view from the admin screen itself is served and audited.
    const own = await request(t.app, admin.cookie).get(`/api/admin/users/${target.id}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
  });

  it('answers 401 signed out, 403 to a plain user, and serves an admin', async () => {
    const routes = adminRoutes();
    for (const route of routes) {
      // A stranger's id: the admin's calls must not change the two test accounts.
      const url = fillParams(route.url, randomUUID());
      const what = `${route.method} ${route.url}`;
      const anonymous = await request(t.app).send(route.method as HttpMethod, url, {});
      expect(anonymous.statusCode, what).toBe(401);
      const user = await request(t.app, plain.cookie).send(route.method as HttpMethod, url, {});
      expect(user.statusCode, what).toBe(403);
      expect(user.json().message, what).toBe('Administrators only.');
      const asAdmin = await request(t.app, admin.cookie).send(route.method as HttpMethod, url, {});
      expect([401, 403], what).not.toContain(asAdmin.statusCode);
      expect(asAdmin.statusCode, `${what}: ${asAdmin.body}`).toBeLessThan(500);
    }
    // Nothing the sweep sent may have switched maintenance on or changed a setting.
    expect((await request(t.app, admin.cookie).get('/api/admin/maintenance')).json()).toEqual({
      enabled: false,
    });
  });

  it('has no route that edits or deletes the audit log', () => {
    const logRoutes = t.app.routeTable.filter((r) => r.url.includes('/logs'));
    expect(logRoutes.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('what an admin can see of a user', () => {
  it('lists accounts and metadata, counts records, and never returns their contents', async () => {
    const owner = await signUpWithId(t);
    const member = await request(t.app, owner.cookie).post('/api/family-members', {
      name: `${CANARY} Senior`,
      relationship: 'Spouse',
    });
    expect(member.statusCode, member.body).toBe(201);
    const bank = await request(t.app, owner.cookie).post('/api/bank-accounts', {
      bankName: 'Chase',
      accountType: 'Checking',
      accountNumber: '99887766554433',
      currentBalance: '4321.09',
      notes: CANARY,
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const fileId = await uploadText(t.app, owner.cookie, `${CANARY}.txt`, `secret ${CANARY}`);

    const list = await request(t.app, admin.cookie).get('/api/admin/users');
    expect(list.statusCode).toBe(200);
    const row = list.json().find((u: { id: string }) => u.id === owner.id);
    expect(row).toMatchObject({
      username: owner.input.username,
      email: owner.input.email,
      isActive: true,
      subscriptionTier: 'trial',
    });

    const detail = await request(t.app, admin.cookie).get(`/api/admin/users/${owner.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().recordCounts).toMatchObject({ 'family-members': 1, 'bank-accounts': 1 });
    expect(detail.json().storedFiles).toBe(1);

    // Every admin GET, with the owner's id in place of any parameter, and the export (a POST
    // since it asks for the password): counts and metadata, never a typed value or an amount.
    const answers = [];
    for (const route of adminRoutes().filter((r) => r.method === 'GET')) {
      const res = await request(t.app, admin.cookie).get(fillParams(route.url, owner.id));
      expect(res.statusCode, route.url).toBe(200);
      answers.push({ url: route.url, body: res.body });
    }
    const exported = await request(t.app, admin.cookie).post('/api/admin/export', {
      password: admin.input.password,
    });
    expect(exported.statusCode).toBe(200);
    answers.push({ url: 'POST /api/admin/export', body: exported.body });
    for (const { url, body } of answers) {
      for (const secret of [CANARY, '99887766554433', '4321.09']) {
        expect(body, `${url} leaks ${secret}`).not.toContain(secret);
      }
    }

    // The admin's own record routes show only the admin's (empty) records.
    expect((await request(t.app, admin.cookie).get('/api/family-members')).json()).toEqual([]);
    const theirs = member.json().id as string;
    expect(
      (await request(t.app, admin.cookie).patch(`/api/family-members/${theirs}`, {})).statusCode,
    ).toBe(404);
    expect((await request(t.app, admin.cookie).get(`/api/files/${fileId}`)).statusCode).toBe(404);
    expect((await request(t.app, owner.cookie).get(`/api/files/${fileId}`)).statusCode).toBe(200);
  });
});

describe('suspend and reactivate', () => {
  it("ends the user's open session at once and refuses sign-in until reactivated", async () => {
    const target = await signUpWithId(t);
    expect((await request(t.app, target.cookie).get('/api/user')).statusCode).toBe(200);
    const res = await request(t.app, admin.cookie).post(`/api/admin/users/${target.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, isActive: false });
    expect((await request(t.app, target.cookie).get('/api/user')).statusCode).toBe(401);
    const login = await request(t.app).post('/api/login', {
      username: target.input.username,
      password: target.input.password,
    });
    expect(login.statusCode).toBe(403);

    const back = await request(t.app, admin.cookie).post(
      `/api/admin/users/${target.id}/reactivate`,
    );
    expect(back.json()).toMatchObject({ isActive: true });
    const again = await request(t.app).post('/api/login', {
      username: target.input.username,
      password: target.input.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to suspend or delete the admin themself', async () => {
    const suspend = await request(t.app, admin.cookie).post(`/api/admin/users/${admin.id}/suspend`);
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().message).toBe('You cannot suspend your own account.');
    const del = await request(t.app, admin.cookie).delete(`/api/admin/users/${admin.id}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('You cannot delete your own account.');
    const [me] = await t.context.db.select().from(users).where(eq(users.id, admin.id));
    expect(me?.isActive).toBe(true);
  });
});

describe('delete', () => {
  it('removes the user, every row that belongs to them and every stored file', async () => {
    const leaving = await signUpWithId(t);
    await request(t.app, leaving.cookie).post('/api/family-members', {
      name: 'Kid',
      relationship: 'Child',
    });
    const fileId = await uploadText(t.app, leaving.cookie, 'will.txt', 'my will');
    const doc = await request(t.app, leaving.cookie).post('/api/documents', {
      title: 'Will',
      category: 'Personal',
      filePath: fileId,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    await request(t.app, admin.cookie).post('/api/admin/system-message', { message: 'hello all' });
    expect(await rowsOf(leaving.id)).toBeGreaterThan(3);
    expect(await t.context.files.list()).toContain(fileId);

    const res = await request(t.app, admin.cookie).delete(`/api/admin/users/${leaving.id}`);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(leaving.id)).toBe(0);
    expect(await t.context.files.list()).not.toContain(fileId);
    expect((await request(t.app, leaving.cookie).get('/api/user')).statusCode).toBe(401);
    expect(
      (await request(t.app, admin.cookie).delete(`/api/admin/users/${leaving.id}`)).statusCode,
    ).toBe(404);
  });
});

/**
 * Rows naming a user in any table: users.id, and user_id in every other table except the audit
 * log, whose trail of a deleted account is kept by design (no foreign key on purpose).
 */
async function rowsOf(userId: string): Promise<number> {
  const result = await t.context.db.execute(sql`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'user_id' AND table_name <> 'system_logs'`);
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows;
  expect(tables.length).toBeGreaterThan(12);
  let total = (await t.context.db.select().from(users).where(eq(users.id, userId))).length;
  for (const { table_name } of tables) {
    const counted = await t.context.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE user_id = ${userId}`,
    );
    total += Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return total;
}
