import { Link } from 'react-router';
import { History } from 'lucide-react';
import { formatDate } from '../../../../domain/format';
import { RECORD_KINDS, type RecordKindKey } from '../../../../domain/records';
import { recordDisplay } from '../../../../domain/records/display';
import { AREA_NAMES } from '../../../../domain/navigation';
import type { VisitorHome } from '../../../../domain/visitor-home';
import { DashboardCard } from '../../../components/dashboard-card';
import { Badge } from '../../../components/ui/badge';
import { formatRelativeTime } from '../../../lib/relative-time';
import { changesSummary, VISITOR_HOME } from './visitor-words';

const KINDS = new Set<string>(RECORD_KINDS.map((k) => k.key));

/** What the owner added or changed since the visitor's last visit, newest first. */
export function ChangesCard({ changes }: { changes: VisitorHome['changes'] }) {
  return (
    <DashboardCard title={VISITOR_HOME.changes} icon={History}>
      {!changes.since ? (
        <p className="text-muted-foreground text-sm">{VISITOR_HOME.firstVisit}</p>
      ) : changes.total === 0 ? (
        <p className="text-muted-foreground text-sm">
          {VISITOR_HOME.noChanges} (Last visit {formatDate(changes.since)}.)
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Last visit {formatDate(changes.since)}.{' '}
            {changesSummary(changes.total, changes.items.length)}
          </p>
          <ul className="divide-y">
            {changes.items.map((c) => (
              <li
                key={`${c.area}-${c.recordId}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              >
                <Badge variant={c.change === 'added' ? 'default' : 'secondary'}>
                  {c.change === 'added' ? 'Added' : 'Changed'}
                </Badge>
                <span className="min-w-0 flex-1 basis-40 break-words">
                  {c.title}
                  <span className="text-muted-foreground text-sm">
                    {' · '}
                    {KINDS.has(c.area) ? (
                      <Link
                        className="underline-offset-4 hover:underline"
                        to={recordDisplay(c.area as RecordKindKey).route}
                      >
                        {AREA_NAMES[c.area as RecordKindKey]}
                      </Link>
                    ) : (
                      c.area
                    )}
                  </span>
                </span>
                <span className="text-muted-foreground text-xs">{formatRelativeTime(c.at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
