import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembersKind } from '../../domain/records';
import { OWN_VAULT, VAULT_COOKIE } from '../../domain/vault-choice';
import { VAULT_HEADER } from '../../domain/trusted-people';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, type TestApp } from '../testing/test-app';
import { person, trust, type Person } from '../trusted-people/testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Request options carrying the device's vault cookie beside the session (and maybe a header). */
const withCookie = (who: Person, ownerId: string, header?: string) => ({
  headers: {
    cookie: `${who.cookie}; ${VAULT_COOKIE}=${ownerId}`,
    ...(header ? { [VAULT_HEADER]: header } : {}),
  },
});

async function addMember(owner: Person, name: string) {
  const res = await owner.api.post('/api/family-members', {
    ...sampleRecord(familyMembersKind),
    name,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const names = (res: { json(): unknown }) =>
  (res.json() as Array<{ name: string }>).map((m) => m.name);

/** The Set-Cookie line for the vault cookie, or undefined. */
function vaultCookieSet(res: { headers: Record<string, unknown> }): string | undefined {
  const set = [res.headers['set-cookie'] ?? []].flat() as string[];
  return set.find((c) => c.startsWith(`${VAULT_COOKIE}=`));
}

async function sharedVault() {
  const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
  await addMember(owner, 'Bo Lee');
  const viewer = await person(t, { firstName: 'Cy', lastName: 'Lee' });
  await addMember(viewer, 'Cy’s own friend');
  const grant = await trust(t, owner, viewer, { areas: 'all' });
  return { owner, viewer, grant };
}

describe('the kinfolio_vault cookie', () => {
  it('is honoured when a request names no vault', async () => {
    const { owner, viewer } = await sharedVault();
    const res = await viewer.api.get('/api/family-members', withCookie(viewer, owner.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Bo Lee']);
    expect(vaultCookieSet(res)).toBeUndefined();
  });

  it('gives way to the X-Kinfolio-Vault header, which can name one’s own records outright', async () => {
    const { owner, viewer } = await sharedVault();
    for (const header of [OWN_VAULT, viewer.id]) {
      const res = await viewer.api.get('/api/family-members', withCookie(viewer, owner.id, header));
      expect(res.statusCode, res.body).toBe(200);
      expect(names(res)).toEqual(['Cy’s own friend']);
    }
    const stranger = await person(t);
    const wrong = await viewer.api.get(
      '/api/family-members',
      withCookie(viewer, owner.id, stranger.id),
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('naming a vault whose grant ended falls back to one’s own records and is cleared', async () => {
    const { owner, viewer, grant } = await sharedVault();
    expect((await owner.api.delete(`/api/trusted-people/${grant.id}`)).statusCode).toBe(204);
    const res = await viewer.api.get('/api/family-members', withCookie(viewer, owner.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Cy’s own friend']);
    expect(vaultCookieSet(res)).toMatch(/^kinfolio_vault=;.*Expires=Thu, 01 Jan 1970/);
    // A hand-edited value is no error page either.
    const junk = await viewer.api.get('/api/family-members', withCookie(viewer, 'not-an-id'));
    expect(junk.statusCode).toBe(200);
    expect(vaultCookieSet(junk)).toMatch(/^kinfolio_vault=;/);
  });

  it('is never someone else’s way in: a stranger’s cookie naming the vault reads their own', async () => {
    const { owner } = await sharedVault();
    const stranger = await person(t);
    const res = await stranger.api.get('/api/family-members', withCookie(stranger, owner.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Bo Lee');
  });
});

describe('choosing a vault', () => {
  it('lists the vaults one can open, and remembers a choice in a strict same-site cookie', async () => {
    const { owner, viewer } = await sharedVault();
    const list = await viewer.api.get('/api/vaults');
    expect(list.statusCode, list.body).toBe(200);
    const annVault = {
      ownerId: owner.id,
      ownerName: 'Ann Lee',
      role: 'viewer',
      areas: 'all',
      canWrite: false,
    };
    expect(list.json()).toEqual({ vaults: [annVault], current: null });
    // `current` is the vault the request reads: from the cookie on a cold load (server rendering).
    const cold = await viewer.api.get('/api/vaults', withCookie(viewer, owner.id));
    expect(cold.json()).toEqual({ vaults: [annVault], current: annVault });
    const chosen = await viewer.api.put('/api/vaults/choice', { ownerId: owner.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().vault).toMatchObject({ ownerId: owner.id, ownerName: 'Ann Lee' });
    const set = vaultCookieSet(chosen)!;
    expect(set).toContain(`${VAULT_COOKIE}=${owner.id}`);
    expect(set).toContain('Path=/');
    expect(set).toContain('SameSite=Strict');
    expect(set).not.toContain('HttpOnly');
    const own = await viewer.api.put('/api/vaults/choice', { ownerId: null });
    expect(own.json()).toEqual({ vault: null });
    expect(vaultCookieSet(own)).toMatch(/^kinfolio_vault=;/);
  });

  it('refuses a vault not shared with the person (404, no cookie) and bad input (400)', async () => {
    const { owner } = await sharedVault();
    const stranger = await person(t);
    const res = await stranger.api.put('/api/vaults/choice', { ownerId: owner.id });
    expect(res.statusCode).toBe(404);
    expect(vaultCookieSet(res)).toBeUndefined();
    expect((await stranger.api.put('/api/vaults/choice', { ownerId: 'x' })).statusCode).toBe(400);
    expect((await stranger.api.get('/api/vaults')).json()).toEqual({ vaults: [], current: null });
    // A header naming a vault that does not open still lists (the switcher is the way out).
    const header = await stranger.api.get('/api/vaults', { headers: { [VAULT_HEADER]: owner.id } });
    expect(header.json()).toEqual({ vaults: [], current: null });
  });
});

describe('landing after sign-in', () => {
  it('opens the shared vault for a person whose own records are empty', async () => {
    const owner = await person(t, { firstName: 'Dee', lastName: 'Ray' });
    const child = await person(t);
    await trust(t, owner, child, { areas: 'all' });
    const res = await child.api.post('/api/vaults/landing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().vault).toMatchObject({ ownerId: owner.id, ownerName: 'Dee Ray' });
    expect(vaultCookieSet(res)).toContain(`${VAULT_COOKIE}=${owner.id}`);
  });

  it('keeps one’s own records for a person who has some, and the device’s choice when it still opens', async () => {
    const { owner, viewer } = await sharedVault();
    const res = await viewer.api.post('/api/vaults/landing');
    expect(res.json()).toEqual({ vault: null });
    expect(vaultCookieSet(res)).toBeUndefined();
    const remembered = await viewer.api.post(
      '/api/vaults/landing',
      undefined,
      withCookie(viewer, owner.id),
    );
    expect(remembered.json().vault).toMatchObject({ ownerId: owner.id });
  });

  it('replaces a stale choice with the shared vault when one’s own records are empty', async () => {
    const gone = await person(t);
    const owner = await person(t, { firstName: 'Eve', lastName: 'Moss' });
    const child = await person(t);
    const ended = await trust(t, gone, child, { areas: 'all' });
    await trust(t, owner, child, { areas: 'all' });
    expect((await gone.api.delete(`/api/trusted-people/${ended.id}`)).statusCode).toBe(204);
    const res = await child.api.post('/api/vaults/landing', undefined, withCookie(child, gone.id));
    expect(res.json().vault).toMatchObject({ ownerId: owner.id });
    expect(vaultCookieSet(res)).toContain(`${VAULT_COOKIE}=${owner.id}`);
  });
});
