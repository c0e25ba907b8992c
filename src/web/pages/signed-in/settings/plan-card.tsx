import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import type { PlanStatus } from '../../../../domain/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** One line on when the current plan or trial ends or renews, when the server knows. */
function planDateLine(plan: PlanStatus): string | null {
  if (plan.status === 'trialing' && plan.trialEndsAt) {
    return `Your free trial ends on ${dateFormat.format(new Date(plan.trialEndsAt))}.`;
  }
  if ((plan.status === 'active' || plan.status === 'past_due') && plan.currentPeriodEnd) {
    return `Current period ends on ${dateFormat.format(new Date(plan.currentPeriodEnd))}.`;
  }
  return null;
}

/** The user's real plan (not a fixed label) and a way to see the others. */
export function PlanCard({ plan }: { plan: PlanStatus }) {
  const dateLine = planDateLine(plan);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Plan</h2>
        </CardTitle>
        <CardDescription>What your account includes.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-lg"
        >
          <Crown className="size-5" />
        </span>
        <div className="grid gap-1">
          <Badge variant="secondary" className="text-sm" data-testid="plan-label">
            {plan.label}
          </Badge>
          {dateLine && <p className="text-muted-foreground text-sm">{dateLine}</p>}
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/pricing">See Pricing &amp; Plans</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
