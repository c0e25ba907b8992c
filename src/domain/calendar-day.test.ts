import { describe, expect, it } from 'vitest';
import { calendarDay, dayIn, isMoment, isTimeZone } from './calendar-day';

describe("the user's calendar day", () => {
  it('keeps a plain day and reads a moment in the user’s time zone', () => {
    expect(calendarDay('2025-03-04')).toBe('2025-03-04');
    // 9:30 pm in Chicago is already the next day in UTC.
    expect(calendarDay('2025-03-05T03:30:00.000Z', 'America/Chicago')).toBe('2025-03-04');
    expect(calendarDay('2025-03-05T03:30:00.000Z', 'Europe/Paris')).toBe('2025-03-05');
  });

  it('reads the day as written in its offset when the zone is unknown', () => {
    expect(calendarDay('2025-03-04T21:30:00-06:00')).toBe('2025-03-04');
    expect(calendarDay('2025-03-05T03:30:00Z')).toBe('2025-03-05');
  });

  it('tells moments and zones from anything else', () => {
    expect(isMoment('2025-03-04T21:30:00.123Z')).toBe(true);
    expect(isMoment('2025-03-04T21:30+05:30')).toBe(true);
    expect(isMoment('2025-03-04')).toBe(false);
    expect(isMoment('2025-03-04T21:30:00')).toBe(false); // no offset: whose evening?
    expect(isMoment('2025-02-30T10:00:00Z')).toBe(false);
    expect(isMoment('2025-03-04T25:00:00Z')).toBe(false);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(dayIn(new Date('2025-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-01');
  });
});
