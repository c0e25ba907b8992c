import { describe, expect, it } from 'vitest';
import {
  daysAwayLabel,
  parseDateOnly,
  upcomingDates,
  type UpcomingDate,
} from './important-dates-rules';

const once = (title: string, eventDate: string) => ({ title, eventDate, isRecurring: false });
const yearly = (title: string, eventDate: string) => ({ title, eventDate, isRecurring: true });
/** A local Date at the given hour, so the rule must read calendar parts, not UTC. */
const local = (y: number, m: number, d: number, hour = 12) => new Date(y, m - 1, d, hour);

const shown = (list: UpcomingDate<{ title: string }>[]) =>
  list.map((u) => [u.record.title, u.daysAway, u.nextDate]);

describe('upcomingDates window', () => {
  const today = local(2024, 1, 5);

  it('includes today as 0 days and the 30th day, not the 31st nor yesterday', () => {
    const dates = [
      once('yesterday', '2024-01-04'),
      once('today', '2024-01-05'),
      once('day 30', '2024-02-04'),
      once('day 31', '2024-02-05'),
    ];
    expect(shown(upcomingDates(dates, today))).toEqual([
      ['today', 0, '2024-01-05'],
      ['day 30', 30, '2024-02-04'],
    ]);
  });

  it('sorts soonest first and keeps at most 3', () => {
    const dates = [
      once('d20', '2024-01-25'),
      once('d3', '2024-01-08'),
      once('d10', '2024-01-15'),
      once('d1', '2024-01-06'),
    ];
    expect(upcomingDates(dates, today).map((u) => u.record.title)).toEqual(['d1', 'd3', 'd10']);
  });

  it('counts calendar days whatever the hour of today', () => {
    const dates = [once('tomorrow', '2024-01-06')];
    expect(upcomingDates(dates, local(2024, 1, 5, 0))[0].daysAway).toBe(1);
    expect(upcomingDates(dates, local(2024, 1, 5, 23))[0].daysAway).toBe(1);
  });

  it('counts across a daylight-saving change without losing a day', () => {
    // US clocks spring forward on 2024-03-10; the count stays in whole calendar days.
    expect(upcomingDates([once('spring', '2024-03-20')], local(2024, 3, 1, 0))[0].daysAway).toBe(
      19,
    );
  });

  it('skips unreadable dates', () => {
    const dates = [
      once('blank', ''),
      once('bad', '2024-02-30'),
      { title: 'none', eventDate: null },
    ];
    expect(upcomingDates(dates, today)).toEqual([]);
  });
});

describe('upcomingDates recurring', () => {
  it('counts by the next anniversary', () => {
    const dates = [yearly('birthday', '1960-01-20'), yearly('passed', '1960-01-01')];
    expect(shown(upcomingDates(dates, local(2024, 1, 5)))).toEqual([
      ['birthday', 15, '2024-01-20'],
    ]);
  });

  it("shows today's anniversary as 0 days", () => {
    expect(shown(upcomingDates([yearly('today', '1990-01-05')], local(2024, 1, 5)))).toEqual([
      ['today', 0, '2024-01-05'],
    ]);
  });

  it('wraps into next year', () => {
    const dates = [yearly('new year', '1999-01-02'), once('one-off', '2024-01-02')];
    expect(shown(upcomingDates(dates, local(2024, 12, 20)))).toEqual([
      ['new year', 13, '2025-01-02'],
    ]);
  });

  it('keeps a non-recurring date across the year end', () => {
    expect(shown(upcomingDates([once('party', '2025-01-03')], local(2024, 12, 31)))).toEqual([
      ['party', 3, '2025-01-03'],
    ]);
  });

  it('puts Feb 29 on Feb 28 in a common year and on Feb 29 in a leap year', () => {
    const leapling = [yearly('leap', '2000-02-29')];
    expect(shown(upcomingDates(leapling, local(2025, 2, 20)))).toEqual([['leap', 8, '2025-02-28']]);
    expect(shown(upcomingDates(leapling, local(2028, 2, 20)))).toEqual([['leap', 9, '2028-02-29']]);
    // Mar 1 of a common year: this year's Feb 28 has passed, next year's is out of the window.
    expect(upcomingDates(leapling, local(2025, 3, 1))).toEqual([]);
  });

  it('uses a future first occurrence as it is', () => {
    expect(shown(upcomingDates([yearly('first', '2024-01-10')], local(2024, 1, 5)))).toEqual([
      ['first', 5, '2024-01-10'],
    ]);
    expect(upcomingDates([yearly('later', '2025-01-10')], local(2024, 1, 5))).toEqual([]);
  });
});

describe('helpers', () => {
  it('labels days away', () => {
    expect(daysAwayLabel(0)).toBe('Today');
    expect(daysAwayLabel(1)).toBe('1 day');
    expect(daysAwayLabel(12)).toBe('12 days');
  });

  it('parses real calendar days only', () => {
    expect(parseDateOnly('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseDateOnly('2023-02-29')).toBeNull();
    expect(parseDateOnly('2024-1-5')).toBeNull();
  });
});
