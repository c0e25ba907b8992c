/** One event of an iCalendar file: its properties by name (parameters dropped), text unescaped. */
export type CalendarEvent = Record<string, string>;

/**
 * Reads an .ics file as a calendar app would: folded lines joined (RFC 5545 §3.1), then the
 * calendar's own lines and each VEVENT's properties. `DTSTART;VALUE=DATE:20270101` reads as
 * `DTSTART: '20270101'` with `DTSTART;VALUE` kept as 'DATE'.
 */
export function readCalendar(text: string): { lines: string[]; events: CalendarEvent[] } {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: CalendarEvent[] = [];
  let current: CalendarEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
    } else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      current[name] = line
        .slice(colon + 1)
        .replace(/\\([,;\\nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      for (const param of params) {
        const [key, value] = param.split('=');
        current[`${name};${key}`] = value;
      }
    }
  }
  return { lines, events };
}
