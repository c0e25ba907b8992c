import { describe, expect, it } from 'vitest';
import type { AccessEvent } from '../../../../domain/trusted-people';
import { areaLabel, recordLabel } from './access-labels';

const event = (area: string, recordId: string | null, recordName: string | null): AccessEvent => ({
  id: 'e1',
  at: '2026-01-05T10:00:00.000Z',
  granteeId: 'g1',
  granteeName: 'Ed Executor',
  action: 'export',
  area,
  recordId,
  recordName,
  ipAddress: null,
});

describe('the access history’s words', () => {
  it('shows the name the server gave the entry, never an id (issue 41)', () => {
    const id = '0f1e2d3c-4b5a-4678-9abc-def012345678';
    expect(recordLabel(event('reports', 'emergency-binder', 'Emergency Binder'))).toBe(
      'Emergency Binder',
    );
    expect(recordLabel(event('family-members', id, 'Grace Hopper'))).toBe('Grace Hopper');
    expect(recordLabel(event('family-members', id, 'a deleted record'))).toBe('a deleted record');
    expect(recordLabel(event('dashboard', null, null))).toBe('');
  });

  it('names the areas that are not record kinds', () => {
    expect(areaLabel('family-members')).toBe('Family Members');
    expect(areaLabel('dashboard')).toBe('Dashboard');
    expect(areaLabel('net-worth')).toBe('Net worth over time');
  });
});
