/**
 * The owner's access history read as visits: one person's events with no gap over 30 minutes
 * are one visit ("Ann Lee opened your records: Family Members, Financial Accounts and 7 more"),
 * which unfolds to every view, download and change. One visit to a shared home reads many
 * areas at once; listed row by row it buried what the owner wants to know: who came, and when.
 */
import type { AccessEvent } from './trusted-people';

/** Events of one person further apart than this start a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;

export interface Visit {
  /** The id of the visit's newest event (stable while older pages load). */
  id: string;
  granteeId: string | null;
  granteeName: string;
  /** The first and last event's time (ISO). */
  start: string;
  end: string;
  /** Areas in the order they were first opened. */
  areas: string[];
  /** Every event, oldest first. */
  events: AccessEvent[];
}

const time = (iso: string) => new Date(iso).getTime();

/** Groups events given newest first (as the history answers) into visits, newest first. */
export function groupVisits(events: readonly AccessEvent[], gapMs = VISIT_GAP_MS): Visit[] {
  const visits: Visit[] = [];
  // Each person's visit still open to older events.
  const open = new Map<string, Visit>();
  for (const event of events) {
    const who = event.granteeId ?? `deleted:${event.granteeName}`;
    const current = open.get(who);
    if (current && time(current.start) - time(event.at) <= gapMs) {
      current.events.unshift(event);
      current.start = event.at;
      continue;
    }
    const visit: Visit = {
      id: event.id,
      granteeId: event.granteeId,
      granteeName: event.granteeName,
      start: event.at,
      end: event.at,
      areas: [],
      events: [event],
    };
    open.set(who, visit);
    visits.push(visit);
  }
  for (const visit of visits) visit.areas = [...new Set(visit.events.map((e) => e.area))];
  return visits;
}

/**
 * "opened your records: Family Members, Financial Accounts and 7 more": the first two areas by
 * name; three are all named ("A, B and C").
 */
export function visitSummary(areas: readonly string[], label: (area: string) => string): string {
  const names = areas.map(label);
  const shown =
    names.length <= 3
      ? names.length <= 1
        ? names.join('')
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  return `opened your records: ${shown}`;
}
