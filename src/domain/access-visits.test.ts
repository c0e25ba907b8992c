import { describe, expect, it } from 'vitest';
import { groupVisits, visitSummary } from './access-visits';
import type { AccessEvent } from './trusted-people';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();
let n = 0;
const event = (who: string, minute: number, area = 'family-members'): AccessEvent => ({
  id: `e${++n}`,
  at: at(minute),
  granteeId: who,
  granteeName: who.toUpperCase(),
  action: 'view',
  area,
  recordId: null,
  recordName: null,
  ipAddress: null,
});
/** Newest first, as the history answers. */
const newestFirst = (events: AccessEvent[]) => [...events].sort((a, b) => b.at.localeCompare(a.at));

describe('groupVisits', () => {
  it('makes one visit of one person’s events with no gap over 30 minutes', () => {
    const events = newestFirst([
      event('ann', 0, 'dashboard'),
      event('ann', 1, 'family-members'),
      event('ann', 20, 'bank-accounts'),
      event('ann', 50, 'family-members'),
    ]);
    const [visit, ...rest] = groupVisits(events);
    expect(rest).toEqual([]);
    expect(visit).toMatchObject({ granteeId: 'ann', start: at(0), end: at(50) });
    expect(visit!.areas).toEqual(['dashboard', 'family-members', 'bank-accounts']);
    expect(visit!.events.map((e) => e.at)).toEqual([at(0), at(1), at(20), at(50)]);
  });

  it('starts a new visit after a gap over 30 minutes, and keeps people apart when they interleave', () => {
    const events = newestFirst([
      event('ann', 0),
      event('bob', 5),
      event('ann', 31),
      event('bob', 10),
      event('ann', 62),
    ]);
    const visits = groupVisits(events);
    expect(visits.map((v) => [v.granteeId, v.start, v.end])).toEqual([
      ['ann', at(62), at(62)],
      ['ann', at(31), at(31)],
      ['bob', at(5), at(10)],
      ['ann', at(0), at(0)],
    ]);
  });

  it('counts exactly 30 minutes as the same visit', () => {
    expect(groupVisits(newestFirst([event('ann', 0), event('ann', 30)]))).toHaveLength(1);
    expect(groupVisits(newestFirst([event('ann', 0), event('ann', 31)]))).toHaveLength(2);
  });
});

describe('visitSummary', () => {
  const label = (a: string) => a.toUpperCase();
  it('names up to three areas and counts the rest', () => {
    expect(visitSummary(['a'], label)).toBe('opened your records: A');
    expect(visitSummary(['a', 'b'], label)).toBe('opened your records: A and B');
    expect(visitSummary(['a', 'b', 'c'], label)).toBe('opened your records: A, B and C');
    expect(visitSummary(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], label)).toBe(
      'opened your records: A, B and 7 more',
    );
  });
});
