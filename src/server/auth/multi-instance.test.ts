import { expect, it } from 'vitest';
import { sessionCookieOf, signUp } from '../testing/test-app';
import { onPostgres, twoInstancesOnPostgres } from '../testing/two-instances';

// A session is kept in each instance's cache: a change made on one must reach the other.
const instances = twoInstancesOnPostgres();

it.runIf(onPostgres)(
  'a sign-out on one instance is seen by another on its very next request',
  async () => {
    const { a, b } = instances;
    const { input } = await signUp(a.app);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: input.username, password: input.password },
    });
    const cookie = sessionCookieOf(login);
    const onB = () => b.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect((await onB()).statusCode).toBe(200); // B now holds the session in its cache
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await onB()).statusCode).toBe(401);
  },
);

it.runIf(onPostgres)('a profile change on one instance is seen by another at once', async () => {
  const { a, b } = instances;
  const { cookie } = await signUp(a.app);
  await b.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  await a.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: { cookie },
    payload: { firstName: 'Changed' },
  });
  expect(
    (await b.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().firstName,
  ).toBe('Changed');
});
