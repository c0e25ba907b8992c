import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api';
import { QueryClient } from '@tanstack/react-query';
import {
  activeVault,
  rememberedVault,
  rememberedVaultId,
  setActiveVault,
  vaultCovers,
  vaultHeaders,
} from './vault';

const ann = {
  ownerId: 'owner-1',
  ownerName: 'Ann Lee',
  role: 'viewer' as const,
  areas: ['family-members'],
  canWrite: false,
};

function answer() {
  const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  setActiveVault(null);
  vi.unstubAllGlobals();
});

describe('the open vault', () => {
  it('names itself in the X-Kinfolio-Vault header of every request while open', async () => {
    expect(vaultHeaders()).toEqual({});
    setActiveVault(ann);
    expect(activeVault()).toEqual(ann);
    const fetchMock = answer();
    await apiRequest('POST', '/api/family-members', { firstName: 'Bo' });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ 'X-Kinfolio-Vault': 'owner-1' });

    const fn = getQueryFn<unknown>({ on401: 'throw' });
    await new QueryClient().fetchQuery({ queryKey: ['/api/family-members'], queryFn: fn });
    const query = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(query[1].headers).toEqual({ 'X-Kinfolio-Vault': 'owner-1' });
  });

  it('sends no header for one’s own records', async () => {
    const fetchMock = answer();
    await apiRequest('GET', '/api/family-members');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).not.toHaveProperty('X-Kinfolio-Vault');
  });

  it('covers only the areas the grant names', () => {
    expect(vaultCovers(null, 'documents')).toBe(true);
    expect(vaultCovers(ann, 'family-members')).toBe(true);
    expect(vaultCovers(ann, 'documents')).toBe(false);
    expect(vaultCovers({ ...ann, areas: 'all' }, 'documents')).toBe(true);
  });
});

describe('the vault the device remembers (the kinfolio_vault cookie)', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };

  it('names one’s own records outright while another tab’s choice is remembered', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; kinfolio_vault=owner-1' });
    expect(rememberedVaultId()).toBe('owner-1');
    expect(vaultHeaders()).toEqual({ 'X-Kinfolio-Vault': 'own' });
    const fetchMock = answer();
    await apiRequest('GET', '/api/family-members');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ 'X-Kinfolio-Vault': 'own' });
    setActiveVault(ann);
    expect(vaultHeaders()).toEqual({ 'X-Kinfolio-Vault': 'owner-1' });
  });

  it('opens at start with the details last seen for it, or a view-only stand-in', () => {
    vi.stubGlobal('localStorage', storage());
    vi.stubGlobal('document', { cookie: 'kinfolio_vault=owner-1' });
    expect(rememberedVault()).toMatchObject({ ownerId: 'owner-1', canWrite: false, areas: [] });
    setActiveVault(ann);
    expect(rememberedVault()).toEqual(ann);
    vi.stubGlobal('document', { cookie: 'kinfolio_vault=owner-2' });
    expect(rememberedVault()).toMatchObject({ ownerId: 'owner-2', canWrite: false });
    vi.stubGlobal('document', { cookie: '' });
    expect(rememberedVault()).toBeNull();
  });
});
