import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../domain/admin';
import { signUpAdmin, signUpWithId } from '../admin/testing/admin-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let plainCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpAdmin(t);
  plainCookie = (await signUpWithId(t)).cookie;
  const on = await t.app.inject({
    method: 'POST',
    url: '/api/admin/maintenance',
    headers: { cookie: admin.cookie },
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('maintenance mode and odd path spellings', () => {
  it('answers 503 to a non-admin however the API path is spelled', async () => {
    for (const url of [
      '/%61pi/user',
      '/%61pi/family-members',
      '/%61pi/register',
      '//api/family-members',
      '/API/family-members',
    ]) {
      for (const cookie of [undefined, plainCookie]) {
        const method = url.endsWith('register') ? 'POST' : 'GET';
        const res = await t.app.inject({
          method,
          url,
          headers: cookie ? { cookie } : {},
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${url} ${cookie ? 'user' : 'anonymous'}`).toBe(503);
        expect(res.json().message).toBe(MAINTENANCE_MESSAGE);
      }
    }
  });

  it('keeps the open routes open when spelled plainly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: plainCookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
