import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * An account deleted while one of its requests is on its way (an admin on another instance;
 * a session is trusted from memory for up to 30 s): what the request writes finds no row, and
 * the answer says so (401 for the account itself, 404 for what hangs off it), never 500.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in user whose row is then deleted behind the session cache's back. */
async function deletedWhileSignedIn() {
  const { cookie, user } = await signUp(t.app);
  const client = request(t.app, cookie);
  expect((await client.get('/api/user')).statusCode).toBe(200); // the session is in memory
  await t.context.db.delete(users).where(eq(users.id, user.id));
  return client;
}

describe('a request whose account was deleted a moment before', () => {
  it('is signed out when it changes the account itself', async () => {
    const client = await deletedWhileSignedIn();
    const theme = await client.put('/api/user/preferences', { theme: 'dark' });
    expect(theme.statusCode, theme.body).toBe(401);
    expect(theme.json()).toEqual({ message: 'Unauthorized' });
    const name = await client.patch('/api/user', { firstName: 'Grace' });
    expect(name.statusCode, name.body).toBe(401);
  });

  it('finds nothing when it adds something that belongs to the account', async () => {
    const client = await deletedWhileSignedIn();
    const prefs = await client.put('/api/reminder-preferences', { weeklyDigest: true });
    expect(prefs.statusCode, prefs.body).toBe(404);
    expect(prefs.json()).toEqual({ message: 'Not found: it was deleted a moment ago.' });
    const record = await client.post('/api/estate-checklist-items', {
      title: 'Sign the will',
      category: 'Legal Documents',
      priority: 1,
    });
    expect(record.statusCode, record.body).toBe(404);
    const upload = await client.upload({ filename: 'note.txt', content: 'Call the lawyer' });
    expect(upload.statusCode, upload.body).toBe(404);
  });

  it('refuses a sign-in whose account goes between the password check and the update', async () => {
    const { input, user } = await signUp(t.app);
    // The sign-in's UPDATE of the user row finds nothing, as it would once the row is gone.
    await t.context.db.execute(
      sql.raw(`CREATE FUNCTION test_skip_row() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RETURN NULL; END $$`),
    );
    await t.context.db.execute(
      sql.raw(`CREATE TRIGGER test_user_gone BEFORE UPDATE ON users FOR EACH ROW
        WHEN (OLD.id = '${user.id}') EXECUTE FUNCTION test_skip_row()`),
    );
    const res = await request(t.app).post('/api/login', {
      username: input.username,
      password: input.password,
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid username or password' });
  });
});
