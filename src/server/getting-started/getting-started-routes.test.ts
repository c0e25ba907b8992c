import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GettingStarted } from '../../domain/getting-started';
import type { PublicUser } from '../../domain/user';
import {
  accept,
  confirm,
  inVault,
  invite,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const progress = async (p: Person) => {
  const res = await p.api.get('/api/getting-started');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GettingStarted;
};
const done = (g: GettingStarted) => g.steps.filter((s) => s.done).map((s) => s.key);
const add = async (p: Person, path: string, body: Record<string, unknown>) => {
  const res = await p.api.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

describe('GET /api/getting-started', () => {
  it('answers 401 signed out', async () => {
    expect((await request(t.app).get('/api/getting-started')).statusCode).toBe(401);
  });

  it('ticks each step by what the owner has recorded, and says when someone can reach them', async () => {
    const owner = await person(t);
    const fresh = await progress(owner);
    expect(fresh).toEqual({
      hidden: false,
      steps: [
        { key: 'family', done: false },
        { key: 'accounts', done: false },
        { key: 'will', done: false },
        { key: 'trusted', done: false },
        { key: 'kit', done: false },
      ],
      reachable: false,
    });

    await add(owner, '/api/family-members', { name: 'Tom Lee', relationship: 'Spouse' });
    await add(owner, '/api/investment-accounts', {
      institution: 'Vanguard',
      accountType: 'IRA - Roth',
      accountNumber: '4455',
    });
    // A will with nowhere recorded does not say where the will is.
    const will = await add(owner, '/api/documents', {
      title: 'My will',
      category: 'Legal',
      documentType: 'Will',
    });
    expect(done(await progress(owner))).toEqual(['family', 'accounts']);
    await owner.api.patch(`/api/documents/${will.id}`, { location: 'Desk drawer' });
    expect(done(await progress(owner))).toEqual(['family', 'accounts', 'will']);

    // Invited and accepted, but not yet confirmed: nobody can reach the records yet.
    const son = await person(t);
    const grant = await invite(owner, son, { role: 'executor' });
    await accept(t, son);
    expect(await progress(owner)).toMatchObject({ reachable: false });
    expect(done(await progress(owner))).not.toContain('trusted');
    await confirm(owner, grant.id);
    const trusted = await progress(owner);
    expect(done(trusted)).toContain('trusted');
    expect(trusted.reachable).toBe(true);
  });

  it('counts a will an attorney holds a copy of, and the Emergency Kit once downloaded', async () => {
    const owner = await person(t);
    const attorney = await add(owner, '/api/professional-contacts', {
      name: 'Grace Hopper',
      profession: 'Attorney',
    });
    await add(owner, '/api/documents', {
      title: 'Will',
      category: 'Legal',
      documentType: 'Will',
      attorneyContactId: attorney.id,
    });
    expect(done(await progress(owner))).toEqual(['will']);
    // A signed-out download (the reset page's) counts for nobody.
    const { input, user, cookie } = await signUp(t.app);
    const kit = { recoveryKey: user.recoveryKey, username: input.username };
    expect((await request(t.app).post('/api/emergency-kit', kit)).statusCode).toBe(200);
    const me = request(t.app, cookie);
    expect(((await me.get('/api/getting-started')).json() as GettingStarted).steps[4]!.done).toBe(
      false,
    );
    expect((await me.post('/api/emergency-kit', kit)).statusCode).toBe(200);
    expect(((await me.get('/api/getting-started')).json() as GettingStarted).steps[4]!.done).toBe(
      true,
    );
  });

  it('is the owner’s own: 404 in a trusted person’s vault', async () => {
    const owner = await person(t);
    const viewer = await person(t);
    await trust(t, owner, viewer);
    expect((await viewer.api.get('/api/getting-started', inVault(owner))).statusCode).toBe(404);
  });
});

describe('PUT /api/user/preferences', () => {
  it('saves the text size and hides or brings back the Getting started card', async () => {
    const owner = await person(t);
    const user = (await owner.api.get('/api/user')).json() as PublicUser;
    expect([user.textSize, user.gettingStartedHidden, user.theme]).toEqual([
      'standard',
      false,
      'system',
    ]);
    const larger = await owner.api.put('/api/user/preferences', { textSize: 'larger' });
    expect(larger.statusCode, larger.body).toBe(200);
    expect((larger.json() as PublicUser).textSize).toBe('larger');
    const hidden = await owner.api.put('/api/user/preferences', { gettingStartedHidden: true });
    expect(hidden.json()).toMatchObject({ textSize: 'larger', gettingStartedHidden: true });
    expect((await progress(owner)).hidden).toBe(true);
    // The theme alone still works as before and leaves the others as they are.
    const theme = await owner.api.put('/api/user/preferences', { theme: 'dark' });
    expect(theme.json()).toMatchObject({ theme: 'dark', textSize: 'larger' });
    await owner.api.put('/api/user/preferences', { gettingStartedHidden: false });
    expect((await progress(owner)).hidden).toBe(false);
    expect(((await owner.api.get('/api/user')).json() as PublicUser).textSize).toBe('larger');
  });

  it('refuses an unknown size or an empty body, changing nothing', async () => {
    const owner = await person(t);
    const bad = await owner.api.put('/api/user/preferences', { textSize: 'huge' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Text size must be one of: standard, large, larger');
    expect((await owner.api.put('/api/user/preferences', {})).statusCode).toBe(400);
    expect(((await owner.api.get('/api/user')).json() as PublicUser).textSize).toBe('standard');
  });
});
