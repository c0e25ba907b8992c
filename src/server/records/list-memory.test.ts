import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { listsChanged } from './list-revision';

// Reads from memory: an unchanged list is answered without reading the database, and what is
// kept follows the key's rules (dropped at sign-out, lock, revocation and deletion).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = '/api/family-members';
const list = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: LIST, headers: { cookie, ...headers } });
const add = (cookie: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: LIST,
    headers: { cookie },
    payload: { name, relationship: 'Child' },
  });
/** Moves the revision in the database behind the app's back (no announcement). */
const bumpInDatabase = (userId: string) =>
  t.context.db
    .update(users)
    .set({ recordsRevision: sql`${users.recordsRevision} + 1` })
    .where(eq(users.id, userId));

describe('an unchanged list is answered from memory', () => {
  it('keeps the revision and the answer: a change the app was not told of is not read', async () => {
    const { cookie, user } = await signUp(t.app);
    expect((await add(cookie, 'Ada Okafor')).statusCode).toBe(201);
    const first = await list(cookie);
    await bumpInDatabase(user.id);
    const again = await list(cookie);
    expect(again.headers.etag).toBe(first.headers.etag); // no database read: the kept revision
    expect(again.body).toBe(first.body);
    expect((await list(cookie, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect(t.context.lists.holdsOwner(user.id)).toBe(true);
  });

  it('shows a write through the app at once, and its compressed forms agree', async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 0; i < 20; i++) await add(cookie, `Relative number ${i}`);
    const before = await list(cookie, { 'accept-encoding': 'br' });
    expect(before.headers['content-encoding']).toBe('br');
    expect((await add(cookie, 'Newest relative')).statusCode).toBe(201);
    const after = await list(cookie);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((r: { name: string }) => r.name)).toContain('Newest relative');
    const gz = await list(cookie, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(after.headers.etag);
  });

  it('listsChanged (a release, a standby, a change of scope) gives every reader a new tag', async () => {
    const { cookie, user } = await signUp(t.app);
    const first = await list(cookie);
    await listsChanged(t.context, user.id);
    const res = await list(cookie, { 'if-none-match': first.headers.etag as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(first.headers.etag);
  });

  it('a grant change leaves no revision trusted', async () => {
    const { cookie, user } = await signUp(t.app);
    const first = await list(cookie);
    await bumpInDatabase(user.id);
    await t.context.sessions.grantChanged(crypto.randomUUID());
    expect((await list(cookie)).headers.etag).not.toBe(first.headers.etag);
  });
});

describe('nothing kept outlives the key', () => {
  it('sign-out drops the kept answers and revision at once', async () => {
    const { cookie, user } = await signUp(t.app);
    await add(cookie, 'Ada Okafor');
    await list(cookie);
    expect(t.context.lists.holdsOwner(user.id)).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(t.context.lists.holdsOwner(user.id)).toBe(false);
    expect((await list(cookie)).statusCode).toBe(401);
  });

  it('a key dropped from the ring (lock, expiry, deletion) takes the kept answers with it', async () => {
    const { cookie, user } = await signUp(t.app);
    await list(cookie);
    t.context.keys.forget(user.id);
    expect(t.context.lists.holdsOwner(user.id)).toBe(false);
  });
});
