import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, systemLogs, users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signUpAdmin, signUpWithId, uploadText } from './testing/admin-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

describe('broadcast', () => {
  it("reaches every user's bell as one unread notification, read once marked", async () => {
    const reader = await signUpWithId(t);
    const blank = await request(t.app, admin.cookie).post('/api/admin/system-message', {
      message: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('message: Message is required');

    const sent = await request(t.app, admin.cookie).post('/api/admin/system-message', {
      message: 'We will be down on Sunday from 2 to 3 am.',
    });
    expect(sent.statusCode).toBe(200);
    const total = (await t.context.db.select({ id: users.id }).from(users)).length;
    expect(sent.json().recipients).toBe(total);

    const bell = await request(t.app, reader.cookie).get('/api/notifications');
    expect(bell.json().unreadCount).toBe(1);
    const [item] = bell.json().items;
    expect(item).toMatchObject({
      title: 'System message',
      message: 'We will be down on Sunday from 2 to 3 am.',
      readAt: null,
    });
    expect(
      (await request(t.app, reader.cookie).post(`/api/notifications/${item.id}/read`)).statusCode,
    ).toBe(204);
    expect((await request(t.app, reader.cookie).get('/api/notifications')).json().unreadCount).toBe(
      0,
    );
  });
});

describe('logs', () => {
  it('lists newest first, filters by level and text, and shows the access entries', async () => {
    const someone = await signUpWithId(t);
    await request(t.app).post('/api/login', {
      username: someone.input.username,
      password: 'not-the-password',
    });
    const all = (await request(t.app, admin.cookie).get('/api/admin/logs')).json();
    const times = all.map((e: { timestamp: string }) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const warnings = (
      await request(t.app, admin.cookie).get('/api/admin/logs?level=warning')
    ).json();
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((e: { level: string }) => e.level === 'warning')).toBe(true);

    const failed = (
      await request(t.app, admin.cookie).get('/api/admin/logs?q=failed%20sign-in')
    ).json();
    expect(failed[0]).toMatchObject({ action: 'auth.login_failed', userId: someone.id });

    const byUser = (
      await request(t.app, admin.cookie).get(`/api/admin/logs?q=${someone.id}`)
    ).json();
    expect(byUser.every((e: { userId: string }) => e.userId === someone.id)).toBe(true);

    const access = (
      await request(t.app, admin.cookie).get('/api/admin/logs?category=access')
    ).json();
    expect(access.length).toBeGreaterThan(0);
    expect(access.every((e: { action: string }) => e.action.startsWith('auth.'))).toBe(true);

    const bad = await request(t.app, admin.cookie).get('/api/admin/logs?level=loud');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Level must be info, warning or error');
  });

  it('audits admin actions with who, what, target and IP', async () => {
    const target = await signUpWithId(t);
    await request(t.app, admin.cookie).post(`/api/admin/users/${target.id}/suspend`);
    const [entry] = await t.context.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.action, 'admin.user_suspend'));
    expect(entry).toMatchObject({
      userId: admin.id,
      targetKind: 'user',
      targetId: target.id,
      ipAddress: '127.0.0.1',
    });
  });
});

describe('stats', () => {
  it('computes users, active this month, MRR, documents, storage and tiers from the database', async () => {
    const before = (await request(t.app, admin.cookie).get('/api/admin/stats')).json();
    const monthly = await signUpWithId(t);
    const yearly = await signUpWithId(t);
    const lapsed = await signUpWithId(t);
    const set = (id: string, values: Partial<typeof users.$inferInsert>) =>
      t.context.db.update(users).set(values).where(eq(users.id, id));
    await set(monthly.id, {
      planKey: 'complete_family',
      subscriptionStatus: 'active',
      billingInterval: 'month',
    });
    await set(yearly.id, {
      planKey: 'essential_individual',
      subscriptionStatus: 'active',
      billingInterval: 'year',
    });
    await set(lapsed.id, {
      planKey: 'premium_family',
      subscriptionStatus: 'canceled',
      lastLogin: new Date('2001-01-01T00:00:00Z'),
    });
    await uploadText(t.app, monthly.cookie, 'a.txt', 'x'.repeat(300_000));
    await request(t.app, monthly.cookie).post('/api/documents', {
      title: 'Deed',
      category: 'Personal',
    });

    const after = (await request(t.app, admin.cookie).get('/api/admin/stats')).json();
    expect(after.totalUsers).toBe(before.totalUsers + 3);
    expect(after.activeUsers).toBe(before.activeUsers + 2);
    expect(after.revenue).toBe(before.revenue + 45 + 9);
    expect(after.subscriptions).toEqual({
      essential: before.subscriptions.essential + 1,
      complete: before.subscriptions.complete + 1,
      premium: before.subscriptions.premium,
    });
    expect(after.totalDocuments).toBe(before.totalDocuments + 1);
    const sizes = await t.context.db.select({ size: storedFiles.size }).from(storedFiles);
    expect(sizes.reduce((sum, f) => sum + f.size, 0)).toBe(300_000);
    expect(after.storageUsed).toBe('0.3 MB');
  });
});
