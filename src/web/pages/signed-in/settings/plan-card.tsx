import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { IconBadge } from '../../../components/icon-badge';
import type { Subscription } from '../../../../domain/billing';
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
import { SUBSCRIPTION_KEY } from '../../../lib/billing';
import { CancelSubscriptionButton } from './cancel-subscription-button';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

/** The lines under the label: trial days, billing, next date, pending change, read-only. */
function detailLines(s: Subscription): string[] {
  const lines: string[] = [];
  const paid = s.status === 'active' || s.status === 'past_due';
  if (s.status === 'trialing' && s.trialEndsAt) {
    lines.push(`Your free trial ends on ${day(s.trialEndsAt)}.`);
    if (s.planName) lines.push(`${s.planName} starts then; your card is first charged that day.`);
  }
  if (paid && s.planName) {
    lines.push(`${s.planName}, billed ${s.interval === 'year' ? 'annually' : 'monthly'}.`);
    if (s.cancelAtPeriodEnd && s.currentPeriodEnd)
      lines.push(`Cancelled: your plan ends on ${day(s.currentPeriodEnd)} and will not renew.`);
    else if (s.currentPeriodEnd) lines.push(`Next billing date: ${day(s.currentPeriodEnd)}.`);
    if (s.pendingPlanName && s.currentPeriodEnd)
      lines.push(`Changes to ${s.pendingPlanName} on ${day(s.currentPeriodEnd)}.`);
  }
  if (s.status === 'past_due') lines.push('Your last payment failed; Stripe will retry it.');
  if (s.readOnly)
    lines.push(
      'Your records are read-only until you choose a plan. You can still view, export and print everything.',
    );
  if (!s.configured)
    lines.push('Online payment is not set up on this server, so no plan limits apply.');
  return lines;
}

/** The user's real plan or trial, next billing date, cancel at period end, and the way to plans. */
export function PlanCard({ plan }: { plan: PlanStatus }) {
  const { data } = useQuery<Subscription>({ queryKey: SUBSCRIPTION_KEY });
  const label = data?.label ?? plan.label;
  const lines = data ? detailLines(data) : [];
  const paid = data && (data.status === 'active' || data.status === 'past_due');
  const running = data?.configured && (paid || (data.status === 'trialing' && data.planName));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>What your account includes.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start gap-3">
        <IconBadge icon={Crown} />
        <div className="grid gap-1">
          <Badge variant="secondary" className="text-sm" data-testid="plan-label">
            {label}
          </Badge>
          {lines.map((line) => (
            <p key={line} className="text-muted-foreground text-sm">
              {line}
            </p>
          ))}
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/pricing">{running ? 'Change Plan' : 'See Pricing & Plans'}</Link>
        </Button>
        {running && !data.cancelAtPeriodEnd && (
          <CancelSubscriptionButton endsOn={day(data.currentPeriodEnd ?? data.trialEndsAt)} />
        )}
      </CardFooter>
    </Card>
  );
}
