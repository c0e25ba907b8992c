import { lazy, Suspense } from 'react';
import { Users } from 'lucide-react';
import type { InheritancePlan, Recipient } from '../../../../../domain/estate-plan/inheritance-api';
import { DashboardCard } from '../../../../components/dashboard-card';
import { Badge } from '../../../../components/ui/badge';
import { dollars } from '../../../../lib/figure-words';
import { percentText } from './estate-figures';

const InheritanceChart = lazy(() => import('./inheritance-chart'));

const NOT_FAMILY: Record<Exclude<Recipient['kind'], 'person'>, string> = {
  outside: 'Outside the family',
  unmatched: 'Not in your family list',
  trust: 'Trust',
  charity: 'Charity',
};

/** Per person: what names them and for how much, their share of everything counted, the total. */
export function RecipientsCard({ plan }: { plan: InheritancePlan }) {
  return (
    <DashboardCard title="Who Gets What" icon={Users}>
      <Suspense fallback={<div className="h-40" aria-hidden="true" />}>
        <InheritanceChart plan={plan} />
      </Suspense>
      {plan.recipients.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No account or policy names a beneficiary yet.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Beneficiaries">
          {plan.recipients.map((r) => (
            <li key={r.key} className="grid gap-2 rounded-lg border p-3" data-testid="recipient">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{r.name}</span>
                  <Badge variant={r.kind === 'person' ? 'secondary' : 'outline'}>
                    {r.relationship ?? (r.kind === 'person' ? 'Family' : NOT_FAMILY[r.kind])}
                  </Badge>
                </div>
                <span className="text-sm tabular-nums">
                  <span className="font-semibold">{dollars(r.total)}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {percentText(r.estateSharePercent)} of the estate
                  </span>
                </span>
              </div>
              <ul className="text-muted-foreground grid gap-1 text-sm">
                {r.items.map((item) => (
                  <li
                    key={`${item.recordId}:${item.text}`}
                    className="flex flex-wrap justify-between gap-x-3"
                  >
                    <span>{item.title}</span>
                    <span className="tabular-nums">
                      {item.contingent
                        ? 'Contingent'
                        : `${dollars(item.amount)} (${percentText(item.sharePercent)})`}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">
        Of {dollars(plan.totals.all)} counted: accounts, life insurance, real estate and businesses,
        before debts and taxes.
      </p>
    </DashboardCard>
  );
}
