/**
 * The executor's first days (issue 29): the plan opens for an executor after release, each step
 * can be ticked by an executor only, the ticks are kept sealed in the owner's vault, seen by the
 * owner and the other executors, and logged in the owner's access history.
 */
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutorPlan } from '../../domain/executor-plan/executor-plan-api';
import { accessEvents, executorPlanTicks, systemLogs } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  inVault,
  PASSWORD,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';

let t: TestApp;
let owner: Person;
let executor: Person;
let otherExecutor: Person;
let viewer: Person;
let editor: Person;
let policyId: string;

async function release(grantee: Person, grantId: string) {
  const asked = await grantee.api.post(`/api/trusted-people/${grantId}/request`, {
    reason: 'died',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const approved = await owner.api.post(`/api/trusted-people/${grantId}/approve`, {
    password: PASSWORD,
    code: '',
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, { firstName: 'Rosa', lastName: 'Delgado' });
  [executor, otherExecutor, viewer, editor] = await Promise.all(
    ['Lucia', 'Marco', 'Vera', 'Eddie'].map((firstName) =>
      person(t, { firstName, lastName: 'Delgado' }),
    ),
  );
  const execGrant = await trust(t, owner, executor, { role: 'executor' });
  const otherGrant = await trust(t, owner, otherExecutor, { role: 'executor' });
  await trust(t, owner, viewer, { role: 'viewer' });
  await trust(t, owner, editor, { role: 'editor' });
  const policy = await owner.api.post('/api/insurance-policies', {
    policyType: 'Life',
    company: 'Other',
    companyOther: 'Northwind Mutual',
    policyNumber: 'LP-99887766',
    agentPhone: '5550002222',
  });
  expect(policy.statusCode, policy.body).toBe(201);
  policyId = policy.json().id;
  const attorney = await owner.api.post('/api/professional-contacts', {
    name: 'Hal Brennan',
    profession: 'Attorney',
    phone: '5559876543',
  });
  expect(attorney.statusCode).toBe(201);
  // Before release the executor finds nothing: the vault does not open for them.
  expect((await executor.api.get('/api/executor-plan', inVault(owner))).statusCode).toBe(404);
  const early = await executor.api.put(
    '/api/executor-plan/steps/death-certificates',
    { done: true },
    inVault(owner),
  );
  expect(early.statusCode).toBe(404);
  await release(executor, execGrant.id);
  await release(otherExecutor, otherGrant.id);
});
afterAll(() => t.close());

const planOf = async (who: Person, vault?: Person) => {
  const res = await who.api.get('/api/executor-plan', vault ? inVault(vault) : undefined);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExecutorPlan;
};
const tick = (who: Person, key: string, done: boolean, vault: Person | undefined = owner) =>
  who.api.put(`/api/executor-plan/steps/${key}`, { done }, vault ? inVault(vault) : undefined);

describe('the executor plan', () => {
  it("is built from the owner's records once the executor's access opens", async () => {
    const plan = await planOf(executor, owner);
    expect(plan.canTick).toBe(true);
    expect(plan.steps.map((s) => s.title)).toEqual([
      'Order death certificates',
      'Contact the attorney, Hal Brennan',
      'Claim the life insurance with Northwind Mutual',
      'Carry out the final wishes',
    ]);
    const claim = plan.steps.find((s) => s.key === `insurance:${policyId}`)!;
    expect(claim.details).toEqual(['Policy number: ****7766', 'Phone: (555) 000-2222']);
  });

  it('lets an executor tick a step, seen by the owner and the other executor, sealed and logged', async () => {
    const res = await tick(executor, `insurance:${policyId}`, true);
    expect(res.statusCode, res.body).toBe(204);
    for (const [who, vault] of [
      [owner, undefined],
      [otherExecutor, owner],
    ] as const) {
      const step = (await planOf(who, vault)).steps.find((s) => s.key === `insurance:${policyId}`)!;
      expect(step.done).toMatchObject({ by: 'Lucia Delgado' });
    }
    expect((await planOf(owner)).canTick).toBe(false);
    const rows = await t.context.db
      .select()
      .from(executorPlanTicks)
      .where(eq(executorPlanTicks.userId, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    expect(rows[0]!.sealed).not.toContain(policyId);
    const history = await t.context.db
      .select()
      .from(accessEvents)
      .where(
        and(
          eq(accessEvents.ownerId, owner.id),
          eq(accessEvents.granteeId, executor.id),
          eq(accessEvents.action, 'update'),
        ),
      );
    expect(history.map((h) => h.area)).toEqual(['executor-plan']);
    const audited = await t.context.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.action, 'executor_plan.tick'));
    expect(audited).toHaveLength(1);
    // Unticking reopens it for everyone.
    expect((await tick(otherExecutor, `insurance:${policyId}`, false)).statusCode).toBe(204);
    const reopened = (await planOf(owner)).steps.find((s) => s.key === `insurance:${policyId}`)!;
    expect(reopened.done).toBeNull();
  });

  it('refuses ticks from the owner, viewers and editors, and unknown steps', async () => {
    const ownTick = await tick(owner, 'death-certificates', true, undefined);
    expect([ownTick.statusCode, ownTick.json().message]).toEqual([
      403,
      'Only an executor whose access is open can tick off these steps.',
    ]);
    for (const who of [viewer, editor]) {
      expect((await tick(who, 'death-certificates', true)).statusCode).toBe(404);
      expect((await who.api.get('/api/executor-plan', inVault(owner))).statusCode).toBe(404);
    }
    expect(
      (await tick(executor, 'insurance:00000000-0000-4000-8000-000000000000', true)).statusCode,
    ).toBe(404);
    expect((await tick(executor, 'DROP TABLE', true)).statusCode).toBe(400);
    const bad = await executor.api.put(
      '/api/executor-plan/steps/death-certificates',
      { done: 'yes' },
      inVault(owner),
    );
    expect(bad.statusCode).toBe(400);
    const rows = await t.context.db
      .select()
      .from(executorPlanTicks)
      .where(eq(executorPlanTicks.userId, owner.id));
    expect(rows).toHaveLength(0);
  });

  it("leaves in the owner's download: records.json and executor-plan.csv list each tick", async () => {
    expect((await tick(executor, 'death-certificates', true)).statusCode).toBe(204);
    expect((await tick(executor, `insurance:${policyId}`, true)).statusCode).toBe(204);
    try {
      const download = await owner.api.post('/api/account/export', { password: PASSWORD });
      expect(download.statusCode, download.body).toBe(200);
      const zip = unzipSync(download.rawPayload);
      const records = JSON.parse(strFromU8(zip['records.json']!));
      const ticks = records.executorPlanTicks as { step: string; title: string }[];
      expect(ticks).toHaveLength(2);
      expect(ticks).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            step: 'death-certificates',
            title: 'Order death certificates',
            doneBy: 'Lucia Delgado',
          }),
          expect.objectContaining({ step: `insurance:${policyId}`, doneBy: 'Lucia Delgado' }),
        ]),
      );
      expect(ticks.find((x) => x.step.startsWith('insurance:'))!.title).toContain(
        'Northwind Mutual',
      );
      const csv = strFromU8(zip['executor-plan.csv']!)
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(csv[0]).toBe('Step,Step Key,Ticked By,Ticked At');
      expect(csv).toContainEqual(
        expect.stringMatching(/^Order death certificates,death-certificates,Lucia Delgado,\d{4}-/),
      );
    } finally {
      await tick(executor, 'death-certificates', false);
      await tick(executor, `insurance:${policyId}`, false);
    }
  });
});
