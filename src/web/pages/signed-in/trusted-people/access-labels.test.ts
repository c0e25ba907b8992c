import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AccessEvent } from '../../../../domain/trusted-people';
import { recordsQueryKey } from '../../../records/use-records';
import { areaLabel, recordLabel } from './access-labels';

const event = (area: string, recordId: string | null): AccessEvent => ({
  id: 'e1',
  at: '2026-01-05T10:00:00.000Z',
  granteeId: 'g1',
  granteeName: 'Ed Executor',
  action: 'export',
  area,
  recordId,
  ipAddress: null,
});

describe('the access history’s words', () => {
  it('names a report by its catalogue title, not its id', () => {
    const client = new QueryClient();
    expect(areaLabel('reports')).toBe('Reports');
    expect(recordLabel(client, event('reports', 'emergency-binder'))).toBe('Emergency Binder');
    expect(recordLabel(client, event('reports', 'estate-summary'))).toBe('Estate Summary Report');
  });

  it('names a record from the cached list of its kind, else by a short id', () => {
    const client = new QueryClient();
    const id = '0f1e2d3c-4b5a-4678-9abc-def012345678';
    expect(recordLabel(client, event('family-members', id))).toBe('#0f1e2d3c');
    client.setQueryData(recordsQueryKey('family-members'), [
      { id, name: 'Grace Hopper', relationship: 'Child' },
    ]);
    expect(recordLabel(client, event('family-members', id))).toBe('Grace Hopper');
    expect(recordLabel(client, event('dashboard', null))).toBe('');
  });

  it('names the areas that are not record kinds', () => {
    expect(areaLabel('family-members')).toBe('Family Members');
    expect(areaLabel('dashboard')).toBe('Dashboard');
    expect(areaLabel('net-worth')).toBe('Net worth over time');
  });
});
