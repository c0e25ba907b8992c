import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { vaultBannerText } from '../../domain/trusted-people';
import { accessEvents, notifications, trustedGrants } from '../db/schema';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { VIEW_WINDOW_MS } from './access-history';
import {
  PASSWORD,
  accept,
  confirm,
  inVault,
  invitationToken,
  invite,
  ownerDocument,
  person,
  trust,
  trustedPeople,
} from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const family = { name: 'Grace Hopper', relationship: 'Child' };

describe('inviting a trusted person', () => {
  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const owner = await person(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email', role: 'viewer', areas: 'all' }, 'email'],
      [{ email: owner.email, role: 'viewer', areas: 'all' }, 'email'],
      [{ email: 'a@example.com', role: 'admin', areas: 'all' }, 'role'],
      [{ email: 'a@example.com', role: 'viewer', areas: ['pets'] }, 'areas'],
      [{ email: 'a@example.com', role: 'executor', areas: 'all', waitDays: 5 }, 'waitDays'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.api.post('/api/trusted-people', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    }
    expect((await trustedPeople(owner)).people).toEqual([]);
  });

  it('emails a link; a second invitation to the same person is 409', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const grantee = await person(t);
    const grant = await invite(owner, grantee, { role: 'editor', areas: ['family-members'] });
    expect(grant).toMatchObject({ state: 'invited', role: 'editor', email: grantee.email });
    const mail = mailsTo(t.dataDir, grantee.email).at(-1)!;
    expect(mail).toContain(
      'Ann Lee invited you to be one of the people they trust on Kinfolio, as an editor.',
    );
    expect(mail).toContain('https://vault.example/invitations#token=');
    const again = await owner.api.post('/api/trusted-people', {
      email: grantee.email.toUpperCase(),
      role: 'viewer',
      areas: 'all',
    });
    expect(again.statusCode).toBe(409);
  });

  it('shows the invitation to anyone with the link; accepting needs the invited address', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const grantee = await person(t);
    const stranger = await person(t);
    await invite(owner, grantee, { role: 'executor', waitDays: 14 });
    const token = invitationToken(t, grantee.email);
    const shown = await request(t.app).post('/api/invitations/lookup', { token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ ownerName: 'Ann Lee', role: 'executor', waitDays: 14 });
    expect((await request(t.app).post('/api/invitations/accept', { token })).statusCode).toBe(401);
    const wrong = await stranger.api.post('/api/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/different email address/);
    await accept(t, grantee);
    // Used: the link no longer works.
    expect((await request(t.app).post('/api/invitations/lookup', { token })).statusCode).toBe(404);
    const ownerMail = mailsTo(t.dataDir, owner.email).at(-1)!;
    expect(ownerMail).toContain('Subject: Your invitation was accepted: confirm now');
  });

  it('answers 410 for an expired invitation; a resend makes a new link and kills the old one', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const grant = await invite(owner, grantee);
    const first = invitationToken(t, grantee.email);
    await t.context.db
      .update(trustedGrants)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(trustedGrants.id, grant.id));
    const expired = await request(t.app).post('/api/invitations/lookup', { token: first });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    expect((await trustedPeople(owner)).people[0]).toMatchObject({ inviteExpired: true });
    expect((await grantee.api.post('/api/invitations/accept', { token: first })).statusCode).toBe(
      410,
    );
    const resent = await owner.api.post(`/api/trusted-people/${grant.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ inviteExpired: false });
    const second = invitationToken(t, grantee.email);
    expect(second).not.toBe(first);
    expect(
      (await request(t.app).post('/api/invitations/lookup', { token: first })).statusCode,
    ).toBe(404);
    await accept(t, grantee);
  });

  it('confirms only with the password, after both see the same fingerprint', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const grant = await invite(owner, grantee);
    await accept(t, grantee);
    const seenByOwner = (await trustedPeople(owner)).people[0]!;
    const seenByGrantee = await trustedPeople(grantee);
    expect(seenByOwner.fingerprint).toBe(seenByGrantee.myFingerprint);
    expect(seenByOwner.fingerprint!.split(' ')).toHaveLength(6);
    // Issue 41: the owner's email says what the six words are for, not what they are.
    const told = mailsTo(t.dataDir, owner.email).at(-1)!;
    expect(told).toContain(
      'six words to read out to each other, by phone or in person, so you both know the invitation was not intercepted',
    );
    expect(told).not.toContain('fingerprint');
    const wrong = await owner.api.post(`/api/trusted-people/${grant.id}/confirm`, {
      password: 'not my password',
      code: '',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your password is not correct.');
    expect((await trustedPeople(owner)).people[0]!.state).toBe('accepted');
    // Before confirmation nothing opens.
    expect((await grantee.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    expect((await confirm(owner, grant.id)).state).toBe('confirmed');
    expect(mailsTo(t.dataDir, grantee.email).at(-1)).toContain('confirmed you as their Viewer');
  });
});

describe('reading and changing an owner’s records', () => {
  it('lets a viewer read the areas in scope, 404s the rest, 403s writes, and logs the views', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const viewer = await person(t);
    const stranger = await person(t);
    const member = (await owner.api.post('/api/family-members', family)).json();
    await owner.api.post('/api/bank-accounts', {
      bankName: 'Chase',
      accountType: 'Checking',
      currentBalance: '100.00',
    });
    await trust(t, owner, viewer, { areas: ['family-members'] });

    const list = await viewer.api.get('/api/family-members', inVault(owner));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: member.id, name: 'Grace Hopper' })]);
    expect((await viewer.api.get('/api/bank-accounts', inVault(owner))).statusCode).toBe(404);
    const write = await viewer.api.post('/api/family-members', family, inVault(owner));
    expect(write.statusCode).toBe(403);
    expect(
      (await viewer.api.delete(`/api/family-members/${member.id}`, undefined, inVault(owner)))
        .statusCode,
    ).toBe(403);
    // The banner route, the dashboard within scope (no bank balance), and a stranger's 404.
    const access = await viewer.api.get(`/api/shared-vaults/${owner.id}`);
    expect(access.json()).toMatchObject({ ownerName: 'Ann Lee', canWrite: false });
    expect(vaultBannerText(access.json().ownerName, false)).toBe(
      'Viewing Ann Lee’s records · view only'.replace('’', "'"),
    );
    const summary = (await viewer.api.get('/api/dashboard-summary', inVault(owner))).json();
    expect(summary).toMatchObject({ familyMembers: 1, financialAccounts: { bankAccounts: null } });
    expect((await stranger.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    expect((await stranger.api.get(`/api/shared-vaults/${owner.id}`)).statusCode).toBe(404);
    // The viewer's own records are untouched by the header's absence.
    expect((await viewer.api.get('/api/family-members')).json()).toEqual([]);

    const history = (await owner.api.get('/api/trusted-people/access-history')).json();
    expect(history.total).toBeGreaterThanOrEqual(2);
    expect(history.events[0]).toMatchObject({ action: 'view', granteeId: viewer.id });
    expect(history.events.map((e: { area: string }) => e.area)).toEqual(
      expect.arrayContaining(['family-members', 'dashboard']),
    );
    // Refused writes changed nothing and left no 'create' in the history.
    expect(history.events.some((e: { action: string }) => e.action === 'create')).toBe(false);
    expect((await owner.api.get('/api/family-members')).json()).toHaveLength(1);
  });

  it('lists repeated views of one list within a minute once, and a later view again', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    await trust(t, owner, viewer);
    const views = async () =>
      (await owner.api.get('/api/trusted-people/access-history')).json().total as number;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 3; i++) await viewer.api.get('/api/family-members', inVault(owner));
      expect(await views()).toBe(1);
      vi.setSystemTime(Date.now() + VIEW_WINDOW_MS + 1000);
      await viewer.api.get('/api/family-members', inVault(owner));
      expect(await views()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an editor add a record that belongs to the owner, sealed under the owner’s key', async () => {
    const owner = await person(t);
    const editor = await person(t);
    await trust(t, owner, editor, { role: 'editor', areas: 'all' });
    const created = await editor.api.post(
      '/api/family-members',
      { name: 'Added By Editor', relationship: 'Sibling' },
      inVault(owner),
    );
    expect(created.statusCode, created.body).toBe(201);
    const ownerList = (await owner.api.get('/api/family-members')).json();
    expect(ownerList).toEqual([expect.objectContaining({ name: 'Added By Editor' })]);
    expect((await editor.api.get('/api/family-members')).json()).toEqual([]);
    const changed = await editor.api.patch(
      `/api/family-members/${created.json().id}`,
      { notes: 'Lives in Boston' },
      inVault(owner),
    );
    expect(changed.statusCode).toBe(200);
    const history = (
      await owner.api.get(`/api/trusted-people/access-history?grantee=${editor.id}`)
    ).json();
    expect(history.events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['create', 'update']),
    );
    // Issue 41: each entry names the record as the owner's screens do, never by an id, and a
    // record deleted since reads as such.
    const names = async () =>
      (await owner.api.get(`/api/trusted-people/access-history?grantee=${editor.id}`))
        .json()
        .events.map((e: { recordName: string | null }) => e.recordName);
    expect(await names()).toEqual(['Added By Editor', 'Added By Editor']);
    await owner.api.delete(`/api/family-members/${created.json().id}`);
    expect(await names()).toEqual(['a deleted record', 'a deleted record']);
  });

  it('downloads a document’s file in scope and logs the download', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    const file = await ownerDocument(owner, 'Last will');
    await trust(t, owner, viewer, { areas: ['documents'] });
    const got = await viewer.api.get(file.fileUrl, inVault(owner));
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('Last will');
    expect((await viewer.api.get(file.fileUrl)).statusCode).toBe(404);
    const [event] = await t.context.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.action, 'download'));
    expect(event).toMatchObject({ ownerId: owner.id, area: 'documents', recordId: file.id });
  });

  it('ends on either side at once: the next read is 404 and the other side is told', async () => {
    const owner = await person(t);
    const viewer = await person(t, { firstName: 'Vic' });
    const grant = await trust(t, owner, viewer);
    expect((await viewer.api.get('/api/family-members', inVault(owner))).statusCode).toBe(200);
    expect((await viewer.api.delete(`/api/trusted-people/${grant.id}`)).statusCode).toBe(204);
    expect((await viewer.api.get('/api/family-members', inVault(owner))).statusCode).toBe(404);
    expect((await trustedPeople(owner)).people).toEqual([]);
    const bell = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(bell.map((n) => n.title)).toContain('Vic Lovelace is no longer your trusted person');
    // Ended: acting on it again is a 409 that says so, and a stranger gets 404.
    const again = await owner.api.delete(`/api/trusted-people/${grant.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/ended/);
    // The owner can invite the same person afresh.
    await invite(owner, viewer);
  });

  it('answers 404 to anyone but the two parties, and 401 signed out, on every grant route', async () => {
    const owner = await person(t);
    const grantee = await person(t);
    const stranger = await person(t);
    const grant = await invite(owner, grantee, { role: 'executor' });
    await accept(t, grantee);
    const routes: Array<['POST' | 'DELETE', string, unknown?]> = [
      ['POST', `/api/trusted-people/${grant.id}/resend`],
      ['POST', `/api/trusted-people/${grant.id}/confirm`, { password: PASSWORD, code: '' }],
      ['POST', `/api/trusted-people/${grant.id}/request`, { reason: 'other' }],
      ['POST', `/api/trusted-people/${grant.id}/approve`, { password: PASSWORD, code: '' }],
      ['POST', `/api/trusted-people/${grant.id}/reject`],
      ['DELETE', `/api/trusted-people/${grant.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await stranger.api.send(method, url, body as never)).statusCode, url).toBe(404);
      expect((await request(t.app).send(method, url, body as never)).statusCode, url).toBe(401);
    }
    // The grantee cannot do the owner's steps, nor the owner the grantee's.
    expect(
      (
        await grantee.api.post(`/api/trusted-people/${grant.id}/confirm`, {
          password: PASSWORD,
          code: '',
        })
      ).statusCode,
    ).toBe(404);
    expect((await grantee.api.post(`/api/trusted-people/${grant.id}/resend`)).statusCode).toBe(404);
    expect(
      (await owner.api.post(`/api/trusted-people/${grant.id}/request`, { reason: 'other' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.api.get('/api/trusted-people/access-history')).json().total).toBe(0);
    const [row] = await t.context.db
      .select()
      .from(trustedGrants)
      .where(eq(trustedGrants.id, grant.id));
    expect(row.state).toBe('accepted');
  });
});
