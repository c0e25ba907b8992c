import { ChevronRight } from 'lucide-react';
import { visitSummary, type Visit } from '../../../../domain/access-visits';
import { ACCESS_ACTION_LABELS } from '../../../../domain/trusted-people';
import { areaLabel, recordLabel } from './access-labels';
import { formatMoment } from './grant-words';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * One visit: "Ann Lee opened your records: Family Members, Financial Accounts and 7 more", when,
 * and, unfolded, every event of it, oldest first. Stacked, so nothing is cut off at 390 px.
 */
export function VisitItem({ visit }: { visit: Visit }) {
  const count = visit.events.length;
  return (
    <li className="rounded-md border" data-testid="access-visit">
      <details className="group">
        <summary className="hover:bg-muted/50 flex cursor-pointer list-none items-start gap-2 p-3">
          <ChevronRight
            aria-hidden="true"
            className="text-muted-foreground mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90"
          />
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="break-words">
              <strong className="font-medium">{visit.granteeName}</strong>{' '}
              {visitSummary(visit.areas, areaLabel)}
            </span>
            <span className="text-muted-foreground text-sm">
              {formatMoment(visit.start)}
              {visit.end !== visit.start && ` – ${time.format(new Date(visit.end))}`} · {count}{' '}
              {count === 1 ? 'event' : 'events'}
            </span>
          </span>
        </summary>
        <ol className="grid gap-0 border-t text-sm">
          {visit.events.map((event) => (
            <li
              key={event.id}
              className="grid gap-x-3 gap-y-0.5 border-b px-3 py-2 last:border-b-0 sm:grid-cols-[6rem_7rem_minmax(0,1fr)_auto] sm:pl-9"
            >
              <span className="text-muted-foreground">{time.format(new Date(event.at))}</span>
              <span className="font-medium">{ACCESS_ACTION_LABELS[event.action]}</span>
              <span className="min-w-0 break-words">
                {areaLabel(event.area)}
                {event.recordName && ` · ${recordLabel(event)}`}
              </span>
              <span className="text-muted-foreground font-mono text-xs break-all">
                {event.ipAddress ?? ''}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
