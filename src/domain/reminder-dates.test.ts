import { describe, expect, it } from 'vitest';
import {
  addDays,
  dueReminder,
  importantDateOffsets,
  localClock,
  monthStart,
  nextOccurrence,
  weekStart,
} from './reminder-dates';
import { reminderHeading, REMINDER_SOURCES } from './reminder-sources';
import { isTimeZone, reminderPreferencesUpdateSchema } from './reminders';

describe('dueReminder', () => {
  const offsets = [30, 7, 0];

  it('is due on each offset day, and not between them', () => {
    const date = '2026-12-31';
    expect(dueReminder(date, false, offsets, '2026-12-01')).toEqual({
      occurrence: date,
      daysAway: 30,
      offset: 30,
    });
    expect(dueReminder(date, false, offsets, '2026-11-30')).toBeNull();
    expect(dueReminder(date, false, offsets, '2026-12-24')?.offset).toBe(7);
    expect(dueReminder(date, false, offsets, '2026-12-31')).toMatchObject({
      daysAway: 0,
      offset: 0,
    });
    expect(dueReminder(date, false, offsets, '2027-01-01')).toBeNull();
  });

  it('reminds a date first seen late once, for the offset it is within, with its true distance', () => {
    expect(dueReminder('2026-12-10', false, offsets, '2026-12-05')).toEqual({
      occurrence: '2026-12-10',
      daysAway: 5,
      offset: 7,
    });
  });

  it('reminds a yearly date before its next occurrence, across a year end', () => {
    expect(dueReminder('1990-01-02', true, [7, 0], '2026-12-26')).toEqual({
      occurrence: '2027-01-02',
      daysAway: 7,
      offset: 7,
    });
    expect(nextOccurrence('1990-01-02', true, '2027-01-02')).toBe('2027-01-02');
    expect(nextOccurrence('1990-01-02', false, '2027-01-02')).toBeNull();
  });

  it('reminds a Feb 29 yearly date on Feb 28 in a common year and Feb 29 in a leap year', () => {
    expect(dueReminder('2000-02-29', true, [0], '2027-02-28')?.occurrence).toBe('2027-02-28');
    expect(dueReminder('2000-02-29', true, [0], '2028-02-28')).toBeNull();
    expect(dueReminder('2000-02-29', true, [0], '2028-02-29')?.occurrence).toBe('2028-02-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('uses an important date’s own days and the day itself', () => {
    expect(importantDateOffsets(3)).toEqual([3, 0]);
    expect(importantDateOffsets(0)).toEqual([0]);
    expect(importantDateOffsets(null)).toEqual([7, 0]);
  });
});

describe('localClock', () => {
  // 2026-06-15T22:30Z is already June 16 in Tokyo and still June 15 in Honolulu.
  const now = new Date('2026-06-15T22:30:00Z');

  it('reads the calendar day and hour on both sides of midnight UTC', () => {
    expect(localClock(now, 'Asia/Tokyo')).toMatchObject({ date: '2026-06-16', hour: 7 });
    expect(localClock(now, 'Pacific/Honolulu')).toMatchObject({ date: '2026-06-15', hour: 12 });
    expect(localClock(now, 'UTC')).toMatchObject({ date: '2026-06-15', hour: 22, minute: 30 });
    expect(localClock(new Date('2026-06-15T23:00:00Z'), 'Asia/Tokyo').hour).toBe(8);
  });

  it('knows the weekday, the week’s Monday and the month’s first day', () => {
    expect(localClock(now, 'Asia/Tokyo').weekday).toBe(2); // Tuesday
    expect(weekStart('2026-06-16')).toBe('2026-06-15');
    expect(weekStart('2026-06-21')).toBe('2026-06-15'); // Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(monthStart('2026-06-16')).toBe('2026-06-01');
  });
});

describe('reminder preferences', () => {
  it('accepts known time zones and offsets from 0 to 365 days', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(reminderPreferencesUpdateSchema.parse({ expiryOffsets: [365, 0] })).toEqual({
      expiryOffsets: [365, 0],
    });
  });

  it('refuses offsets outside 0-365, repeated offsets and unknown zones with a clear message', () => {
    const message = (input: unknown) =>
      reminderPreferencesUpdateSchema.safeParse(input).error?.issues[0].message;
    expect(message({ expiryOffsets: [366] })).toBe(
      'Reminder offsets must be between 0 and 365 days',
    );
    expect(message({ expiryOffsets: [-1] })).toBe(
      'Reminder offsets must be between 0 and 365 days',
    );
    expect(message({ expiryOffsets: [7, 7] })).toBe('Reminder offsets must differ');
    expect(message({ timeZone: 'Mars/Olympus' })).toBe('Unknown time zone: Mars/Olympus');
  });
});

it('words each kind of reminder heading', () => {
  const byId = (id: string) => REMINDER_SOURCES.find((s) => s.id === id)!;
  expect(reminderHeading(byId('documents.expirationDate'), 30)).toBe('Document expires in 30 days');
  expect(reminderHeading(byId('debts-liabilities.dueDate'), 1)).toBe(
    'Debt payment is due tomorrow',
  );
  expect(reminderHeading(byId('important-dates.eventDate'), 3)).toBe('Important date in 3 days');
  expect(reminderHeading(byId('family-members.birthday'), 0)).toBe('Birthday today');
});
