import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSKEY_NAME_TOO_LONG,
  PASSWORD_ONCE_REASONS,
  TOO_MANY_PASSKEYS,
} from '../../domain/passkeys';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app';
import { PASSKEY_REFUSALS } from './passkey-assertions';
import { SoftAuthenticator } from './testing/soft-authenticator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Options = Record<string, unknown>;

/** A signed-up owner with one sealed record, whose name only an open vault can read. */
async function owner() {
  const { cookie, input, user } = await signUp(t.app);
  const res = await request(t.app, cookie).post('/api/family-members', {
    name: 'Sealed Sister',
    relationship: 'Sibling',
  });
  expect(res.statusCode).toBe(201);
  return { cookie, input, user };
}

async function addPasskey(
  cookie: string,
  password: string,
  auth: SoftAuthenticator,
  { name = 'Test phone', prf = true } = {},
) {
  const start = await request(t.app, cookie).post('/api/passkeys/registration-options', {
    password,
  });
  expect(start.statusCode).toBe(200);
  const options = start.json().options as Options;
  return request(t.app, cookie).post('/api/passkeys', {
    name,
    response: auth.register(options),
    ...(prf ? { prf: auth.prf(options) } : {}),
  });
}

async function signInOptions(): Promise<Options> {
  const res = await request(t.app).post('/api/passkeys/sign-in-options');
  expect(res.statusCode).toBe(200);
  return res.json().options as Options;
}

async function passkeySignIn(
  auth: SoftAuthenticator,
  change: Parameters<SoftAuthenticator['assert']>[1] & { prfFrom?: SoftAuthenticator | null } = {},
) {
  const options = await signInOptions();
  const prfFrom = change.prfFrom === undefined ? auth : change.prfFrom;
  return request(t.app).post('/api/passkeys/sign-in', {
    response: auth.assert(options, change),
    ...(prfFrom ? { prf: prfFrom.prf(options) } : {}),
  });
}

async function sealedNames(cookie: string) {
  const res = await request(t.app, cookie).get('/api/family-members');
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ name: string | null }>).map((m) => m.name);
}

