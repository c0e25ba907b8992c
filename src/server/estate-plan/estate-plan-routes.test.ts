import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InheritancePlan } from '../../domain/estate-plan/inheritance-api';
import type { Liquidity } from '../../domain/estate-plan/liquidity-api';
import { beneficiaryMatches, estatePlanPreferences, systemLogs } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { PASSWORD, person, type Person } from '../trusted-people/testing/trusted-kit';
import { addEllisFamily, ELLIS_TODAY, type EllisIds } from './testing/ellis-family';

let t: TestApp;
let owner: Person;
let ids: EllisIds;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, { firstName: 'Maya', lastName: 'Ellis' });
  ids = await addEllisFamily(owner.api);
});
afterAll(() => t.close());

const inheritance = async (who = owner) => {
  const res = await who.api.get(`/api/estate-plan/inheritance?today=${ELLIS_TODAY}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InheritancePlan;
};
const totalOf = (plan: InheritancePlan, name: string) =>
  plan.recipients.find((r) => r.name === name)?.total;
const match = (body: object, who = owner) =>
  who.api.put(`/api/estate-plan/beneficiary-matches?today=${ELLIS_TODAY}`, {
    recordKind: 'bank-accounts',
    recordId: ids.cd,
    position: 0,
    outsideFamily: false,
    ...body,
  });

describe('GET /api/estate-plan/inheritance', () => {
  it('answers who gets what from the records, with the flags an attorney would raise', async () => {
    const plan = await inheritance();
    // 20,000 + 15,000 + 100,000 + 60,000 + 500,000 named; 10,000 + 400,000 + 100,000 by will.
    expect(plan.totals).toEqual({
      all: '1205000.00',
      designated: '695000.00',
      byWill: '510000.00',
    });
    expect(totalOf(plan, 'Jane Marie Ellis')).toBe('70000.00');
    expect(totalOf(plan, 'Thomas Ellis')).toBe('275000.00');
    expect(totalOf(plan, 'Ava Ellis')).toBe('275000.00');
    expect(totalOf(plan, 'Rita Gomez')).toBe('60000.00');
    expect(plan.recipients.find((r) => r.name === 'Bobby')?.kind).toBe('unmatched');
    expect(plan.flags.map((f) => f.kind).sort()).toEqual(
      [
        'former-spouse-named',
        'minor-named',
        'minor-named',
        'no-beneficiary',
        'no-will',
        'unknown-beneficiary',
      ].sort(),
    );
    expect(plan.flags.find((f) => f.kind === 'no-beneficiary')?.link).toBe(
      `/banking?record=${ids.savings}`,
    );
    expect(plan.family.find((m) => m.id === ids.ava)).toMatchObject({ minor: true });
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ url: '/api/estate-plan/inheritance' })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/estate-plan/beneficiary-matches', () => {
  it("keeps the owner's answer, sealed, and drops it when the name on the record changes", async () => {
    const res = await match({ familyMemberId: ids.thomas });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as InheritancePlan;
    expect(totalOf(plan, 'Thomas Ellis')).toBe('290000.00');
    expect(plan.flags.map((f) => f.kind)).not.toContain('unknown-beneficiary');
    expect(plan.designations.find((d) => d.recordId === ids.cd)?.status).toBe('confirmed');
    // The database holds record ids and the choice; the name is sealed.
    const rows = await t.context.db
      .select()
      .from(beneficiaryMatches)
      .where(eq(beneficiaryMatches.userId, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].sealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain('Bobby');
    const [logged] = await t.context.db
      .select()
      .from(systemLogs)
      .where(
        and(eq(systemLogs.userId, owner.id), eq(systemLogs.action, 'beneficiary-match.update')),
      );
    expect(logged.message).not.toContain('Bobby');

    const renamed = await owner.api.patch(`/api/banking-accounts/${ids.cd}`, {
      beneficiary: 'Robert',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await inheritance()).flags.map((f) => f.kind)).toContain('unknown-beneficiary');
    await owner.api.patch(`/api/banking-accounts/${ids.cd}`, { beneficiary: 'Bobby' });
    expect(totalOf(await inheritance(), 'Thomas Ellis')).toBe('290000.00');
  });

  it('says "outside the family", and goes back to the automatic match', async () => {
    const outside = await match({ familyMemberId: null, outsideFamily: true });
    expect(outside.json().recipients.find((r: { name: string }) => r.name === 'Bobby')?.kind).toBe(
      'outside',
    );
    const back = await owner.api.delete(
      `/api/estate-plan/beneficiary-matches?recordKind=bank-accounts&recordId=${ids.cd}&position=0&today=${ELLIS_TODAY}`,
    );
    expect(back.statusCode).toBe(200);
    expect(back.json().recipients.find((r: { name: string }) => r.name === 'Bobby')?.kind).toBe(
      'unmatched',
    );
  });

  it('refuses bad input with 400 and other people’s records or family with 404, changing nothing', async () => {
    const before = await t.context.db.select().from(beneficiaryMatches);
    const nobody = await match({ position: 3, familyMemberId: ids.thomas });
    expect([nobody.statusCode, nobody.json().message]).toEqual([
      400,
      'No beneficiary at position 3 on this record',
    ]);
    expect((await match({ familyMemberId: ids.thomas, outsideFamily: true })).statusCode).toBe(400);
    expect(
      (await match({ recordKind: 'real-estate', familyMemberId: ids.thomas })).statusCode,
    ).toBe(400);

    const stranger = await person(t);
    const theirs = await addEllisFamily(stranger.api);
    expect((await match({ familyMemberId: ids.thomas }, stranger)).statusCode).toBe(404);
    expect((await match({ familyMemberId: theirs.thomas })).statusCode).toBe(404);
    expect(await t.context.db.select().from(beneficiaryMatches)).toEqual(before);
  });
});

describe('liquidity and the owner’s settlement figures', () => {
  const liquidity = async () =>
    (await owner.api.get(`/api/estate-plan/liquidity?today=${ELLIS_TODAY}`)).json() as Liquidity;

  it('sets what the executor can use against what falls due', async () => {
    const l = await liquidity();
    // Only the savings account names nobody; the card is due, the mortgage stays with the home.
    expect(l.available.total).toBe('10000.00');
    expect(l.apart.total).toBe('695000.00');
    // 5,000 card + 15,000 final expenses + 12 × (2,000 + 6,000 / 12).
    expect(l.due).toMatchObject({
      debts: '5000.00',
      estateTax: '0.00',
      finalExpenses: '15000.00',
      carryingCosts: '30000.00',
      total: '50000.00',
    });
    expect(l).toMatchObject({ balance: '-40000.00', status: 'shortfall' });
    expect(l.preferences.finalExpensesIsDefault).toBe(true);
  });

  it('uses the figures the owner sets, and refuses bad ones', async () => {
    const saved = await owner.api.put('/api/estate-plan/preferences', {
      finalExpenses: '20,000',
      monthsToSettle: 6,
    });
    expect(saved.json()).toEqual({
      finalExpenses: '20000.00',
      monthsToSettle: 6,
      finalExpensesIsDefault: false,
      monthsToSettleIsDefault: false,
    });
    expect((await liquidity()).balance).toBe('-30000.00');
    const bad = await owner.api.put('/api/estate-plan/preferences', { monthsToSettle: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'monthsToSettle: Months to settle must be at least 1',
    ]);
    await owner.api.put('/api/estate-plan/preferences', {
      finalExpenses: null,
      monthsToSettle: null,
    });
    expect((await liquidity()).preferences.finalExpensesIsDefault).toBe(true);
    const [row] = await t.context.db
      .select()
      .from(estatePlanPreferences)
      .where(eq(estatePlanPreferences.userId, owner.id));
    expect(row.finalExpenses).toBeNull();
  });
});

describe('a new data key', () => {
  it("re-seals the owner's kept answers and saved reports, which keep working", async () => {
    const someone = await person(t);
    const theirs = await addEllisFamily(someone.api);
    const put = await someone.api.put(`/api/estate-plan/beneficiary-matches?today=${ELLIS_TODAY}`, {
      recordKind: 'bank-accounts',
      recordId: theirs.cd,
      position: 0,
      familyMemberId: theirs.thomas,
      outsideFamily: false,
    });
    expect(put.statusCode).toBe(200);
    const saved = await someone.api.post('/api/custom-reports', {
      name: 'For the CPA',
      areas: ['bank-accounts'],
    });
    expect(saved.statusCode).toBe(201);
    const [before] = await t.context.db
      .select()
      .from(beneficiaryMatches)
      .where(eq(beneficiaryMatches.userId, someone.id));

    const rotated = await someone.api.post('/api/account/rotate-key', { password: PASSWORD });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = request(t.app, sessionCookieOf(rotated));
    const [row] = await t.context.db
      .select()
      .from(beneficiaryMatches)
      .where(eq(beneficiaryMatches.userId, someone.id));
    expect(row.sealed!.split('.')[1]).not.toBe(before.sealed!.split('.')[1]);
    const plan = (
      await after.get(`/api/estate-plan/inheritance?today=${ELLIS_TODAY}`)
    ).json() as InheritancePlan;
    expect(plan.designations.find((d) => d.recordId === theirs.cd)?.status).toBe('confirmed');
    expect(
      (await after.get('/api/custom-reports')).json().map((r: { name: string }) => r.name),
    ).toEqual(['For the CPA']);
  });
});
