import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_OWNER_PER_DAY,
  INVITATIONS_TO_ADDRESS_PER_DAY,
  INVITATION_LIMIT_MESSAGES,
} from '../../domain/invitation-limits';
import { systemLogs } from '../db/schema';
import { readOutbox } from '../testing/outbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PASSWORD, accept, invitationToken, invite, person, trust } from './testing/trusted-kit';

// Issue 26, item 5: one new account sent 21 invitations to one stranger, each subject carrying a
// 100-character name of its choosing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const auditOf = (userId: string, actions: string[]) =>
  t.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.userId, userId), inArray(systemLogs.action, actions)));

describe('invitation limits', () => {
  it(`sends one address at most ${INVITATIONS_PER_ADDRESS_PER_DAY} a day and one owner ${INVITATIONS_PER_OWNER_PER_DAY}: then 429 in plain words, audited`, async () => {
    const owner = await person(t);
    const target = `stranger-${Date.now()}@example.com`;
    const first = await owner.api.post('/api/trusted-people', {
      email: target,
      role: 'viewer',
      areas: 'all',
    });
    expect(first.statusCode).toBe(201);
    const resend = () => owner.api.post(`/api/trusted-people/${first.json().id}/resend`);
    for (let i = 1; i < INVITATIONS_PER_ADDRESS_PER_DAY; i++)
      expect((await resend()).statusCode).toBe(200);
    const toAddress = await resend();
    expect(toAddress.statusCode).toBe(429);
    expect(toAddress.json().message).toBe(INVITATION_LIMIT_MESSAGES.address);
    expect(Number(toAddress.headers['retry-after'])).toBeGreaterThan(0);
    const mailed = readOutbox(t.dataDir).filter((m) => m.to === target);
    expect(mailed).toHaveLength(INVITATIONS_PER_ADDRESS_PER_DAY);

    // The owner has used 4 of the day's 10: the refused resend counted too.
    const inviteNew = (n: number) =>
      owner.api.post('/api/trusted-people', {
        email: `other-${n}-${target}`,
        role: 'viewer',
        areas: 'all',
      });
    for (
      let used = INVITATIONS_PER_ADDRESS_PER_DAY + 1;
      used < INVITATIONS_PER_OWNER_PER_DAY;
      used++
    )
      expect((await inviteNew(used)).statusCode).toBe(201);
    const last = await inviteNew(0);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(INVITATION_LIMIT_MESSAGES.owner);
    // Every invitation and resend is audited, and so is each refusal.
    const audited = await auditOf(owner.id, ['trusted.invite', 'trusted.resend']);
    expect(audited.filter((a) => a.action === 'trusted.invite')).toHaveLength(
      1 + INVITATIONS_PER_OWNER_PER_DAY - INVITATIONS_PER_ADDRESS_PER_DAY - 1,
    );
    expect(audited.filter((a) => a.action === 'trusted.resend')).toHaveLength(
      INVITATIONS_PER_ADDRESS_PER_DAY - 1,
    );
    expect(await auditOf(owner.id, ['trusted.invite_capped'])).toHaveLength(2);
  });

  it('counts the address per owner under a higher ceiling: throwaway owners cannot block a family', async () => {
    // Issue 40, finding 5: three throwaway owners inviting the victim made the family's 429.
    const target = `shared-${Date.now()}@example.com`;
    const invite = (owner: Awaited<ReturnType<typeof person>>) =>
      owner.api.post('/api/trusted-people', {
        email: target.toUpperCase(),
        role: 'viewer',
        areas: 'all',
      });
    for (let i = 0; i < INVITATIONS_PER_ADDRESS_PER_DAY; i++)
      expect((await invite(await person(t))).statusCode).toBe(201);
    const family = await person(t);
    expect((await invite(family)).statusCode).toBe(201);
    // Counted by the address's keyed hash, across owners, up to the overall ceiling.
    let sent = INVITATIONS_PER_ADDRESS_PER_DAY + 1;
    for (; sent < INVITATIONS_TO_ADDRESS_PER_DAY; sent++)
      expect((await invite(await person(t))).statusCode, `invitation ${sent + 1}`).toBe(201);
    const full = await invite(await person(t));
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toBe(INVITATION_LIMIT_MESSAGES.addressFull);
    expect(readOutbox(t.dataDir).filter((m) => m.to.toLowerCase() === target)).toHaveLength(
      INVITATIONS_TO_ADDRESS_PER_DAY,
    );
  });
});

describe('mail subjects', () => {
  it('carry no name typed by the owner or the invitee, at any step of a grant', async () => {
    const long = 'Zq'.repeat(50); // 100 characters, as in the report
    const owner = await person(t, { firstName: long, lastName: 'Ownerlast' });
    const grantee = await person(t, { firstName: 'Xavier', lastName: 'Granteelast' });
    const grant = await trust(t, owner, grantee, { role: 'executor', waitDays: 7 });
    await grantee.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    await owner.api.post(`/api/trusted-people/${grant.id}/reject`);
    await grantee.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' });
    await owner.api.post(`/api/trusted-people/${grant.id}/approve`, { password: PASSWORD });
    await owner.api.delete(`/api/trusted-people/${grant.id}`);
    const mails = readOutbox(t.dataDir).filter((m) => [owner.email, grantee.email].includes(m.to));
    // Invitation, accepted, confirmed, requested (twice), rejected, approved, ended, and more.
    expect(mails.length).toBeGreaterThanOrEqual(8);
    for (const mail of mails) {
      for (const name of [long, 'Zq', 'Ownerlast', 'Xavier', 'Granteelast'])
        expect(mail.subject, mail.subject).not.toContain(name);
    }
    // The body still says who: the invitee must know who invites them.
    const invitation = mails.find((m) => m.to === grantee.email && m.text.includes('invited you'));
    expect(invitation!.subject).toBe('An invitation to be a trusted person on Kinfolio');
    expect(invitation!.text).toContain(`${long} Ownerlast invited you`);
  });
});

describe('a resend', () => {
  it('mails a new fragment link, and the invitee still accepts with it', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const grant = await invite(owner, grantee);
    const first = invitationToken(t, grantee.email);
    expect((await owner.api.post(`/api/trusted-people/${grant.id}/resend`)).statusCode).toBe(200);
    expect(invitationToken(t, grantee.email)).not.toBe(first);
    await accept(t, grantee);
  });
});
