import { Link } from 'react-router';
import { ArrowRight, CircleCheck, CircleDot, ClipboardList } from 'lucide-react';
import {
  checklistCounts,
  highPriorityOpen,
  recentlyCompleted,
} from '../../../../domain/checklist-rules';
import { formatDate } from '../../../../domain/format';
import { lockedRecordTitle } from '../../../../domain/records/display';
import { estateChecklistItemsKind } from '../../../../domain/records/estate-checklist-items';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { DashboardCard, SectionLabel } from '../../../components/dashboard-card';
import { EmptyState, LoadError } from '../../../components/load-states';
import { useChecklistItems, useShared } from './dashboard-data';
import { NotShared } from './not-shared';

/** A locked item (encrypted details unopenable after a password reset) has no title of its own. */
const titleOf = (item: { title: string | null }) =>
  item.title || lockedRecordTitle(estateChecklistItemsKind);

/** Estate Planning Progress: counts, open high-priority tasks and recently completed ones. */
export function EstateProgressCard() {
  const checklist = useChecklistItems();
  const shared = useShared('estate-checklist-items');
  const items = checklist.data ?? [];
  const { completed, remaining } = checklistCounts(items);
  const urgent = highPriorityOpen(items);
  const recent = recentlyCompleted(items);

  return (
    <DashboardCard
      title="Estate Planning Progress"
      icon={ClipboardList}
      footer={
        shared && (
          <Button asChild size="sm" variant="ghost">
            <Link to="/estate-planning">
              Open checklist <ArrowRight />
            </Link>
          </Button>
        )
      }
    >
      {!shared ? (
        <NotShared />
      ) : checklist.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading checklist">
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ) : checklist.isError ? (
        <LoadError what="the estate checklist" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          message="No checklist items yet"
          action={
            <Button asChild size="sm">
              <Link to="/estate-planning">Start Your Checklist</Link>
            </Button>
          }
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <Count label="Completed" value={completed} />
            <Count label="Remaining" value={remaining} />
          </dl>
          <section className="grid grid-cols-1 gap-2">
            <SectionLabel>High Priority Tasks</SectionLabel>
            {urgent.length === 0 ? (
              <p className="text-muted-foreground text-sm">No high-priority tasks open.</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2.5">
                {urgent.map((item) => (
                  <li key={item.id} className="flex items-start gap-2 text-sm">
                    <CircleDot
                      aria-hidden="true"
                      className="text-destructive mt-0.5 size-4 shrink-0"
                    />
                    <span className="min-w-0">
                      <span className="font-medium">{titleOf(item)}</span>
                      <span className="text-muted-foreground block text-xs">{item.category}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="grid grid-cols-1 gap-2">
            <SectionLabel>Recently Completed</SectionLabel>
            {recent.length === 0 ? (
              <p className="text-muted-foreground text-sm">Nothing completed yet.</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2.5">
                {recent.map((item) => (
                  <li key={item.id} className="flex items-start gap-2 text-sm">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    />
                    <span className="min-w-0">
                      <span className="font-medium">{titleOf(item)}</span>
                      <span className="text-muted-foreground block text-xs">
                        Completed: {formatDate(item.completedDate)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </DashboardCard>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="bg-muted/50 rounded-lg px-3 py-2.5">
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