describe('passkeys', () => {
  it('signs in with a passkey that opens the records, and lists it', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    const added = await addPasskey(cookie, input.password, auth, { name: "Maria's iPhone" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: "Maria's iPhone", opensRecords: true });

    const res = await passkeySignIn(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(input.username);
    const session = sessionCookieOf(res);
    expect(await sealedNames(session)).toEqual(['Sealed Sister']);

    const list = await request(t.app, session).get('/api/passkeys');
    expect(list.json().passkeys).toHaveLength(1);
    expect(list.json().passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, another origin and a counter going backwards', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(cookie, input.password, auth);
    const options = await signInOptions();
    const body = { response: auth.assert(options), prf: auth.prf(options) };
    expect((await request(t.app).post('/api/passkeys/sign-in', body)).statusCode).toBe(200);
    const replay = await request(t.app).post('/api/passkeys/sign-in', body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(PASSKEY_REFUSALS.expired);

    const elsewhere = await passkeySignIn(auth, { origin: 'https://kinfolio.example.evil' });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(PASSKEY_REFUSALS.wrongOrigin);

    const copied = await passkeySignIn(auth, { counter: 0 });
    expect(copied.statusCode).toBe(401);
    expect(copied.json().message).toBe(PASSKEY_REFUSALS.counter);
  });

  it("refuses another user's credential and a PRF output from another credential", async () => {
    const alice = await owner();
    const bob = await owner();
    const alicesKey = new SoftAuthenticator(t.config.appUrl);
    const bobsKey = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(alice.cookie, alice.input.password, alicesKey);
    await addPasskey(bob.cookie, bob.input.password, bobsKey);

    // Bob, signed in, offers Alice's passkey to confirm removing his own.
    const bobsList = await request(t.app, bob.cookie).get('/api/passkeys');
    const bobsPasskeyId = bobsList.json().passkeys[0].id as string;
    const confirm = await request(t.app, bob.cookie).post('/api/passkeys/assertion-options', {});
    const foreign = await request(t.app, bob.cookie).delete(`/api/passkeys/${bobsPasskeyId}`, {
      passkey: { response: alicesKey.assert(confirm.json().options as Options) },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(PASSKEY_REFUSALS.otherAccount);

    // Alice's credential naming Bob's account.
    const swapped = await passkeySignIn(alicesKey, { userHandle: bobsKey['userHandle'] });
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json().message).toBe(PASSKEY_REFUSALS.otherAccount);

    // Alice's assertion with Bob's authenticator's PRF output.
    const mixed = await passkeySignIn(alicesKey, { prfFrom: bobsKey });
    expect(mixed.statusCode).toBe(401);
    expect(mixed.json().message).toBe(PASSKEY_REFUSALS.prfMismatch);
    expect(sessionCookieOf.bind(null, mixed)).toThrow();
  });

  it('takes at most 10 passkeys, each named in at most 60 characters', async () => {
    const { cookie, input } = await owner();
    const long = await addPasskey(cookie, input.password, new SoftAuthenticator(t.config.appUrl), {
      name: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(PASSKEY_NAME_TOO_LONG);
    for (let i = 1; i <= 10; i++) {
      const res = await addPasskey(cookie, input.password, new SoftAuthenticator(t.config.appUrl), {
        name: `Key ${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await request(t.app, cookie).post('/api/passkeys/registration-options', {
      password: input.password,
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe(TOO_MANY_PASSKEYS);
  });

  it('keeps its wrapping through a password change and renews it after a new data key', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(cookie, input.password, auth);
    const newPassword = 'a different long password';
    const changed = await request(t.app, cookie).post('/api/user/password', {
      currentPassword: input.password,
      newPassword,
    });
    expect(changed.statusCode).toBeLessThan(300);
    const after = await passkeySignIn(auth);
    expect(after.statusCode).toBe(200);
    expect(await sealedNames(sessionCookieOf(after))).toEqual(['Sealed Sister']);

    const rotated = await request(t.app, sessionCookieOf(after)).post('/api/account/rotate-key', {
      password: newPassword,
    });
    expect(rotated.statusCode).toBe(200);
    const asked = await passkeySignIn(auth);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      passwordNeeded: true,
      reason: PASSWORD_ONCE_REASONS.renew,
    });
    const options = await signInOptions(); // the browser kept the PRF output of the sign-in
    const step = await request(t.app).post('/api/passkeys/sign-in/password', {
      ticket: asked.json().ticket,
      password: newPassword,
      prf: auth.prf(options),
    });
    expect(step.statusCode).toBe(200);
    expect(await sealedNames(sessionCookieOf(step))).toEqual(['Sealed Sister']);
    // Renewed: the next sign-in opens the records by itself again.
    const again = await passkeySignIn(auth);
    expect(again.statusCode).toBe(200);
    expect(await sealedNames(sessionCookieOf(again))).toEqual(['Sealed Sister']);
  });

  it('signs in with a passkey without PRF, then asks for the password once', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    const added = await addPasskey(cookie, input.password, auth, { prf: false });
    expect(added.json().opensRecords).toBe(false);
    const asked = await passkeySignIn(auth, { prfFrom: null });
    expect(asked.json()).toMatchObject({
      passwordNeeded: true,
      reason: PASSWORD_ONCE_REASONS['no-prf'],
    });
    const wrong = await request(t.app).post('/api/passkeys/sign-in/password', {
      ticket: asked.json().ticket,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    const step = await request(t.app).post('/api/passkeys/sign-in/password', {
      ticket: asked.json().ticket,
      password: input.password,
    });
    expect(step.statusCode).toBe(200);
    expect(await sealedNames(sessionCookieOf(step))).toEqual(['Sealed Sister']);
    const reused = await request(t.app).post('/api/passkeys/sign-in/password', {
      ticket: asked.json().ticket,
      password: input.password,
    });
    expect(reused.statusCode).toBe(401);
  });

  it('removing a passkey ends the sessions it started and it signs in nowhere after', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(cookie, input.password, auth);
    const viaPasskey = sessionCookieOf(await passkeySignIn(auth));
    const id = (await request(t.app, cookie).get('/api/passkeys')).json().passkeys[0].id as string;
    const removed = await request(t.app, cookie).delete(`/api/passkeys/${id}`, {
      password: input.password,
    });
    // Removed from a password session: that session carries on, and the answer says so.
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ signedOut: false });
    expect((await request(t.app, viaPasskey).get('/api/user')).statusCode).toBe(401);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
    const refused = await passkeySignIn(auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(PASSKEY_REFUSALS.unknown);
  });

  it('removing the passkey a session signed in with says that session ended, and clears its cookie', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(cookie, input.password, auth);
    const viaPasskey = sessionCookieOf(await passkeySignIn(auth));
    const id = (await request(t.app, viaPasskey).get('/api/passkeys')).json().passkeys[0]
      .id as string;
    const removed = await request(t.app, viaPasskey).delete(`/api/passkeys/${id}`, {
      password: input.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ signedOut: true });
    expect(String(removed.headers['set-cookie'])).toMatch(
      /kinfolio_sid=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await request(t.app, viaPasskey).get('/api/user')).statusCode).toBe(401);
    expect((await request(t.app, cookie).get('/api/user')).statusCode).toBe(200);
  });

  it('confirms an export with a passkey that verified the person', async () => {
    const { cookie, input } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(cookie, input.password, auth);
    const options = await request(t.app, cookie).post('/api/passkeys/assertion-options', {});
    const res = await request(t.app, cookie).post('/api/account/export', {
      passkey: { response: auth.assert(options.json().options as Options) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('zip');
  });

  it('keeps nothing derived from the PRF output in the database', async () => {
    const { cookie, input, user } = await owner();
    const auth = new SoftAuthenticator(t.config.appUrl);
    await addPasskey(cookie, input.password, auth);
    const options = await signInOptions();
    const prf = auth.prf(options);
    await request(t.app).post('/api/passkeys/sign-in', { response: auth.assert(options), prf });
    const { passkeyWrappingKey } = await import('./passkey-vault');
    const wrapping = passkeyWrappingKey(
      t.context.serverKey,
      user.id,
      auth.credentialId,
      Buffer.from(prf, 'base64url'),
    );
    const secrets = [Buffer.from(prf, 'base64url'), wrapping].flatMap((b) => [
      b.toString('base64url'),
      b.toString('base64'),
      b.toString('hex'),
    ]);
    const tables = await t.context.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    let dump = '';
    for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
      const rows = await t.context.db.execute(
        sql.raw(`SELECT t::text AS row FROM "${table_name}" t`),
      );
      dump += (rows as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    }
    expect(dump).toContain(auth.credentialId); // the dump is real: the credential is there
    for (const secret of secrets) expect(dump).not.toContain(secret);
  });
});
