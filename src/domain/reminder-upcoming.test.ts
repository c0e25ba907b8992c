import { describe, expect, it } from 'vitest';
import { calendarFile, upcomingEntries, type UpcomingEntry } from './reminder-upcoming';

type Row = Record<string, unknown> & { id: string };

/** The file's content lines (folded lines joined again, RFC 5545 §3.1). */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** Each VEVENT as its properties, keyed by name with parameters ('DTSTART;VALUE=DATE'). */
function eventsOf(ics: string): Array<Record<string, string>> {
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of linesOf(ics)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

const TODAY = '2026-12-20';
const records: Record<string, Row[]> = {
  'important-dates': [
    { id: 'd1', title: 'Will review', eventDate: '2026-12-23', isRecurring: false },
    // Yearly: its next occurrence is next March.
    { id: 'd2', title: 'Wedding anniversary', eventDate: '2001-03-10', isRecurring: true },
  ],
  documents: [
    { id: 'p1', title: 'Passport, Mom', expirationDate: '2026-12-31' },
    { id: 'l1', title: 'Lease', expirationDate: '2027-02-28' },
    { id: 'o1', title: 'Expired card', expirationDate: '2026-01-01' },
    { id: 'f1', title: 'Far away', expirationDate: '2028-06-01' },
    { id: 'n1', title: 'No date', expirationDate: null },
  ],
};
const titleOf = (e: UpcomingEntry<Row>) => String(e.record.title);

describe('calendarFile', () => {
  const entries = upcomingEntries(records, TODAY, 365);
  const ics = calendarFile(entries, titleOf, 'Kinfolio');

  it('is one VCALENDAR with CRLF lines, naming the app as its producer', () => {
    const lines = linesOf(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Kinfolio//Upcoming dates//EN');
    expect(lines.filter((l) => l !== '').at(-1)).toBe('END:VCALENDAR');
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('has one all-day event per upcoming item, soonest first, with its title and date', () => {
    const events = eventsOf(ics);
    expect(
      events.map((e) => ({
        summary: e.SUMMARY,
        start: e['DTSTART;VALUE=DATE'],
        end: e['DTEND;VALUE=DATE'],
      })),
    ).toEqual([
      { summary: 'Will review', start: '20261223', end: '20261224' },
      // Year end: the event ends on the first day of the next year.
      { summary: 'Passport\\, Mom', start: '20261231', end: '20270101' },
      // Month end: it ends on the first of the next month.
      { summary: 'Lease', start: '20270228', end: '20270301' },
      { summary: 'Wedding anniversary', start: '20270310', end: '20270311' },
    ]);
    // Past dates, empty dates and dates beyond the window are not in the file.
    expect(ics).not.toContain('Expired card');
    expect(ics).not.toContain('Far away');
    expect(ics).not.toContain('No date');
  });

  it('gives each event a unique id and says what the date is, in which area', () => {
    const events = eventsOf(ics);
    expect(new Set(events.map((e) => e.UID)).size).toBe(events.length);
    expect(events[0].UID).toBe('important-dates.eventDate-d1-2026-12-23@kinfolio');
    expect(events[0].DESCRIPTION).toBe('Important date (Important dates)\\, from Kinfolio');
    expect(events[1].DESCRIPTION).toBe('Document expires (Documents)\\, from Kinfolio');
  });

  it('makes every all-day event last exactly one day (DTEND is the next day)', () => {
    const day = (text: string) =>
      Date.UTC(+text.slice(0, 4), +text.slice(4, 6) - 1, +text.slice(6, 8));
    for (const e of eventsOf(ics)) {
      expect(day(e['DTEND;VALUE=DATE']) - day(e['DTSTART;VALUE=DATE'])).toBe(86_400_000);
    }
  });
});
