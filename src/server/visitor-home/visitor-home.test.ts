import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { familyMembersKind } from '../../domain/records';
import type { VisitorHome } from '../../domain/visitor-home';
import { accessEvents } from '../db/schema';
import { tableOf } from '../records/record-table';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  annAndHerCircle,
  inVault,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function add(owner: Person, path: string, body: Record<string, unknown>) {
  const res = await owner.api.post(`/api/${path}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** An owner with a family, an attorney and a banker, a will and a power of attorney, a checklist and a doctor. */
async function ownerWithEstate() {
  const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
  const son = await add(owner, 'family-members', {
    name: 'Bo Lee',
    relationship: 'Child',
    cellPhone: '5550001111',
    email: 'bo@example.com',
  });
  await add(owner, 'professional-contacts', {
    name: 'Jo Law',
    profession: 'Attorney',
    company: 'Law & Co',
    phone: '5550002222',
  });
  await add(owner, 'professional-contacts', { name: 'Ben Bank', profession: 'Banker' });
  await add(owner, 'documents', {
    title: 'Last Will',
    category: 'Legal',
    documentType: 'Will',
    location: 'Fireproof box, hall closet',
    namedRole: 'Executor',
    namedFamilyMemberId: son.id,
  });
  await add(owner, 'documents', {
    title: 'Tax 2023',
    category: 'Tax Documents',
    documentType: 'Tax Returns',
  });
  await add(owner, 'estate-checklist-items', {
    title: 'Sign healthcare directive',
    category: 'Healthcare Directives',
    priority: 1,
  });
  await add(owner, 'estate-checklist-items', {
    title: 'Review budget',
    category: 'Financial Planning',
    priority: 2,
  });
  await add(owner, 'medical-information', {
    familyMemberId: son.id,
    doctorName: 'Dr. Kim',
    doctorPhone: '5550003333',
    allergies: 'Penicillin',
  });
  return owner;
}

const home = async (who: Person, owner: Person) => {
  const res = await who.api.get('/api/visitor-home', inVault(owner));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VisitorHome;
};

describe('GET /api/visitor-home', () => {
  it('answers whose records, the role, who to call, the originals, the checklist and medical essentials', async () => {
    const owner = await ownerWithEstate();
    const viewer = await person(t, { firstName: 'Cy', lastName: 'Lee' });
    const executor = await person(t, { firstName: 'Ed', lastName: 'Fox' });
    await trust(t, owner, viewer, { areas: 'all' });
    await trust(t, owner, executor, { role: 'executor', areas: 'all' });
    const h = await home(viewer, owner);
    expect(h).toMatchObject({
      ownerId: owner.id,
      ownerName: 'Ann Lee',
      role: 'viewer',
      canWrite: false,
      released: false,
    });
    expect(h.contacts.map((c) => [c.name, c.role])).toEqual([
      ['Bo Lee', 'Executor in Last Will'],
      ['Ed Fox', 'Executor (trusted person)'],
      ['Jo Law', 'Attorney'],
      ['Dr. Kim', 'Doctor for Bo Lee'],
    ]);
    expect(h.contacts[0]).toMatchObject({ phone: '5550001111', email: 'bo@example.com' });
    expect(h.contacts[1]!.email).toBe('');
    expect(h.originals).toEqual([
      expect.objectContaining({
        title: 'Last Will',
        location: 'Fireproof box, hall closet',
        named: 'Bo Lee as Executor',
      }),
    ]);
    expect(h.checklist).toEqual([
      expect.objectContaining({ title: 'Sign healthcare directive', completed: false }),
    ]);
    expect(h.medical).toEqual([
      expect.objectContaining({ person: 'Bo Lee', allergies: 'Penicillin' }),
    ]);
    expect(h.changes).toEqual({ since: null, items: [], total: 0 });
    // The visit is in the owner's access history.
    const logged = await t.context.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.ownerId, owner.id));
    expect(logged).toEqual([
      expect.objectContaining({ granteeId: viewer.id, area: 'dashboard', action: 'view' }),
    ]);
  });

  it('shows a trusted person only who the executors are, by their account’s name, never an address', async () => {
    // The owner's own name for the executor stays the owner's: the account's name is shown.
    const { owner, bankEditor, viewer, executor } = await annAndHerCircle(t, {
      executorName: 'My brother Eddie',
    });
    const seen = await home(bankEditor, owner);
    expect(seen.contacts.filter((c) => c.source === 'trusted-person')).toEqual([
      expect.objectContaining({ name: 'Ed Fox', role: 'Executor (trusted person)', email: '' }),
    ]);
    const body = JSON.stringify(seen);
    for (const hidden of [executor.email, viewer.email, 'Vic View', 'Viewer', 'Eddie'])
      expect(body).not.toContain(hidden);
    // A viewer of every area sees the same: the executor, and not the editor.
    const theirs = await home(viewer, owner);
    expect(theirs.contacts.filter((c) => c.source === 'trusted-person')).toEqual([
      expect.objectContaining({ name: 'Ed Fox', email: '' }),
    ]);
    expect(JSON.stringify(theirs)).not.toContain(bankEditor.email);
    expect(JSON.stringify(theirs)).not.toContain('Bea Bank');
  });

  it('holds only what the grant’s areas cover', async () => {
    const owner = await ownerWithEstate();
    const viewer = await person(t);
    await trust(t, owner, viewer, { areas: ['professional-contacts'] });
    const h = await home(viewer, owner);
    expect(h.areas).toEqual(['professional-contacts']);
    expect(h.contacts.map((c) => c.name)).toEqual(['Jo Law']);
    expect(h.originals).toEqual([]);
    expect(h.checklist).toEqual([]);
    expect(h.medical).toEqual([]);
    const body = JSON.stringify(h);
    for (const secret of ['Bo Lee', 'Fireproof', 'Penicillin', 'Dr. Kim', 'healthcare directive'])
      expect(body).not.toContain(secret);
  });

  it('lists what was added or changed since the end of the previous visit', async () => {
    const owner = await ownerWithEstate();
    const viewer = await person(t);
    const grant = await trust(t, owner, viewer, { areas: ['family-members'] });
    const members = tableOf(familyMembersKind);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // Bo was recorded long before; the visitor's last visit ended two hours ago.
    await t.context.db
      .update(members)
      .set({ createdAt: hoursAgo(5), updatedAt: hoursAgo(5) })
      .where(eq(members.userId, owner.id));
    const lastVisit = hoursAgo(2);
    await t.context.db.insert(accessEvents).values({
      ownerId: owner.id,
      granteeId: viewer.id,
      grantId: grant.id,
      action: 'view',
      area: 'family-members',
      at: lastVisit,
    });
    const sis = await add(owner, 'family-members', { name: 'Sue Lee', relationship: 'Child' });
    const h = await home(viewer, owner);
    expect(h.changes.since).toBe(lastVisit.toISOString());
    expect(h.changes.items).toEqual([
      expect.objectContaining({
        area: 'family-members',
        recordId: sis.id,
        title: 'Sue Lee',
        change: 'added',
      }),
    ]);
    expect(h.changes.total).toBe(1);
    // A second look within the same visit still measures from the previous visit.
    expect((await home(viewer, owner)).changes.total).toBe(1);
  });

  it('answers 404 in one’s own records and to a stranger naming the vault; 401 signed out', async () => {
    const owner = await ownerWithEstate();
    expect((await owner.api.get('/api/visitor-home')).statusCode).toBe(404);
    const stranger = await person(t);
    const res = await stranger.api.get('/api/visitor-home', inVault(owner));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Ann Lee');
    expect((await t.app.inject({ method: 'GET', url: '/api/visitor-home' })).statusCode).toBe(401);
  });
});
