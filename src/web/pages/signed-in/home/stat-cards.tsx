import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardCheck, Landmark, TrendingUp, Users } from 'lucide-react';
import { checklistCounts, completionPercent } from '../../../../domain/checklist-rules';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { RecordKindKey } from '../../../../domain/records';
import {
  isActiveAccount,
  useBankAccounts,
  useChecklistItems,
  useFamilyMembers,
  useInvestmentAccounts,
  useShared,
} from './dashboard-data';
import { NOT_SHARED_TEXT } from './not-shared';

/** The four figures under the hero (part 1 §2), each loading on its own. */
export function StatCards() {
  const family = useFamilyMembers();
  const banks = useBankAccounts();
  const investments = useInvestmentAccounts();
  const checklist = useChecklistItems();
  const counts = checklistCounts(checklist.data ?? []);
  const percent = completionPercent(checklist.data ?? []);

  // As many columns as fit at the chosen text size (rem): one on a phone at the largest.
  return (
    <section
      aria-label="At a glance"
      className="grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-3 sm:gap-4"
    >
      <StatCard
        label="Family Members"
        area="family-members"
        icon={Users}
        query={family}
        value={(rows) => rows.length}
        caption="In your registry"
      />
      <StatCard
        label="Banking Assets"
        area="bank-accounts"
        icon={Landmark}
        query={banks}
        value={(rows) => rows.length}
        caption="Tracked Accounts"
      />
      <StatCard
        label="Investment Portfolio"
        area="investment-accounts"
        icon={TrendingUp}
        query={investments}
        value={(rows) => rows.filter(isActiveAccount).length}
        caption="Active Holdings"
      />
      <StatCard
        label="Estate Completion"
        area="estate-checklist-items"
        icon={ClipboardCheck}
        query={checklist}
        value={() => `${percent}%`}
        caption={
          <span className="grid gap-1.5">
            <span
              aria-hidden="true"
              className="bg-muted block h-1.5 w-full overflow-hidden rounded-full"
            >
              <span
                className="bg-gold block h-full rounded-full"
                style={{ width: `${percent}%` }}
              />
            </span>
            {counts.total === 0
              ? 'No checklist items yet'
              : `${counts.completed} of ${counts.total} tasks done`}
          </span>
        }
      />
    </section>
  );
}

function StatCard<T>({
  label,
  area,
  icon: Icon,
  query,
  value,
  caption,
}: {
  label: string;
  /** The record kind the figure counts: in a vault that leaves it out, the card says so. */
  area: RecordKindKey;
  icon: ComponentType<{ className?: string }>;
  query: UseQueryResult<T[]>;
  value: (rows: T[]) => ReactNode;
  caption: ReactNode;
}) {
  const shared = useShared(area);
  return (
    <Card className="gap-3 p-4 sm:p-5">
      <div className="flex min-h-10 items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm leading-5 font-medium">{label}</p>
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-9 items-center justify-center rounded-lg"
        >
          <Icon className="size-4.5" />
        </span>
      </div>
      {!shared ? (
        <p className="text-muted-foreground text-sm">{NOT_SHARED_TEXT}</p>
      ) : query.isPending ? (
        <div role="status" aria-label={`Loading ${label}`} className="grid gap-2">
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-4 w-28" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Could not load.
        </p>
      ) : (
        <div className="grid gap-1">
          <p className="font-display text-3xl font-semibold tracking-tight tabular-nums">
            {value(query.data)}
          </p>
          <div className="text-muted-foreground text-sm">{caption}</div>
        </div>
      )}
    </Card>
  );
}
