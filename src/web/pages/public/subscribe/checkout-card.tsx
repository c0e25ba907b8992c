import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  PLANS,
  type BillingInterval,
  type PlanKey,
  type PlanStatus,
} from '../../../../domain/plans';
import { ANNUAL_PLAN_TERMS, priceLabel } from '../../../../domain/pricing';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PaymentNotSetUp } from './payment-not-set-up';
import { useBillingConfig } from './use-billing-config';

// Stripe.js and its React bindings load only when this server takes payments.
const CardPaymentForm = lazy(() => import('./card-payment-form'));

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Complete Your Subscription': plan banner, card form (or why there is none), the spec's notes. */
export function CheckoutCard({
  planKey,
  interval,
  plan,
}: {
  planKey: PlanKey;
  interval: BillingInterval;
  plan: PlanStatus;
}) {
  const config = useBillingConfig();
  const trialEnds =
    plan.status === 'trialing' && plan.trialEndsAt ? new Date(plan.trialEndsAt) : null;
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1">Complete Your Subscription</CardTitle>
        <CardDescription className="flex items-center justify-center gap-1.5">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
          Secure Payment
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p
          data-testid="plan-banner"
          className="rounded-lg bg-primary/10 px-4 py-3 text-center text-sm font-medium"
        >
          Subscribing to: {PLANS[planKey].name} - {priceLabel(planKey, interval)}
        </p>
        {trialEnds && (
          <p className="text-muted-foreground text-sm">
            Your free trial continues until {dateFormat.format(trialEnds)}; your card is first
            charged then.
          </p>
        )}
        {config.isPending ? (
          <Spinner className="py-6" />
        ) : config.data?.configured && config.data.checkoutUnavailable ? (
          // Set up, but Stripe could not be reached when the server checked its prices.
          <p role="note" className="rounded-lg border p-4 text-sm">
            {config.data.checkoutUnavailable}
          </p>
        ) : config.data?.configured && !config.data.available[planKey]?.includes(interval) ? (
          <p role="note" className="rounded-lg border p-4 text-sm">
            {PLANS[planKey].name} billed {interval === 'year' ? 'annually' : 'monthly'} cannot be
            bought online on this server.{' '}
            <Link to="/pricing" className="font-medium text-primary hover:underline">
              Choose another plan
            </Link>
            .
          </p>
        ) : config.data?.configured && config.data.publishableKey ? (
          <Suspense fallback={<Spinner className="py-6" />}>
            <CardPaymentForm
              publishableKey={config.data.publishableKey}
              planKey={planKey}
              interval={interval}
            />
          </Suspense>
        ) : (
          <PaymentNotSetUp />
        )}
        <p className="text-muted-foreground text-center text-sm">
          You can cancel anytime. No long-term commitments.
          {/* The spec's words above; this makes them true of a year paid up front. */}
          {interval === 'year' && <span className="mt-1 block">{ANNUAL_PLAN_TERMS}</span>}
        </p>
      </CardContent>
      <CardFooter className="justify-center">
        <Link to="/pricing" className="text-sm font-medium text-primary hover:underline">
          ← Back to pricing plans
        </Link>
      </CardFooter>
    </Card>
  );
}
