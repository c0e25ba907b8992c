import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { confirmAddress } from '../testing/confirm-address';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account settings', () => {
  it('changes name and email, and refuses an email a confirmed account uses', async () => {
    const { cookie, input } = await signUp(t.app);
    const other = await signUp(t.app);
    await confirmAddress(t.app, t.dataDir, other.input.email);
    const res = await request(t.app, cookie).patch('/api/user', {
      firstName: 'Grace',
      email: 'grace@example.com',
      currentPassword: input.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Lovelace',
      email: input.email,
      pendingEmail: 'grace@example.com',
    });
    await confirmAddress(t.app, t.dataDir, 'grace@example.com');
    expect((await request(t.app, cookie).get('/api/user')).json()).toMatchObject({
      firstName: 'Grace',
      email: 'grace@example.com',
    });
    const taken = await request(t.app, cookie).patch('/api/user', {
      email: other.input.email.toUpperCase(),
      currentPassword: input.password,
    });
    expect(taken.statusCode).toBe(409);
    expect((await request(t.app, cookie).get('/api/user')).json()).toMatchObject({
      email: 'grace@example.com',
      pendingEmail: null,
    });
  });

  it('changes the password only with the current one, signing out other devices', async () => {
    const { input, cookie } = await signUp(t.app);
    const laptop = sessionCookieOf(
      await request(t.app).post('/api/login', {
        username: input.username,
        password: input.password,
      }),
    );
    const wrong = await request(t.app, cookie).post('/api/user/password', {
      currentPassword: 'not-it',
      newPassword: 'next-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const ok = await request(t.app, cookie).post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'next-password',
    });
    expect(ok.statusCode).toBe(204);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    expect((await request(t.app, laptop).get('/api/user')).statusCode).toBe(401);
  });

  it('signs out of all sessions', async () => {
    const { input, cookie } = await signUp(t.app);
    const phone = sessionCookieOf(
      await request(t.app).post('/api/login', {
        username: input.username,
        password: input.password,
      }),
    );
    expect((await request(t.app, cookie).post('/api/user/sign-out-everywhere')).statusCode).toBe(
      204,
    );
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(401);
    expect((await request(t.app, phone).get('/api/user')).statusCode).toBe(401);
  });

  it('stores the theme preference per user and rejects unknown themes', async () => {
    const { cookie } = await signUp(t.app);
    expect(
      (await request(t.app, cookie).put('/api/user/preferences', { theme: 'dark' })).json().theme,
    ).toBe('dark');
    expect((await request(t.app, cookie).get('/api/user')).json().theme).toBe('dark');
    const bad = await request(t.app, cookie).put('/api/user/preferences', { theme: 'neon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('theme');
  });
});

describe('notifications', () => {
  it('counts unread notifications and marks them read, only for their owner', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const empty = await request(t.app, alice.cookie).get('/api/notifications');
    expect(empty.json()).toEqual({ unreadCount: 0, items: [] });
    const [note] = await t.context.db
      .insert(notifications)
      .values({ userId: alice.user.id, title: 'Welcome', message: 'Hello' })
      .returning();
    const list = await request(t.app, alice.cookie).get('/api/notifications');
    expect(list.json().unreadCount).toBe(1);
    expect(list.json().items[0]).toMatchObject({ id: note.id, title: 'Welcome', readAt: null });
    expect(
      (await request(t.app, bob.cookie).post(`/api/notifications/${note.id}/read`)).statusCode,
    ).toBe(404);
    expect((await request(t.app, bob.cookie).get('/api/notifications')).json().unreadCount).toBe(0);
    expect(
      (await request(t.app, alice.cookie).post(`/api/notifications/${note.id}/read`)).statusCode,
    ).toBe(204);
    expect((await request(t.app, alice.cookie).get('/api/notifications')).json().unreadCount).toBe(
      0,
    );
    expect(
      (await request(t.app, alice.cookie).post('/api/notifications/not-a-uuid/read')).statusCode,
    ).toBe(400);
  });
});
