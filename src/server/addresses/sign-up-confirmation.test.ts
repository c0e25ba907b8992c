import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY,
} from '../../domain/verified-addresses';
import { emailConfirmations, systemLogs, users } from '../db/schema';
import { confirmationToken } from '../testing/confirm-address';
import { readOutbox } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { hashConfirmationToken } from './confirmation-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const confirm = (token: string) =>
  request(t.app).post('/api/email-confirmation/confirm', { token });
const userOf = async (cookie: string) => (await request(t.app, cookie).get('/api/user')).json();

describe('confirming the address given at sign-up', () => {
  it('mails a link; the account works at once, unconfirmed, until the link is opened', async () => {
    const { input, cookie, user } = await signUp(t.app, { username: 'quietbanner' });
    expect(user).toMatchObject({ emailConfirmed: false, pendingEmail: null, emailTaken: false });
    // Works at once: records can be added before the address is confirmed.
    const member = await request(t.app, cookie).post('/api/family-members', {
      name: 'Ruth Lee',
      relationship: 'Child',
    });
    expect(member.statusCode).toBe(201);

    const [mail] = readOutbox(t.dataDir).filter((m) => m.to === input.email);
    expect(mail!.subject).toBe('Confirm your email address for Kinfolio');
    // The username (typed by whoever signed up) is in the body only, never the subject.
    expect(mail!.text).toContain('The Kinfolio account "quietbanner" was created');
    expect(mail!.text).toMatch(/https:\/\/vault\.example\/confirm-email#token=[\w-]{43}\n/);

    const done = await confirm(confirmationToken(t.dataDir, input.email));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: ADDRESS_MESSAGES.confirmed, email: input.email });
    expect(await userOf(cookie)).toMatchObject({ email: input.email, emailConfirmed: true });
    const audited = await t.context.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, user.id), eq(systemLogs.action, 'account.email_confirmed')));
    expect(audited).toHaveLength(1);
  });

  it('a link works once, is stored only as its hash, and expires', async () => {
    const first = await signUp(t.app);
    const token = confirmationToken(t.dataDir, first.input.email);
    const [row] = await t.context.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, first.user.id));
    expect(row!.tokenHash).toBe(hashConfirmationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // 48 hours, give or take the test's own run time.
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ADDRESS_MESSAGES.invalidLink);

    const second = await signUp(t.app);
    await t.context.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, second.user.id));
    const expired = await confirm(confirmationToken(t.dataDir, second.input.email));
    expect(expired.statusCode).toBe(400);
    expect(await userOf(second.cookie)).toMatchObject({ emailConfirmed: false });
    expect((await confirm('not-a-token')).statusCode).toBe(400);
    expect((await request(t.app).post('/api/email-confirmation/confirm', {})).statusCode).toBe(400);
  });

  it('"Send again" mails a new link, at most 3 a day to one address, then 429 in plain words', async () => {
    const { input, cookie } = await signUp(t.app);
    const send = () => request(t.app, cookie).post('/api/email-confirmation/send');
    expect((await request(t.app).post('/api/email-confirmation/send')).statusCode).toBe(401);
    // Sign-up sent the first of the day's three.
    for (let i = 1; i < CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY; i++) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(ADDRESS_MESSAGES.sent(input.email));
    }
    const capped = await send();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(ADDRESS_MESSAGES.addressCapped);
    const mails = readOutbox(t.dataDir).filter((m) => m.to === input.email);
    expect(mails).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY);
    // Any of the links sent confirms; the others then stop working.
    expect((await confirm(confirmationToken(t.dataDir, input.email))).statusCode).toBe(200);
    const done = await send();
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(ADDRESS_MESSAGES.alreadyConfirmed);
  });

  it('an account made before confirmation existed starts unconfirmed and can ask for a link', async () => {
    // The migration adds email_confirmed_at empty: every existing account reads as this one.
    const { input, cookie, user } = await signUp(t.app);
    await t.context.db.delete(emailConfirmations).where(eq(emailConfirmations.userId, user.id));
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmedAt).toBeNull();
    expect(await userOf(cookie)).toMatchObject({ emailConfirmed: false });
    expect((await request(t.app, cookie).post('/api/email-confirmation/send')).statusCode).toBe(
      200,
    );
    expect((await confirm(confirmationToken(t.dataDir, input.email))).statusCode).toBe(200);
    expect(await userOf(cookie)).toMatchObject({ emailConfirmed: true });
  });
});

describe('rate limits on the link, like reset links', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      rateLimits: { authPerIpPerMinute: 10_000, authPerAccountPerMinute: 3 },
    });
  });
  afterAll(() => strict.close());

  it('answers 429 after 3 tries of one link in a minute', async () => {
    const tries = [];
    for (let i = 0; i < 4; i++)
      tries.push(
        await request(strict.app).post('/api/email-confirmation/confirm', { token: 'guess' }),
      );
    expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 429]);
    expect(tries[3]!.headers['retry-after']).toBeTruthy();
  });
});
