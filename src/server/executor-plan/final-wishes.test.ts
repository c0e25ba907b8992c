/**
 * Issue 40: the final wishes' headline (executor plan, emergency binder) reaches exactly the
 * people a wish names, and only while the owner's release stands (finding 4, and "final wishes
 * named to the executor never reach their plan or binder").
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutorPlan } from '../../domain/executor-plan/executor-plan-api';
import { vaultReleases } from '../db/schema';
import { family, holdsAfterKey, PATH, release } from '../letters-and-wishes/testing/letters-kit';
import { pdfText } from '../testing/pdf-text';
import { createTestApp, type TestApp } from '../testing/test-app';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const WISH_LINE = 'Burial or cremation: Cremation';

async function binderText(reader: Person, owner: Person) {
  const res = await reader.api.get(
    '/api/reports/emergency-binder?today=2026-11-26',
    inVault(owner),
  );
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

async function wishesStep(executor: Person, owner: Person) {
  const res = await executor.api.get('/api/executor-plan', inVault(owner));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ExecutorPlan).steps.find((s) => s.key === 'final-wishes')!.details;
}

describe('the final wishes’ headline', () => {
  it('leaves a viewer’s binder at "Return to standby", and their after key leaves memory', async () => {
    const { owner, executor, child, exGrant } = await family(t);
    await release(owner, executor, exGrant.id);
    expect((await child.api.get(PATH, inVault(owner))).statusCode).toBe(200);
    expect(await binderText(child, owner)).toContain(WISH_LINE);
    // Search and the visitor's home never carry a sealed item, released or not.
    const search = await child.api.get('/api/search?q=Cremation', inVault(owner));
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().groups).toEqual([]);
    const home = await child.api.get('/api/visitor-home', inVault(owner));
    expect(home.statusCode, home.body).toBe(200);
    expect(home.body).not.toContain('Cremation');

    const standby = await owner.api.post(`/api/trusted-people/${exGrant.id}/standby`);
    expect(standby.statusCode, standby.body).toBe(200);
    expect(await holdsAfterKey(t, child, owner)).toBe(false);
    expect(await binderText(child, owner)).not.toContain('Cremation');
  });

  it('asks for the release on every read: a copy still in memory opens nothing once it ended', async () => {
    const { owner, executor, child, exGrant } = await family(t);
    await release(owner, executor, exGrant.id);
    for (const reader of [child, executor]) await reader.api.get(PATH, inVault(owner));
    expect(await binderText(child, owner)).toContain(WISH_LINE);
    expect(await wishesStep(executor, owner)).toContain(WISH_LINE);
    // Ended where this instance heard nothing (a bus message lost with a dead connection).
    await t.context.db.delete(vaultReleases).where(eq(vaultReleases.ownerId, owner.id));
    expect(await holdsAfterKey(t, child, owner)).toBe(true);
    expect(await binderText(child, owner)).not.toContain('Cremation');
    expect(await wishesStep(executor, owner)).not.toContain(WISH_LINE);
  });

  it('reaches the executor a wish names, in their plan and binder, with no visit to Letters first', async () => {
    const owner = await person(t);
    const executor = await person(t);
    const viewer = await person(t);
    const exGrant = await trust(t, owner, executor, { role: 'executor' });
    await trust(t, owner, viewer, { role: 'viewer', areas: 'all' });
    const wishes = await owner.api.post(PATH, {
      itemType: 'Final wishes',
      title: 'My funeral',
      disposition: 'Cremation',
      readers: exGrant.id,
    });
    expect(wishes.statusCode, wishes.body).toBe(201);
    await release(owner, executor, exGrant.id);
    expect(await wishesStep(executor, owner)).toEqual([WISH_LINE]);
    expect(await binderText(executor, owner)).toContain(WISH_LINE);
    // The viewer is not named: nothing of it in theirs.
    expect(await binderText(viewer, owner)).not.toContain('Cremation');
  });
});
