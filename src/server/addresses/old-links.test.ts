import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../domain/verified-addresses';
import { emailConfirmations } from '../db/schema';
import { confirmAddress, confirmationToken } from '../testing/confirm-address';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { hashConfirmationToken } from './confirmation-links';

// Issue 40, finding 3: an account signed up with a mistyped address, changed it to the right one
// and confirmed; a stranger reading the mistyped mailbox opened the old sign-up link and the
// account's address became theirs (and a password reset to it signed them in).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const confirm = (token: string) =>
  request(t.app).post('/api/email-confirmation/confirm', { token });
const changeEmail = (cookie: string, email: string, password: string) =>
  request(t.app, cookie).patch('/api/user', { email, currentPassword: password });

describe('a link for an address the account no longer uses', () => {
  it('an old sign-up link fails after the address is changed and confirmed; the address stays', async () => {
    const stamp = Date.now();
    const typo = `typo-${stamp}@exmaple.com`;
    const right = `right-${stamp}@example.com`;
    const me = await signUp(t.app, { email: typo });
    const oldLink = confirmationToken(t.dataDir, typo);
    expect((await changeEmail(me.cookie, right, me.input.password)).statusCode).toBe(200);
    // Asking for the new address already ends the old one's links.
    const early = await confirm(oldLink);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(ADDRESS_MESSAGES.invalidLink);
    await confirmAddress(t.app, t.dataDir, right);

    const late = await confirm(oldLink);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(ADDRESS_MESSAGES.invalidLink);
    const mine = (await request(t.app, me.cookie).get('/api/user')).json();
    expect(mine).toMatchObject({ email: right, emailConfirmed: true, pendingEmail: null });
    // The mistyped mailbox controls nothing: a reset asked for it mails no link.
    const before = mailsTo(t.dataDir, typo).length;
    await request(t.app).post('/api/request-password-reset', { email: typo });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(t.dataDir, typo)).toHaveLength(before);
  });

  it('a link left unrevoked from before this fix confirms nothing, in plain words', async () => {
    const stamp = Date.now();
    const typo = `left-${stamp}@exmaple.com`;
    const right = `kept-${stamp}@example.com`;
    const me = await signUp(t.app, { email: typo });
    const oldLink = confirmationToken(t.dataDir, typo);
    expect((await changeEmail(me.cookie, right, me.input.password)).statusCode).toBe(200);
    await confirmAddress(t.app, t.dataDir, right);
    // Links mailed before this fix were never revoked: the route itself must refuse them.
    await t.context.db
      .update(emailConfirmations)
      .set({ usedAt: null })
      .where(eq(emailConfirmations.tokenHash, hashConfirmationToken(oldLink)));
    const res = await confirm(oldLink);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADDRESS_MESSAGES.notTheAccountsAddress);
    const mine = (await request(t.app, me.cookie).get('/api/user')).json();
    expect(mine).toMatchObject({ email: right, emailConfirmed: true });
  });

  it('confirming the pending address ends every other link of the account', async () => {
    const me = await signUp(t.app);
    await confirmAddress(t.app, t.dataDir, me.input.email);
    const next = `next-${me.input.email}`;
    expect((await changeEmail(me.cookie, next, me.input.password)).statusCode).toBe(200);
    const first = confirmationToken(t.dataDir, next);
    // "Send again" mails a second link for the same pending address; either one confirms it.
    expect((await request(t.app, me.cookie).post('/api/email-confirmation/send')).statusCode).toBe(
      200,
    );
    await confirmAddress(t.app, t.dataDir, next);
    const open = await t.context.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, me.user.id));
    expect(open.filter((row) => row.usedAt === null)).toEqual([]);
    expect((await confirm(first)).statusCode).toBe(400);
  });
});
