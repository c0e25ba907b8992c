import { Link } from 'react-router';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import type { InheritanceFlag } from '../../../../../domain/estate-plan/inheritance-api';
import { DashboardCard } from '../../../../components/dashboard-card';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/utils';

const SEVERITY = {
  high: { label: 'High', className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' },
  medium: {
    label: 'Medium',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  low: { label: 'Low', className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
} as const;

/**
 * The questions an estate attorney would raise, most serious first; each links to the record
 * to fix, and a name that matches no one can be answered here ("Choose who this is").
 */
export function InheritanceFlagsCard({
  flags,
  onMatch,
  canWrite,
}: {
  flags: readonly InheritanceFlag[];
  onMatch: (flag: InheritanceFlag) => void;
  canWrite: boolean;
}) {
  return (
    <DashboardCard title="Questions to Review" icon={flags.length > 0 ? ShieldAlert : CircleCheck}>
      {flags.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nothing to raise: every account and policy names a beneficiary in your family list.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Inheritance flags">
          {flags.map((flag) => (
            <li
              key={flag.id}
              className="grid gap-1.5 rounded-lg border p-3"
              data-testid={`flag-${flag.kind}`}
            >
              <div className="flex items-start gap-2">
                <Badge className={cn('border-transparent', SEVERITY[flag.severity].className)}>
                  {SEVERITY[flag.severity].label}
                </Badge>
                <p className="text-sm font-medium">{flag.title}</p>
              </div>
              <p className="text-muted-foreground text-sm">{flag.detail}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="outline">
                  <Link to={flag.link}>Fix on the record</Link>
                </Button>
                {flag.designation && flag.kind === 'unknown-beneficiary' && canWrite && (
                  <Button size="sm" variant="secondary" onClick={() => onMatch(flag)}>
                    Choose who this is
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
