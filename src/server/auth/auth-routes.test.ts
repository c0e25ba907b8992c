import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { systemLogs, users } from '../db/schema';
import { request } from '../testing/request';
import {
  createTestApp,
  newUserInput,
  sessionCookieOf,
  signUp,
  type TestApp,
} from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plan label without online payment', () => {
  it('does not say "Trial ended" after 30 days on a server where nothing is limited', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.context.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    await t.context.sessions.userChanged(user.id);
    const plan = (await request(t.app, cookie).get('/api/user')).json().plan;
    expect(plan).toMatchObject({ status: 'expired', label: 'No plan limits on this server' });
    const subscription = (await request(t.app, cookie).get('/api/billing/subscription')).json();
    expect(subscription).toMatchObject({ configured: false, readOnly: false });
    expect(subscription.label).toBe('No plan limits on this server');
  });
});

describe('registration', () => {
  it('creates the account, signs it in and never returns secrets', async () => {
    const input = newUserInput();
    const res = await request(t.app).post('/api/register', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: input.username,
      email: input.email,
      firstName: 'Ada',
      isAdmin: false,
    });
    expect(body.plan.status).toBe('trialing');
    expect(body.plan.label).toBe('Free trial · 30 days left');
    for (const secret of [
      'password',
      'dataKeyServerWrapped',
      'stripeCustomerId',
      'totpSecretSealed',
    ]) {
      expect(body).not.toHaveProperty(secret);
    }
    const cookie = res.cookies.find((c) => c.name === 'kinfolio_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await request(t.app, sessionCookieOf(res)).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it('stores an argon2id hash, not the password', async () => {
    const { input, user } = await signUp(t.app);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(input.password);
  });

  it('names every bad field in a 400 and creates nothing', async () => {
    const res = await request(t.app).post('/api/register', {
      username: 'x',
      email: 'not-an-email',
      password: '123',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'firstName', 'lastName']),
    );
    const rows = await t.context.db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a taken username or email, ignoring case', async () => {
    const { input } = await signUp(t.app);
    const sameName = await request(t.app).post(
      '/api/register',
      newUserInput({ username: input.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is taken. Please choose another.');
    const sameEmail = await request(t.app).post(
      '/api/register',
      newUserInput({ email: input.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email already exists/);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in by username or email and answers unknown users like wrong passwords', async () => {
    const { input } = await signUp(t.app);
    expect(
      (
        await request(t.app).post('/api/login', {
          username: input.username,
          password: input.password,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await request(t.app).post('/api/login', { username: input.email, password: input.password }))
        .statusCode,
    ).toBe(200);
    const wrong = await request(t.app).post('/api/login', {
      username: input.username,
      password: 'nope-nope',
    });
    const unknown = await request(t.app).post('/api/login', {
      username: 'nobody-here',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('issues a new session id at sign-in; the previous id stops working', async () => {
    const { input, cookie: before } = await signUp(t.app);
    const login = await request(t.app, before).post('/api/login', {
      username: input.username,
      password: input.password,
    });
    const after = sessionCookieOf(login);
    expect(after).not.toBe(before);
    expect((await request(t.app, before).get('/api/user')).statusCode).toBe(401);
    expect((await request(t.app, after).get('/api/user')).statusCode).toBe(200);
  });

  it('answers with the list of the screen it opens, as the list itself answers it', async () => {
    const { input, cookie } = await signUp(t.app);
    const added = await request(t.app, cookie).post('/api/family-members', {
      name: 'Ada Lovelace',
      relationship: 'Spouse',
    });
    expect(added.statusCode, added.body).toBe(201);
    const credentials = { username: input.username, password: input.password };

    const login = await request(t.app).post('/api/login', {
      ...credentials,
      firstScreen: '/family',
    });
    expect(login.statusCode, login.body).toBe(200);
    const { firstList } = login.json();
    expect(firstList.path).toBe('/api/family-members');
    expect(firstList.rows.map((row: { name: string }) => row.name)).toEqual(['Ada Lovelace']);
    // The same rows and tag as the list itself: its next refetch is a 304.
    const signedIn = sessionCookieOf(login);
    const list = await request(t.app, signedIn).get('/api/family-members');
    expect(list.json()).toEqual(firstList.rows);
    expect(firstList.etag).toBe(list.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/family-members',
      headers: { cookie: signedIn, 'if-none-match': firstList.etag },
    });
    expect(again.statusCode).toBe(304);

    // A screen without a record list, or anything that is not a screen's path, brings none.
    for (const firstScreen of ['/settings', '/api/family-members', '/family?tab=x', '/admin']) {
      const other = await request(t.app).post('/api/login', { ...credentials, firstScreen });
      expect(other.statusCode).toBe(200);
      expect(other.json(), firstScreen).not.toHaveProperty('firstList');
    }
  });

  it('ends the session server-side at sign-out', async () => {
    const { cookie } = await signUp(t.app);
    const res = await request(t.app, cookie).post('/api/logout');
    expect(res.statusCode).toBe(204);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(401);
  });

  it('signs out on POST only: a GET (a link or an <img> on any page) changes nothing', async () => {
    const { cookie } = await signUp(t.app);
    // Issue 41: opened as a page it answered 404; now it offers to sign out, and signs nobody out.
    const res = await request(t.app, cookie).get('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.body).toContain('<h1>Sign out of Kinfolio?</h1>');
    expect(res.body).toContain(
      '<form method="post" action="/api/logout"><button type="submit">Sign Out</button>',
    );
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    expect((await request(t.app, cookie).post('/api/logout')).statusCode).toBe(204);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(401);
  });

  it("the sign-out page's form signs out and goes on to sign in; another site's is refused", async () => {
    const { cookie } = await signUp(t.app);
    const form = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: {
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          ...headers,
        },
        payload: '',
      });
    const foreign = await form({ 'sec-fetch-site': 'cross-site' });
    expect(foreign.statusCode).toBe(403);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    const own = await form({ 'sec-fetch-site': 'same-origin' });
    expect([own.statusCode, own.headers.location]).toEqual([303, '/auth']);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(401);
    // Signed out, the page says so and offers to sign in.
    const page = await request(t.app, cookie).get('/api/logout');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>You are signed out of Kinfolio</h1>');
    expect(page.body).toContain('<a class="button" href="/auth">Sign In</a>');
  });

  it('GET /api/login sends browsers to /auth keeping a same-site returnTo', async () => {
    expect(
      (await request(t.app).get('/api/login?returnTo=%2Ffamily%3Fx%3D1')).headers.location,
    ).toBe('/auth?returnTo=%2Ffamily%3Fx%3D1');
    expect((await request(t.app).get('/api/login?returnTo=//evil.example')).headers.location).toBe(
      '/auth',
    );
    expect((await request(t.app).get('/api/login')).headers.location).toBe('/auth');
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const res = await request(t.app).get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('a suspended user loses their session at once and cannot sign in', async () => {
    const { input, cookie, user } = await signUp(t.app);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    await t.context.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await t.context.sessions.userChanged(user.id);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(401);
    const login = await request(t.app).post('/api/login', {
      username: input.username,
      password: input.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is suspended. Please contact support.');
  });
});

describe('audit log', () => {
  it('records registration, sign-in, failed sign-in and sign-out with IP and agent, never the password', async () => {
    const input = newUserInput({ password: 'audit-canary-password' });
    const reg = await request(t.app).post('/api/register', input, {
      headers: { 'user-agent': 'audit-test' },
    });
    const id = reg.json().id;
    await request(t.app).post('/api/login', {
      username: input.username,
      password: 'wrong-password',
    });
    const login = await request(t.app).post('/api/login', {
      username: input.username,
      password: input.password,
    });
    await request(t.app, sessionCookieOf(login)).post('/api/logout');
    const rows = await t.context.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.userId, id))
      .orderBy(desc(systemLogs.timestamp));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'account.confirmation_sent',
      'auth.login',
      'auth.login_failed',
      'auth.logout',
      'auth.register',
    ]);
    expect(rows.every((r) => r.ipAddress === '127.0.0.1')).toBe(true);
    expect(rows.find((r) => r.action === 'auth.register')?.userAgent).toBe('audit-test');
    expect(JSON.stringify(rows)).not.toContain('audit-canary-password');
  });
});
