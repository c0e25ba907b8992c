import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bankAccountsKind, familyMembersKind } from '../../domain/records';
import { accessEvents } from '../db/schema';
import { pdfText } from '../testing/pdf-text';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, type TestApp } from '../testing/test-app';
import { inVault, person, trust, type Person } from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (who: Person, owner?: Person) =>
  who.api.get('/api/net-worth/history?range=ALL', owner ? inVault(owner) : undefined);

/** An owner with one bank account, so today's net worth snapshot exists. */
async function ownerWithSavings() {
  const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
  const bank = await owner.api.post('/api/bank-accounts', {
    ...sampleRecord(bankAccountsKind),
    currentBalance: '2500.00',
  });
  expect(bank.statusCode, bank.body).toBe(201);
  return owner;
}

describe('net worth history in someone else’s vault', () => {
  it('shows the owner’s snapshots to a grant that covers every summed area, and logs the view', async () => {
    const owner = await ownerWithSavings();
    const viewer = await person(t);
    await trust(t, owner, viewer, { areas: 'all' });
    const own = (await history(owner)).json();
    expect(own.points).toEqual([expect.objectContaining({ netWorth: '2500.00' })]);

    const res = await history(viewer, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(own);
    // Without the header the viewer's own (empty) history, as before.
    expect((await history(viewer)).json().points).toEqual([]);
    const logged = await t.context.db
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.ownerId, owner.id), eq(accessEvents.area, 'net-worth')));
    expect(logged).toEqual([expect.objectContaining({ granteeId: viewer.id, action: 'view' })]);
  });

  it('answers an empty history when the grant leaves out an area net worth sums', async () => {
    const owner = await ownerWithSavings();
    // The viewer has a history of their own, which must not show under the owner's banner.
    const viewer = await ownerWithSavings();
    // Bank accounts alone: a point would still carry the other areas' totals.
    await trust(t, owner, viewer, { areas: ['bank-accounts', 'family-members'] });
    const res = await history(viewer, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ points: [], change: null });
    expect((await history(viewer)).json().points).toHaveLength(1);
  });

  it('answers 404 to a stranger naming the owner’s vault', async () => {
    const owner = await ownerWithSavings();
    const stranger = await person(t);
    const res = await history(stranger, owner);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('2500');
  });
});

describe('reports in someone else’s vault', () => {
  const binder = async (who: Person, owner: Person) => {
    const res = await who.api.get('/api/reports/emergency-binder', inVault(owner));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('the Emergency Binder holds the owner’s records the grant covers, and no others', async () => {
    const owner = await ownerWithSavings();
    const member = await owner.api.post('/api/family-members', {
      ...sampleRecord(familyMembersKind),
      name: 'Ruth Quimby',
    });
    expect(member.statusCode, member.body).toBe(201);

    const everything = await person(t);
    await trust(t, owner, everything, { areas: 'all' });
    expect(await binder(everything, owner)).toContain('Ruth Quimby');

    const banksOnly = await person(t);
    await trust(t, owner, banksOnly, { areas: ['bank-accounts'] });
    expect(await binder(banksOnly, owner)).not.toContain('Ruth Quimby');

    const logged = await t.context.db
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.ownerId, owner.id), eq(accessEvents.area, 'reports')));
    expect(logged.map((event) => event.granteeId).sort()).toEqual(
      [everything.id, banksOnly.id].sort(),
    );
  });
});
