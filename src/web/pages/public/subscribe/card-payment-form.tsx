import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Lock } from 'lucide-react';
import type { CreateSubscriptionAnswer, CreateSubscriptionInput } from '../../../../domain/billing';
import type { BillingInterval, PlanKey } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson } from '../../../lib/api';
import { SUBSCRIPTION_KEY } from '../../../lib/billing';
import { USER_QUERY_KEY } from '../../../lib/query-client';
import { subscriptionFailure, SOMETHING_WENT_WRONG, welcomeMessage } from './subscribe-texts';

interface Props {
  publishableKey: string;
  planKey: PlanKey;
  interval: BillingInterval;
}

let stripeOnce: { key: string; promise: Promise<Stripe | null> } | null = null;
/** Loads Stripe.js once per key (it adds a script from js.stripe.com); null if it cannot. */
function stripeFor(key: string) {
  if (stripeOnce?.key !== key) stripeOnce = { key, promise: loadStripe(key).catch(() => null) };
  return stripeOnce.promise;
}

/** The card form (Stripe.js CardElement), loaded only when the server takes payments. */
export default function CardPaymentForm({ publishableKey, ...rest }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    void stripe.then((loaded) => setUnreachable(!loaded));
  }, [stripe]);
  if (unreachable)
    return (
      <p
        role="alert"
        className="text-destructive rounded-md border border-destructive/40 p-3 text-sm"
      >
        The secure payment form could not be loaded from Stripe. Check your connection and reload
        the page.
      </p>
    );
  return (
    <Elements stripe={stripe}>
      <CardForm {...rest} />
    </Elements>
  );
}

function CardForm({ planKey, interval }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cardReady, setCardReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function pay() {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new Error(SOMETHING_WENT_WRONG);
    // The card form's own validation message is the failure description (part 2 §5).
    const created = await stripe.createPaymentMethod({ type: 'card', card });
    if (created.error) throw new Error(created.error.message ?? SOMETHING_WENT_WRONG);
    const body: CreateSubscriptionInput = {
      priceId: planKey,
      paymentMethodId: created.paymentMethod.id,
      interval,
    };
    const res = await apiRequest('POST', '/api/create-subscription', body);
    const { clientSecret } = await readJson<CreateSubscriptionAnswer>(res);
    if (clientSecret) {
      // Part 2 §4: the payment's return address is the dashboard.
      const returnUrl = `${window.location.origin}/dashboard`;
      const confirmed = clientSecret.startsWith('seti_')
        ? await stripe.confirmCardSetup(clientSecret, {
            payment_method: created.paymentMethod.id,
            return_url: returnUrl,
          })
        : await stripe.confirmCardPayment(clientSecret, {
            payment_method: created.paymentMethod.id,
            return_url: returnUrl,
          });
      if (confirmed.error) throw new Error(confirmed.error.message ?? SOMETHING_WENT_WRONG);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    try {
      await pay();
      toast({ title: 'Subscription Created!', description: welcomeMessage(planKey) });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast({
        title: 'Subscription Failed',
        description: subscriptionFailure(error),
        variant: 'destructive',
      });
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <span className="text-sm font-medium">Card details</span>
        <div className="rounded-md border bg-background px-3 py-3 shadow-xs">
          <CardElement
            onReady={() => setCardReady(true)}
            options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }}
          />
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!stripe || !elements || !cardReady || processing}
      >
        <Lock aria-hidden="true" />
        {processing ? 'Processing...' : 'Start Subscription'}
      </Button>
    </form>
  );
}
