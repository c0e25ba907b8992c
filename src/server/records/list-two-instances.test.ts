import { expect, it } from 'vitest';
import { signUp } from '../testing/test-app';
import { onPostgres, twoInstancesOnPostgres } from '../testing/two-instances';

// Two app instances on one PostgreSQL server, each answering record lists from memory: a read
// that starts after a write was answered shows it on the other instance too: freshness across
// instances is tested before speed is claimed.
const instances = twoInstancesOnPostgres();

const LIST = '/api/family-members';
const names = (body: string) => (JSON.parse(body) as Array<{ name: string }>).map((r) => r.name);

it.runIf(onPostgres)(
  'a write answered on one instance is in the very next list read on the other',
  async () => {
    const { a, b } = instances;
    const { cookie } = await signUp(a.app);
    const onB = (etag?: string) =>
      b.app.inject({
        method: 'GET',
        url: LIST,
        headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const kept = await onB(); // B now knows the revision and keeps the (empty) list
    expect(kept.statusCode).toBe(200);
    expect((await onB(kept.headers.etag as string)).statusCode).toBe(304);

    for (const name of ['Ada Okafor', 'Ben Okafor']) {
      const created = await a.app.inject({
        method: 'POST',
        url: LIST,
        headers: { cookie },
        payload: { name, relationship: 'Child' },
      });
      expect(created.statusCode).toBe(201);
      const read = await onB(kept.headers.etag as string);
      expect(read.statusCode).toBe(200);
      expect(names(read.body)).toContain(name);
    }
    const id = (JSON.parse((await onB()).body) as Array<{ id: string }>)[0].id;
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `${LIST}/${id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (JSON.parse((await onB()).body) as Array<{ id: string }>).map((r) => r.id),
    ).not.toContain(id);
  },
);

it.runIf(onPostgres)('a sign-out on one instance drops the other’s kept lists', async () => {
  const { a, b } = instances;
  const { cookie, user } = await signUp(a.app);
  await b.app.inject({ method: 'GET', url: LIST, headers: { cookie } });
  expect(b.context.lists.holdsOwner(user.id)).toBe(true);
  await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
  expect(b.context.lists.holdsOwner(user.id)).toBe(false);
});
