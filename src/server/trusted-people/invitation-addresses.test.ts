import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_BEFORE_ACCEPTING } from '../../domain/trusted-people';
import { notifications, users } from '../db/schema';
import { confirmAddress } from '../testing/confirm-address';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, newUserInput, sessionCookieOf, type TestApp } from '../testing/test-app';
import {
  accept,
  inVault,
  invitationToken,
  invite,
  person,
  trust,
  trustedPeople,
  type Person,
} from './testing/trusted-kit';

// docs/decisions/018-verified-addresses.md: an invitation is shown to, and accepted by, only an
// account whose confirmed address is the invited one; its link proves the address at sign-up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const bellOf = async (p: Person) =>
  (await p.api.get('/api/notifications')).json().items as Array<{
    title: string;
    message: string;
    link: string | null;
  }>;
const acceptWith = (p: Person, token: string) => p.api.post('/api/invitations/accept', { token });

/** Signs up from an invitation link (its token in the body), as the invitation page does. */
async function signUpFromInvitation(email: string, token: string) {
  const input = { ...newUserInput(), email, invitationToken: token };
  const res = await request(t.app).post('/api/register', input);
  return { res, input };
}

describe('the squatting attack from issue 26', () => {
  it('an unconfirmed account registered with the invited address neither sees nor accepts it', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    // The attacker registers the address of the person Ann will invite, and cannot confirm it.
    const victimAddress = `ben-${Date.now()}@example.com`;
    const squatter = await person(t, { email: victimAddress }, { confirmed: false });
    await invite(owner, squatter, { role: 'executor' });
    const token = invitationToken(t, victimAddress);

    // Nothing in its bell (before: an item linking to the invitation, token and all).
    expect(await bellOf(squatter)).toEqual([]);
    const stored = await t.context.db.select().from(notifications);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Even holding the token (the victim's mail), it cannot accept.
    const refused = await acceptWith(squatter, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONFIRM_BEFORE_ACCEPTING(victimAddress));
    expect((await trustedPeople(owner)).people[0]).toMatchObject({ state: 'invited' });

    // The real person signs up from the link: the address is proven and passes to them.
    const { res } = await signUpFromInvitation(victimAddress, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: victimAddress, emailConfirmed: true });
    const ben: Person = {
      id: res.json().id,
      email: victimAddress,
      cookie: sessionCookieOf(res),
      api: request(t.app, sessionCookieOf(res)),
    };
    // The sign-up accepted the invitation itself (no second click): the link is spent.
    expect((await acceptWith(ben, token)).statusCode).toBe(404);
    expect((await trustedPeople(owner)).people[0]).toMatchObject({
      state: 'accepted',
      granteeId: ben.id,
    });
    // The squatter lost the address and is told.
    expect((await squatter.api.get('/api/user')).json()).toMatchObject({
      email: '',
      emailTaken: true,
    });
    expect((await bellOf(squatter))[0]!.title).toBe('Your email address was removed');
    // No confirmation mail for the proven address: the invitation link was the proof.
    expect(mailsTo(t.dataDir, victimAddress).filter((m) => m.includes('was created'))).toHaveLength(
      1,
    );
  });

  it('signing up from a link refuses another address (400) and a dead link (404), creating nothing', async () => {
    const owner = await person(t);
    const invited = `cleo-${Date.now()}@example.com`;
    const res = await owner.api.post('/api/trusted-people', {
      email: invited,
      role: 'viewer',
      areas: 'all',
    });
    expect(res.statusCode).toBe(201);
    const token = invitationToken(t, invited);
    const other = await signUpFromInvitation(`not-${invited}`, token);
    expect(other.res.statusCode).toBe(400);
    expect(other.res.json().message).toMatch(/^email: This is not the address the invitation/);
    const dead = await signUpFromInvitation(invited, 'no-such-token');
    expect(dead.res.statusCode).toBe(404);
    const made = await t.context.db
      .select()
      .from(users)
      .where(eq(users.username, other.input.username));
    expect(made).toEqual([]);
  });

  it('a confirmed holder keeps the address: signing up from the link answers 409', async () => {
    const owner = await person(t);
    const holder = await person(t);
    await invite(owner, holder);
    const { res } = await signUpFromInvitation(holder.email, invitationToken(t, holder.email));
    expect(res.statusCode).toBe(409);
    expect((await holder.api.get('/api/user')).json()).toMatchObject({ email: holder.email });
  });
});

describe('a confirmed address', () => {
  it('is shown the invitation in its bell (without the token) and accepts it', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const grantee = await person(t);
    await invite(owner, grantee, { role: 'editor' });
    const [item] = await bellOf(grantee);
    expect(item).toMatchObject({
      title: 'Ann Lee invited you to be their Editor',
      message: `Open the invitation from the email we sent to ${grantee.email}.`,
      link: '/trusted-people',
    });
    await accept(t, grantee);
  });
});

describe('grants made before addresses were confirmed', () => {
  it('keep working; only a new acceptance needs a confirmed address', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    await trust(t, owner, grantee);
    // As the migration leaves every existing account: unconfirmed.
    await t.context.db
      .update(users)
      .set({ emailConfirmedAt: null })
      .where(eq(users.id, grantee.id));
    await t.context.sessions.userChanged(grantee.id);
    expect((await grantee.api.get('/api/user')).json()).toMatchObject({ emailConfirmed: false });
    expect((await grantee.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);

    const second = await person(t);
    await invite(second, grantee);
    const token = invitationToken(t, grantee.email);
    expect((await acceptWith(grantee, token)).statusCode).toBe(403);
    expect((await grantee.api.post('/api/email-confirmation/send')).statusCode).toBe(200);
    await confirmAddress(t.app, t.dataDir, grantee.email);
    expect((await acceptWith(grantee, token)).statusCode).toBe(200);
  });
});

describe('mail about the account’s own vault', () => {
  it('goes to an unconfirmed owner’s address: an executor’s request is mailed', async () => {
    const owner = await person(t, {}, { confirmed: false });
    const executor = await person(t);
    const grant = await trust(t, owner, executor, { role: 'executor', waitDays: 7 });
    expect(
      (await executor.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' }))
        .statusCode,
    ).toBe(200);
    expect(mailsTo(t.dataDir, owner.email).at(-1)).toContain(
      'Subject: A trusted person asked for emergency access to your records',
    );
  });
});
