import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { cookie } });

describe('account settings', () => {
  it('changes name and email, and refuses an email another account uses', async () => {
    const { cookie, input } = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await call('PATCH', '/api/user', cookie, {
      firstName: 'Grace',
      email: 'grace@example.com',
      currentPassword: input.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Lovelace',
      email: 'grace@example.com',
    });
    expect((await call('GET', '/api/user', cookie)).json().firstName).toBe('Grace');
    const taken = await call('PATCH', '/api/user', cookie, {
      email: other.input.email.toUpperCase(),
      currentPassword: input.password,
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET', '/api/user', cookie)).json().email).toBe('grace@example.com');
  });

  it('changes the password only with the current one, signing out other devices', async () => {
    const { input, cookie } = await signUp(t.app);
    const laptop = sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: input.username, password: input.password },
      }),
    );
    const wrong = await call('POST', '/api/user/password', cookie, {
      currentPassword: 'not-it',
      newPassword: 'next-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const ok = await call('POST', '/api/user/password', cookie, {
      currentPassword: input.password,
      newPassword: 'next-password',
    });
    expect(ok.statusCode).toBe(204);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', laptop)).statusCode).toBe(401);
  });

  it('signs out of all sessions', async () => {
    const { input, cookie } = await signUp(t.app);
    const phone = sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: input.username, password: input.password },
      }),
    );
    expect((await call('POST', '/api/user/sign-out-everywhere', cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', phone)).statusCode).toBe(401);
  });

  it('stores the theme preference per user and rejects unknown themes', async () => {
    const { cookie } = await signUp(t.app);
    expect(
      (await call('PUT', '/api/user/preferences', cookie, { theme: 'dark' })).json().theme,
    ).toBe('dark');
    expect((await call('GET', '/api/user', cookie)).json().theme).toBe('dark');
    const bad = await call('PUT', '/api/user/preferences', cookie, { theme: 'neon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('theme');
  });
});

describe('notifications', () => {
  it('counts unread notifications and marks them read, only for their owner', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const empty = await call('GET', '/api/notifications', alice.cookie);
    expect(empty.json()).toEqual({ unreadCount: 0, items: [] });
    const [note] = await t.context.db
      .insert(notifications)
      .values({ userId: alice.user.id, title: 'Welcome', message: 'Hello' })
      .returning();
    const list = await call('GET', '/api/notifications', alice.cookie);
    expect(list.json().unreadCount).toBe(1);
    expect(list.json().items[0]).toMatchObject({ id: note.id, title: 'Welcome', readAt: null });
    expect((await call('POST', `/api/notifications/${note.id}/read`, bob.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/notifications', bob.cookie)).json().unreadCount).toBe(0);
    expect(
      (await call('POST', `/api/notifications/${note.id}/read`, alice.cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/notifications', alice.cookie)).json().unreadCount).toBe(0);
    expect(
      (await call('POST', '/api/notifications/not-a-uuid/read', alice.cookie)).statusCode,
    ).toBe(400);
  });
});
