import { describe, expect, it } from 'vitest';
import { previousVisitEnd, VISIT_GAP_MS } from './visitor-home';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('previousVisitEnd', () => {
  it('is null on a first visit, and while every event belongs to the current visit', () => {
    expect(previousVisitEnd([], now)).toBeNull();
    expect(previousVisitEnd([ago(5), ago(20), ago(45)], now)).toBeNull();
  });

  it('is the last event before a gap longer than the visit gap, in any order', () => {
    expect(VISIT_GAP_MS).toBe(30 * 60_000);
    expect(previousVisitEnd([ago(120), ago(2), ago(10), ago(130)], now)).toEqual(ago(120));
    expect(previousVisitEnd([ago(31)], now)).toEqual(ago(31));
    expect(previousVisitEnd([ago(30)], now)).toBeNull();
  });
});
