import { Link } from 'react-router';
import { ListChecks } from 'lucide-react';
import type {
  Designation,
  InheritancePlan,
} from '../../../../../domain/estate-plan/inheritance-api';
import { DashboardCard } from '../../../../components/dashboard-card';
import { Button } from '../../../../components/ui/button';

/** How a name was matched, in plain words. */
function matchText(d: Designation, names: ReadonlyMap<string, string>): string {
  const who = d.memberIds.map((id) => names.get(id) ?? 'someone').join(', ');
  switch (d.status) {
    case 'confirmed':
      return `You chose: ${who}`;
    case 'outside':
      return 'You said: someone outside the family';
    case 'exact':
      return `Matched by full name: ${who}`;
    case 'name':
      return `Matched by first and last name: ${who}`;
    case 'first-name':
      return `Matched by first name: ${who}`;
    case 'role':
      return `Matched by relationship: ${who}`;
    case 'ambiguous':
      return `Could be ${d.candidates.map((id) => names.get(id)).join(' or ')}`;
    case 'estate':
      return 'Your estate: passes by your will';
    case 'trust':
      return 'A trust';
    case 'charity':
      return 'A charity';
    default:
      return 'Not in your family list';
  }
}

/** Every name on every beneficiary field, who it was matched to, and a way to correct it. */
export function DesignationsCard({
  plan,
  onMatch,
  canWrite,
}: {
  plan: InheritancePlan;
  onMatch: (d: Designation) => void;
  canWrite: boolean;
}) {
  const names = new Map(plan.family.map((m) => [m.id, m.name]));
  return (
    <DashboardCard title="Names on Your Accounts and Policies" icon={ListChecks}>
      {plan.designations.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No beneficiary is named on any account or policy yet.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Beneficiary designations">
          {plan.designations.map((d) => (
            <li
              key={`${d.recordId}:${d.position}`}
              className="flex items-center justify-between gap-2 border-b pb-2 text-sm last:border-0"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span>
                  <span className="font-medium">“{d.text}”</span>
                  {d.contingent && (
                    <span className="text-muted-foreground"> (contingent)</span>
                  )} on{' '}
                  <Link to={d.link} className="text-primary underline-offset-4 hover:underline">
                    {d.title}
                  </Link>
                </span>
                <span className="text-muted-foreground">{matchText(d, names)}</span>
              </div>
              {canWrite && plan.family.length > 0 && (
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => onMatch(d)}
                  aria-label={`Change who “${d.text}” on ${d.title} is`}
                >
                  Change
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
