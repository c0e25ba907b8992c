import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import type { InheritancePlan } from '../../../../../domain/estate-plan/inheritance-api';
import { DashboardCard } from '../../../../components/dashboard-card';
import { dollars } from '../../../../lib/figure-words';

/** Everything that names nobody, in one place, with how it passes. */
export function UnnamedAssetsCard({ plan }: { plan: InheritancePlan }) {
  return (
    <DashboardCard title="Passing by Will, Trust or Title" icon={ScrollText}>
      {plan.unnamed.length === 0 ? (
        <p className="text-muted-foreground text-sm">Everything recorded names a beneficiary.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Assets that name nobody">
          {plan.unnamed.map((u) => (
            <li
              key={`${u.recordId}:${u.reason}`}
              className="grid gap-0.5 border-b pb-2 last:border-0 last:pb-0"
            >
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <Link
                  to={u.link}
                  className="text-primary font-medium underline-offset-4 hover:underline"
                >
                  {u.title}
                </Link>
                <span className="font-medium tabular-nums">{dollars(u.value)}</span>
              </div>
              <p className="text-muted-foreground text-sm">{u.reason}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">In all {dollars(plan.totals.byWill)}.</p>
    </DashboardCard>
  );
}
