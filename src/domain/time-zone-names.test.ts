import { describe, expect, it } from 'vitest';
import { searchZones, US_ZONES, zoneName } from './time-zone-names';

describe('time-zone names a family can read (issue 41)', () => {
  it('names the US zones as people say them', () => {
    expect(US_ZONES.map((z) => z.name).slice(0, 7)).toEqual([
      'Eastern Time',
      'Central Time',
      'Mountain Time',
      'Mountain Time – Arizona',
      'Pacific Time',
      'Alaska Time',
      'Hawaii Time',
    ]);
    expect(zoneName('America/Phoenix')).toBe('Mountain Time – Arizona');
  });

  it('names other zones by city and region, without underscores', () => {
    expect(zoneName('America/Argentina/La_Rioja')).toBe('La Rioja, Argentina (America)');
    expect(zoneName('Europe/London')).toBe('London (Europe)');
    expect(zoneName('UTC')).toBe('UTC');
  });

  it('finds the other zones by any word of their name, never repeating the US ones', () => {
    const zones = ['America/New_York', 'Europe/London', 'America/Argentina/La_Rioja', 'Asia/Tokyo'];
    expect(searchZones(zones, 'la rioja')).toEqual(['America/Argentina/La_Rioja']);
    expect(searchZones(zones, 'LONDON')).toEqual(['Europe/London']);
    expect(searchZones(zones, 'new york')).toEqual([]);
    expect(searchZones(zones, '')).toEqual([
      'America/Argentina/La_Rioja',
      'Europe/London',
      'Asia/Tokyo',
    ]);
  });
});
