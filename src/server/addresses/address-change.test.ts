import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressBannerText } from '../../domain/verified-addresses';
import { users } from '../db/schema';
import { cannotReceiveMail } from '../mail/mailer';
import { confirmAddress, confirmationToken } from '../testing/confirm-address';
import { mailsTo, readOutbox } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUp>>;
const confirm = (token: string) =>
  request(t.app).post('/api/email-confirmation/confirm', { token });
const userOf = async (a: Account) => (await request(t.app, a.cookie).get('/api/user')).json();
const changeEmail = (a: Account, email: string) =>
  request(t.app, a.cookie).patch('/api/user', { email, currentPassword: a.input.password });

describe('changing the address in Account Settings', () => {
  it('takes effect only when the new address opens its link; the old address is told then', async () => {
    const me = await signUp(t.app);
    await confirmAddress(t.app, t.dataDir, me.input.email);
    const next = `moved-${me.input.email}`;
    const asked = await changeEmail(me, next);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      email: me.input.email,
      emailConfirmed: true,
      pendingEmail: next,
    });
    const [link] = readOutbox(t.dataDir).filter((m) => m.to === next);
    expect(link!.subject).toBe('Confirm your new email address for Kinfolio');
    // Not yet: sign-in and mail still use the old address, and the old address has heard nothing.
    const withNew = await request(t.app).post('/api/login', {
      username: next,
      password: me.input.password,
    });
    expect(withNew.statusCode).toBe(401);
    expect(mailsTo(t.dataDir, me.input.email).join('\n')).not.toContain('was changed');

    const done = await confirm(confirmationToken(t.dataDir, next));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: ADDRESS_MESSAGES.changed(next), email: next });
    expect(await userOf(me)).toMatchObject({
      email: next,
      emailConfirmed: true,
      pendingEmail: null,
    });
    const told = mailsTo(t.dataDir, me.input.email).at(-1)!;
    expect(told).toContain('Subject: The email address of your Kinfolio account was changed');
    expect(told).not.toContain(next);
    const signIn = await request(t.app).post('/api/login', {
      username: next,
      password: me.input.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a newer address replaces the one asked for before: the first link stops working', async () => {
    const me = await signUp(t.app);
    expect((await changeEmail(me, `first-${me.input.email}`)).statusCode).toBe(200);
    const first = confirmationToken(t.dataDir, `first-${me.input.email}`);
    expect((await changeEmail(me, `second-${me.input.email}`)).statusCode).toBe(200);
    expect((await confirm(first)).statusCode).toBe(400);
    expect(await userOf(me)).toMatchObject({
      email: me.input.email,
      pendingEmail: `second-${me.input.email}`,
    });
    // "Send again" resends the pending address's link, not the current one's.
    const again = await request(t.app, me.cookie).post('/api/email-confirmation/send');
    expect(again.json().message).toBe(ADDRESS_MESSAGES.sent(`second-${me.input.email}`));
  });

  it('refuses an address a confirmed account holds (409), and changes nothing', async () => {
    const holder = await signUp(t.app);
    await confirmAddress(t.app, t.dataDir, holder.input.email);
    const me = await signUp(t.app);
    const res = await changeEmail(me, holder.input.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
    expect(await userOf(me)).toMatchObject({ email: me.input.email, pendingEmail: null });
  });
});

describe('an address held only by an unconfirmed account', () => {
  it('passes to the account that proves it; the holder loses it and is told at its next sign-in', async () => {
    // Someone registered an address that is not theirs and never confirmed it.
    const squatter = await signUp(t.app, { email: `taken-${Date.now()}@example.com` });
    const address = squatter.input.email;
    const squattersLink = confirmationToken(t.dataDir, address);
    const owner = await signUp(t.app);
    await confirmAddress(t.app, t.dataDir, owner.input.email);
    expect((await changeEmail(owner, address)).statusCode).toBe(200);
    // The link mailed to the address, opened by the person who reads that mailbox.
    const links = mailsTo(t.dataDir, address).filter((m) => m.includes('new email address'));
    expect(links).toHaveLength(1);
    expect((await confirm(confirmationToken(t.dataDir, address))).statusCode).toBe(200);
    expect(await userOf(owner)).toMatchObject({ email: address, emailConfirmed: true });

    // The squatter's own link (in the same mailbox) no longer works.
    expect((await confirm(squattersLink)).statusCode).toBe(400);
    // Told at the next sign-in: the answer and the bell say so.
    const signIn = await request(t.app).post('/api/login', {
      username: squatter.input.username,
      password: squatter.input.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ email: '', emailTaken: true, emailConfirmed: false });
    const bell = (await request(t.app, squatter.cookie).get('/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      title: 'Your email address was removed',
      message: addressBannerText({ kind: 'taken' }),
    });
    // Its column holds a placeholder no mail can reach; a reset for the address finds the owner.
    const [row] = await t.context.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(cannotReceiveMail(row!.email)).toBe(true);
    expect(row!.emailTakenAt).not.toBeNull();
    // "Send again" has nothing to send until the person gives a new address.
    const none = await request(t.app, squatter.cookie).post('/api/email-confirmation/send');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(ADDRESS_MESSAGES.noAddress);
    const fresh = `fresh-${address}`;
    expect((await changeEmail(squatter, fresh)).statusCode).toBe(200);
    await confirmAddress(t.app, t.dataDir, fresh);
    expect(await userOf(squatter)).toMatchObject({ email: fresh, emailTaken: false });
  });

  it('stays with an unconfirmed holder that confirms it first: the other link then answers 409', async () => {
    const holder = await signUp(t.app, { email: `race-${Date.now()}@example.com` });
    const me = await signUp(t.app);
    expect((await changeEmail(me, holder.input.email)).statusCode).toBe(200);
    const mine = confirmationToken(t.dataDir, holder.input.email);
    // The holder's own sign-up link was mailed first; opening it confirms the holder.
    const holders = mailsTo(t.dataDir, holder.input.email).find((m) => m.includes('was created'))!;
    const token = /#token=([\w-]+)/.exec(holders)![1]!;
    expect((await confirm(token)).statusCode).toBe(200);
    const late = await confirm(mine);
    expect(late.statusCode).toBe(409);
    expect(await userOf(me)).toMatchObject({ email: me.input.email });
    expect(await userOf(holder)).toMatchObject({ email: holder.input.email, emailConfirmed: true });
  });
});

describe('mail about an account’s own vault', () => {
  it('goes to its address whether confirmed or not; a taken address gets none', async () => {
    const me = await signUp(t.app);
    const before = mailsTo(t.dataDir, me.input.email).length;
    await request(t.app).post('/api/request-password-reset', { email: me.input.email });
    await expect
      .poll(() => mailsTo(t.dataDir, me.input.email).length, { timeout: 5_000 })
      .toBe(before + 1);
    expect(cannotReceiveMail('address-taken-x@kinfolio.invalid')).toBe(true);
    expect(cannotReceiveMail('Someone <a@b.INVALID>')).toBe(true);
    expect(cannotReceiveMail('ann@invalid.example.com')).toBe(false);
  });
});
