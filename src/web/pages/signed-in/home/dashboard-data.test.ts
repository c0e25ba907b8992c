import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { RECORD_KINDS } from '../../../../domain/records';
import { getQueryFn } from '../../../lib/api';
import { setActiveVault, type ActiveVault } from '../../../lib/vault';
import { kindQueryOptions } from './dashboard-data';

const ann: ActiveVault = {
  ownerId: 'owner-1',
  ownerName: 'Ann Lee',
  role: 'viewer',
  areas: ['family-members', 'important-dates'],
  canWrite: false,
};

afterEach(() => {
  setActiveVault(null);
  vi.unstubAllGlobals();
});

describe('the home dashboard’s record queries', () => {
  it('run for every kind in one’s own records, and in a vault only for the shared kinds', () => {
    for (const kind of RECORD_KINDS) {
      expect(kindQueryOptions(kind.key, null).enabled, kind.key).toBe(true);
      expect(kindQueryOptions(kind.key, ann).enabled, kind.key).toBe(ann.areas.includes(kind.key));
      expect(kindQueryOptions(kind.key, { ...ann, areas: 'all' }).enabled).toBe(true);
    }
  });

  it('never ask the server for an area left out of the grant (it would answer 404)', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    setActiveVault(ann);
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
    });
    const observers = (['family-members', 'bank-accounts', 'estate-checklist-items'] as const).map(
      (kind) => new QueryObserver(client, kindQueryOptions(kind, ann)),
    );
    const stops = observers.map((o) => o.subscribe(() => {}));
    await vi.waitFor(() => expect(observers[0]!.getCurrentResult().isSuccess).toBe(true));
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual(['/api/family-members']);
    // Left out: pending forever, never an error the card would show as "Could not load".
    expect(observers[1]!.getCurrentResult()).toMatchObject({ isError: false, fetchStatus: 'idle' });
    stops.forEach((stop) => stop());
  });
});
