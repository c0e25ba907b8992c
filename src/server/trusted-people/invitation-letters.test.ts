import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError } from '../crypto/aead';
import { trustedGrants, users } from '../db/schema';
import { readOutbox } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, newUserInput, sessionCookieOf, type TestApp } from '../testing/test-app';
import { openLetter } from './invitation-letter';
import { invitationToken, person, trustedPeople, type Person } from './testing/trusted-kit';

// Issue 28, "Invitation and acceptance": the invitation speaks to the invitee, its note is sealed
// under a key from its token, and signing up from its link ends with it accepted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const NOTE = 'Tom, this is where\nMum keeps everything.\n<script>alert(1)</script> & more';
let n = 0;
const invitedAddress = () => `tom-${Date.now()}-${++n}@example.com`;

async function inviteTom(owner: Person, email: string, extra: Record<string, unknown> = {}) {
  const res = await owner.api.post('/api/trusted-people', {
    email,
    name: 'Tom Lee',
    relationship: 'Child',
    note: NOTE,
    role: 'executor',
    areas: ['documents', 'insurance-policies'],
    waitDays: 14,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, token: invitationToken(t, email) };
}

const lookup = (body: Record<string, unknown>) =>
  request(t.app).post('/api/invitations/lookup', body);
const grantRow = async (id: string) =>
  (await t.context.db.select().from(trustedGrants).where(eq(trustedGrants.id, id)))[0]!;

describe('the invitation, written to the invitee', () => {
  it('mails who invites, what and when, and that there is a note, never the note itself', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const email = invitedAddress();
    await inviteTom(owner, email);
    const mail = readOutbox(t.dataDir).findLast((m) => m.to.includes(email))!;
    expect(mail.subject).toBe('An invitation to be a trusted person on Kinfolio');
    expect(mail.text).toContain('Hello Tom Lee,');
    expect(mail.text).toContain('Ann Lee invited you');
    expect(mail.text).toContain('their executor (emergency access)');
    expect(mail.text).toContain('read their Insurance and Documents');
    expect(mail.text).toContain('has 14 days to reject it');
    // Issue 41: the six words say what they are for wherever they appear.
    expect(mail.text).toContain(
      'You will have six words to read out to each other, by phone or in person, so you both know the invitation was not intercepted.',
    );
    // Issue 41: the mail travels and rests in clear, so the note is only on the invitation's page.
    expect(mail.text).toContain('Ann Lee wrote you a note: open the invitation to read it.');
    expect(mail.text).not.toContain('Mum keeps everything');
    expect(mail.text).not.toContain('script');
    // The link carries the token and the invited address in its fragment.
    expect(mail.text).toContain(
      `/invitations#token=${invitationToken(t, email)}&email=${encodeURIComponent(email)}`,
    );
  });

  it('keeps no note or name in the database, and only the right token opens them', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const email = invitedAddress();
    const { id, token } = await inviteTom(owner, email);
    const row = await grantRow(id);
    const dump = JSON.stringify(row);
    for (const plain of ['Mum keeps', 'Tom Lee', 'script', email])
      expect(dump).not.toContain(plain);
    expect(row.inviteLetterSealed).toBeTruthy();
    expect(openLetter(token, id, row.inviteLetterSealed)).toEqual({
      name: 'Tom Lee',
      relationship: 'Child',
      note: NOTE,
    });
    expect(() => openLetter(`${token}x`, id, row.inviteLetterSealed)).toThrow(DecryptionError);
    // Bound to its grant: the same token cannot open it as another invitation's letter.
    expect(() => openLetter(token, crypto.randomUUID(), row.inviteLetterSealed)).toThrow(
      DecryptionError,
    );

    const res = await lookup({ token, email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ownerName: 'Ann Lee',
      inviteeName: 'Tom Lee',
      relationship: 'Child',
      note: NOTE,
      role: 'executor',
      waitDays: 14,
    });
  });

  it('a resend seals the letter again under the new link; the old link is dead', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const email = invitedAddress();
    const { id, token } = await inviteTom(owner, email);
    expect((await owner.api.post(`/api/trusted-people/${id}/resend`)).statusCode).toBe(200);
    const fresh = invitationToken(t, email);
    expect(fresh).not.toBe(token);
    expect((await lookup({ token })).statusCode).toBe(404);
    expect((await lookup({ token: fresh })).json()).toMatchObject({
      note: NOTE,
      inviteeName: 'Tom Lee',
    });
  });
});

