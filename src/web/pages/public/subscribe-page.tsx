import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isPlanKey } from '../../../domain/plans';
import { parseInterval } from '../../../domain/pricing';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { CheckoutCard } from './subscribe/checkout-card';
import { NoPlanSelected } from './subscribe/no-plan-selected';

/**
 * /subscribe?plan={key}[&interval=year] (part 2 §2, §4): signed-out visitors go to sign in and
 * come back here; an unknown plan shows 'No Plan Selected'; otherwise the checkout.
 */
export default function SubscribePage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  useEffect(() => {
    if (!user) window.location.href = '/api/login?returnTo=' + encodeURIComponent(returnTo);
  }, [user, returnTo]);
  if (!user) return <Spinner fullPage />;

  const plan = params.get('plan');
  return (
    <CenteredLayout>
      <PageTitle title="Subscribe" />
      {isPlanKey(plan) ? (
        <CheckoutCard
          planKey={plan}
          interval={parseInterval(params.get('interval'))}
          plan={user.plan}
        />
      ) : (
        <NoPlanSelected />
      )}
    </CenteredLayout>
  );
}
