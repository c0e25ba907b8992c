import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_PREFERENCES } from '../../domain/reminders';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const prefsOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/reminder-preferences', headers: { cookie } })).json();
const put = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/reminder-preferences', headers: { cookie }, payload });

describe('reminder preferences', () => {
  it('start at the defaults and save each switch, the offsets and the time zone', async () => {
    const me = await signUp(t.app);
    expect(await prefsOf(me.cookie)).toEqual(DEFAULT_REMINDER_PREFERENCES);
    const res = await put(me.cookie, {
      kinds: { familyDates: true },
      expiryOffsets: [0, 60, 365],
      timeZone: 'America/Chicago',
      weeklyDigest: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_REMINDER_PREFERENCES,
      kinds: { ...DEFAULT_REMINDER_PREFERENCES.kinds, familyDates: true },
      expiryOffsets: [365, 60, 0],
      timeZone: 'America/Chicago',
      weeklyDigest: true,
    };
    expect(res.json()).toEqual(expected);
    expect(await prefsOf(me.cookie)).toEqual(expected);
  });

  it.each([
    [{ expiryOffsets: [366] }, 'Reminder offsets must be between 0 and 365 days'],
    [{ expiryOffsets: [-1, 7] }, 'Reminder offsets must be between 0 and 365 days'],
    [{ expiryOffsets: [] }, 'Give at least one reminder offset'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone: Mars/Olympus'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const me = await signUp(t.app);
    const res = await put(me.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await prefsOf(me.cookie)).toEqual(DEFAULT_REMINDER_PREFERENCES);
  });

  it('need a session', async () => {
    expect((await t.app.inject({ url: '/api/reminder-preferences' })).statusCode).toBe(401);
  });
});

describe('unsubscribe without signing in', () => {
  const tokenFor = (userId: string, kind: 'reminders' | 'digest' = 'reminders') =>
    unsubscribeToken(t.context.serverKey, userId, kind);

  it('by the footer link: a page with a button, then the POST turns reminder emails off', async () => {
    const me = await signUp(t.app);
    const url = `/api/unsubscribe?token=${tokenFor(me.user.id)}`;
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Turn off reminder emails');
    expect((await prefsOf(me.cookie)).email).toBe(true); // opening the link changes nothing
    const done = await t.app.inject({ method: 'POST', url });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will not get reminder emails any more.');
    expect((await prefsOf(me.cookie)).email).toBe(false);
  });

  it('by the List-Unsubscribe-Post one-click header (RFC 8058), for the digest', async () => {
    const me = await signUp(t.app);
    await put(me.cookie, { weeklyDigest: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${tokenFor(me.user.id, 'digest')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const prefs = await prefsOf(me.cookie);
    expect(prefs.weeklyDigest).toBe(false);
    expect(prefs.email).toBe(true); // only that kind of mail
  });

  it('refuses a malformed or altered token with 400; one user’s token changes nothing for another', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const good = tokenFor(a.user.id);
    const forged = good.replace(a.user.id, b.user.id);
    for (const token of [
      '',
      'garbage',
      `${good}x`,
      forged,
      `${b.user.id}.everything.${good.split('.')[2]}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This unsubscribe link is not valid. Turn reminder emails off in Preferences.',
      );
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${good}` })).statusCode,
    ).toBe(200);
    expect((await prefsOf(a.cookie)).email).toBe(false);
    expect((await prefsOf(b.cookie)).email).toBe(true);
  });
});

it('running the reminder job by hand is for administrators only', async () => {
  const me = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/reminders/run',
    headers: { cookie: me.cookie },
  });
  expect(res.statusCode).toBe(403);
});
