import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countingTimeZone } from '../../domain/calendar-day';
import { upcomingDates } from '../../domain/important-dates-rules';
import { localClock } from '../../domain/reminder-dates';
import { reminderHeading } from '../../domain/reminder-sources';
import { upcomingEntries } from '../../domain/reminder-upcoming';
import { timeZoneHeader } from './api';
import { browserTimeZone, readChosenTimeZoneFrom, userToday } from './time-zone';

// Noon UTC on Dec 20: already Dec 21 in Kiritimati (UTC+14), still Dec 20 in Pago Pago (UTC-11).
const NOW = new Date('2026-12-20T12:00:00Z');
const BROWSER_ZONE = 'Pacific/Kiritimati';
const CHOSEN_ZONE = 'Pacific/Pago_Pago';
const records = {
  'important-dates': [{ id: 'd1', title: 'Will review', eventDate: '2026-12-23' }],
};

/** How the bell and the reminder email count: the sweep's clock in the chosen zone. */
const sweepToday = (chosen: string | null) => localClock(NOW, countingTimeZone(chosen)).date;

let savedTz: string | undefined;
beforeEach(() => {
  savedTz = process.env.TZ;
  process.env.TZ = BROWSER_ZONE; // the browser is elsewhere than the zone chosen in Preferences
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = savedTz;
  readChosenTimeZoneFrom(() => null);
});

describe('days are counted in the zone chosen in Preferences, not the browser’s', () => {
  it('makes Upcoming say what the bell and the email say', () => {
    expect(browserTimeZone()).toBe(BROWSER_ZONE);
    readChosenTimeZoneFrom(() => CHOSEN_ZONE);
    expect(userToday()).toBe('2026-12-20');
    expect(userToday()).toBe(sweepToday(CHOSEN_ZONE));

    const [entry] = upcomingEntries(records, userToday(), 30);
    expect(reminderHeading(entry!.source, entry!.daysAway)).toBe('Important date in 3 days');
    // The home dashboard's card counts from the same day.
    expect(upcomingDates(records['important-dates'], userToday())[0]?.daysAway).toBe(3);
    // The browser's own day would have said 2 days.
    expect(upcomingDates(records['important-dates'], new Date())[0]?.daysAway).toBe(2);
  });

  it('sends the chosen zone to the server, which stamps completion days in it', () => {
    readChosenTimeZoneFrom(() => CHOSEN_ZONE);
    expect(timeZoneHeader()).toEqual({ 'X-Time-Zone': CHOSEN_ZONE });
  });

  it('falls back to the browser’s zone until one is chosen (the first page saves it)', () => {
    expect(userToday()).toBe('2026-12-21');
    expect(timeZoneHeader()).toEqual({ 'X-Time-Zone': BROWSER_ZONE });
  });

  it('ignores a zone this runtime does not know', () => {
    readChosenTimeZoneFrom(() => 'Mars/Olympus_Mons');
    expect(userToday()).toBe('2026-12-21');
  });
});
