import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-03-15T12:00:00Z');
/** The timestamp `seconds` before NOW, as the API sends it. */
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime (notification and activity times)', () => {
  it('says "just now" for anything under a minute', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(59), NOW)).toBe('just now');
  });

  it('counts whole minutes and hours, rounding down', () => {
    expect(formatRelativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE + 50), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59), NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), NOW)).toBe('23 hours ago');
  });

  it('says "yesterday", "last week", "last month" and "last year" for one of each', () => {
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * DAY), NOW)).toBe('3 days ago');
    expect(formatRelativeTime(ago(7 * DAY), NOW)).toBe('last week');
    expect(formatRelativeTime(ago(20 * DAY), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(45 * DAY), NOW)).toBe('last month');
    expect(formatRelativeTime(ago(200 * DAY), NOW)).toBe('6 months ago');
    expect(formatRelativeTime(ago(400 * DAY), NOW)).toBe('last year');
    expect(formatRelativeTime(ago(3 * 365 * DAY), NOW)).toBe('3 years ago');
  });

  it('speaks of the future for a time ahead (a clock a little behind the server)', () => {
    expect(formatRelativeTime(ago(-30), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-2 * HOUR), NOW)).toBe('in 2 hours');
    expect(formatRelativeTime(ago(-DAY), NOW)).toBe('tomorrow');
  });

  it('measures from the current time when no "now" is given', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * MINUTE * 1000).toISOString())).toBe(
      '3 minutes ago',
    );
  });
});