describe("the owner's list", () => {
  it('shows the name and relationship typed in the invitation, with the address, until they accept', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const email = invitedAddress();
    const { id, token } = await inviteTom(owner, email);
    const bare = invitedAddress();
    await owner.api.post('/api/trusted-people', { email: bare, role: 'viewer', areas: 'all' });
    const listed = async () =>
      new Map((await trustedPeople(owner)).people.map((p) => [p.email, p] as const));
    expect((await listed()).get(email)).toMatchObject({
      id,
      name: 'Tom Lee',
      relationship: 'Child',
    });
    // Nothing typed: no name, and the list falls back to the address.
    expect((await listed()).get(bare)).toMatchObject({ name: null, relationship: null });

    // Once accepted, the account's own name; the relationship the owner chose stays.
    const res = await request(t.app).post('/api/register', {
      ...newUserInput({ firstName: 'Thomas', lastName: 'Lee' }),
      email,
      invitationToken: token,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await listed()).get(email)).toMatchObject({
      name: 'Thomas Lee',
      relationship: 'Child',
      state: 'accepted',
    });
  });
});

describe('bad input changes nothing', () => {
  it('a wrong token 404, an address other than the invited one 400, an expired link 410', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const email = invitedAddress();
    const { id, token } = await inviteTom(owner, email);
    const before = await grantRow(id);

    expect((await lookup({ token: 'not-a-real-token' })).statusCode).toBe(404);
    const wrongAddress = await lookup({ token, email: 'someone-else@example.com' });
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json().message).toMatch(/not the address the invitation was sent to/);
    const signUp = await request(t.app).post('/api/register', {
      ...newUserInput(),
      email: 'someone-else@example.com',
      invitationToken: token,
    });
    expect(signUp.statusCode).toBe(400);
    expect(await grantRow(id)).toEqual(before);

    await t.context.db
      .update(trustedGrants)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(trustedGrants.id, id));
    expect((await lookup({ token, email })).statusCode).toBe(410);
    const late = await request(t.app).post('/api/register', {
      ...newUserInput(),
      email,
      invitationToken: token,
    });
    expect(late.statusCode).toBe(410);
    expect(await t.context.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('signing up from the link', () => {
  it('confirms the address and accepts the invitation: no second click; the spent link is 404', async () => {
    const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
    const email = invitedAddress();
    const { id, token } = await inviteTom(owner, email);
    const res = await request(t.app).post('/api/register', {
      ...newUserInput(),
      email,
      invitationToken: token,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, emailConfirmed: true });
    const tom = request(t.app, sessionCookieOf(res));
    const shared = (await tom.get('/api/trusted-people')).json();
    expect(shared.sharedWithMe).toMatchObject([{ id, ownerName: 'Ann Lee', state: 'accepted' }]);
    expect(shared.myFingerprint.split(' ')).toHaveLength(6);
    expect((await trustedPeople(owner)).people[0]).toMatchObject({ state: 'accepted' });
    // The letter was for the invitation only.
    expect((await grantRow(id)).inviteLetterSealed).toBeNull();

    // Already accepted: the link answers 404 everywhere and changes nothing.
    const after = await grantRow(id);
    expect((await lookup({ token, email })).statusCode).toBe(404);
    expect((await tom.post('/api/invitations/accept', { token })).statusCode).toBe(404);
    const again = await request(t.app).post('/api/register', {
      ...newUserInput(),
      email: `other-${email}`,
      invitationToken: token,
    });
    expect(again.statusCode).toBe(404);
    expect(await grantRow(id)).toEqual(after);
  });
});
