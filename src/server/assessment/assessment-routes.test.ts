import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment/api';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';
import { request } from '../testing/request';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const assessmentOf = async (p: Person) => {
  const res = await p.api.get('/api/assessment');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Assessment;
};

const answer = async (p: Person, answers: Record<string, string>) => {
  const res = await p.api.put('/api/assessment', { answers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Assessment;
};

const checklist = async (p: Person) =>
  (await p.api.get('/api/estate-checklist-items')).json() as Array<{
    id: string;
    title: string;
    category: string;
    priority: number;
  }>;

const statusOf = (a: Assessment, key: string) => a.proposals.find((p) => p.key === key)?.status;

describe('/api/assessment', () => {
  it('answers 401 signed out', async () => {
    expect((await request(t.app).get('/api/assessment')).statusCode).toBe(401);
    expect((await request(t.app).put('/api/assessment', { answers: {} })).statusCode).toBe(401);
  });

  it('starts empty, and refuses answers outside the choices without storing anything', async () => {
    const owner = await person(t);
    expect(await assessmentOf(owner)).toEqual({ answers: {}, answeredAt: null, proposals: [] });
    const bad = await owner.api.put('/api/assessment', { answers: { will: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('will must be one of: yes, no, unsure');
    const unknown = await owner.api.put('/api/assessment', { answers: { pets: 'yes' } });
    expect(unknown.statusCode).toBe(400);
    expect((await assessmentOf(owner)).answeredAt).toBeNull();
  });

  it('proposes checklist items with the spec categories and priorities', async () => {
    const owner = await person(t);
    const a = await answer(owner, {
      will: 'no',
      financialPowerOfAttorney: 'unsure',
      beneficiaries: 'no',
      originals: 'bank',
    });
    expect(a.answeredAt).not.toBeNull();
    expect(a.proposals.map((p) => [p.key, p.category, p.priority, p.status])).toEqual([
      ['make-will', 'Wills and Trusts', 1, 'new'],
      ['financial-power-of-attorney', 'Power of Attorney', 2, 'new'],
      ['review-beneficiaries', 'Beneficiaries', 1, 'new'],
      ['safe-deposit-access', 'Legal Documents', 2, 'new'],
      ['record-originals', 'Legal Documents', 2, 'new'],
    ]);
  });

  it('accepts some, never duplicates, and follows new answers and the checklist', async () => {
    const owner = await person(t);
    await answer(owner, { will: 'no', healthcareDirective: 'no', guardians: 'no' });

    const first = await owner.api.post('/api/assessment/accept', {
      keys: ['make-will', 'name-guardians'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().added).toBe(2);
    const items = await checklist(owner);
    expect(items.map((i) => [i.title, i.category, i.priority]).sort()).toEqual([
      ['Make a will', 'Wills and Trusts', 1],
      ['Name guardians for your children under 18', 'Wills and Trusts', 1],
    ]);
    const after = first.json().assessment as Assessment;
    expect(statusOf(after, 'make-will')).toBe('added');
    expect(statusOf(after, 'healthcare-directive')).toBe('new');

    // Accepting all now adds only what is not there yet.
    const all = await owner.api.post('/api/assessment/accept', {
      keys: ['make-will', 'name-guardians', 'healthcare-directive'],
    });
    expect(all.json().added).toBe(1);
    expect(await checklist(owner)).toHaveLength(3);

    // Answering again: the will is now signed, so a review is suggested instead; what was
    // accepted stays linked, and accepting again adds nothing twice.
    const again = await answer(owner, { will: 'yes', healthcareDirective: 'no', guardians: 'no' });
    expect(statusOf(again, 'make-will')).toBeUndefined();
    expect(statusOf(again, 'review-will')).toBe('new');
    expect(statusOf(again, 'name-guardians')).toBe('added');
    const repeat = await owner.api.post('/api/assessment/accept', {
      keys: ['name-guardians', 'healthcare-directive'],
    });
    expect(repeat.json().added).toBe(0);
    expect(await checklist(owner)).toHaveLength(3);

    // A completed item reads as completed; a deleted one is offered again, once.
    const guardians = (await checklist(owner)).find((i) => i.title.startsWith('Name guardians'))!;
    await owner.api.patch(`/api/estate-checklist-items/${guardians.id}`, { isCompleted: true });
    expect(statusOf(await assessmentOf(owner), 'name-guardians')).toBe('completed');
    await owner.api.delete(`/api/estate-checklist-items/${guardians.id}`);
    expect(statusOf(await assessmentOf(owner), 'name-guardians')).toBe('new');
    const back = await owner.api.post('/api/assessment/accept', { keys: ['name-guardians'] });
    expect(back.json().added).toBe(1);
    expect(await checklist(owner)).toHaveLength(3);
  });

  it('refuses a suggestion the answers do not make, and an empty choice, changing nothing', async () => {
    const owner = await person(t);
    await answer(owner, { will: 'yes' });
    const stale = await owner.api.post('/api/assessment/accept', { keys: ['make-will'] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toContain('make-will');
    const none = await owner.api.post('/api/assessment/accept', { keys: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await owner.api.post('/api/assessment/accept', { keys: ['buy-a-boat'] });
    expect(unknown.statusCode).toBe(400);
    expect(await checklist(owner)).toHaveLength(0);
  });

  it('is the owner’s own: a trusted person’s vault has none', async () => {
    const owner = await person(t);
    const editor = await person(t);
    await trust(t, owner, editor, { role: 'editor' });
    await answer(owner, { will: 'no' });
    expect((await editor.api.get('/api/assessment', inVault(owner))).statusCode).toBe(404);
    const put = await editor.api.put('/api/assessment', { answers: {} }, inVault(owner));
    expect(put.statusCode).toBe(404);
    const accept = await editor.api.post(
      '/api/assessment/accept',
      { keys: ['make-will'] },
      inVault(owner),
    );
    expect(accept.statusCode).toBe(404);
    expect(await checklist(owner)).toHaveLength(0);
  });
});
