import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { PLANS, type BillingInterval, type PlanKey } from '../../../../domain/plans';
import { EMAIL_SUPPORT_LINE, PLAN_BADGES, planOfferLines } from '../../../../domain/pricing';
import { SUPPORT_LINE_ATTRIBUTE } from '../../../../domain/public-pages';
import { useSiteInfo } from '../../../lib/site-info';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

/** Where a plan's 'Start Free Trial' leads: /subscribe?plan={key}, plus the annual choice. */
export function subscribeHref(key: PlanKey, interval: BillingInterval): string {
  return `/subscribe?plan=${key}${interval === 'year' ? '&interval=year' : ''}`;
}

/** One plan on the pricing page: price for the chosen interval, saving, limits, features, badge. */
export function PlanOfferCard({
  planKey,
  interval,
}: {
  planKey: PlanKey;
  interval: BillingInterval;
}) {
  const plan = PLANS[planKey];
  const badge = PLAN_BADGES[planKey];
  const price = interval === 'year' ? plan.annualMonthlyPrice : plan.monthlyPrice;
  const titleId = `plan-${planKey}`;
  const { differs, included } = planOfferLines(plan);
  // Offered only while a support address is set; the server drops the marked line otherwise.
  const { supportEmail } = useSiteInfo();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        badge ? 'border-[#1f3358] ring-1 ring-[#1f3358]/30' : 'border-slate-200',
      )}
    >
      {badge && (
        <span className="absolute -top-3 left-6 rounded-full bg-gold px-3 py-1 text-xs font-semibold text-gold-foreground shadow">
          {badge}
        </span>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-slate-500">
        {plan.audience === 'family' ? 'For the whole household' : 'For one person'}
      </p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">${price}</span>
        <span className="text-slate-500">/month</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {interval === 'year' ? (
          <>
            Billed annually (${price * 12}/year) ·{' '}
            <span className="font-medium text-emerald-700">Save ${plan.annualSaving}/year</span>
          </>
        ) : (
          `or $${plan.annualMonthlyPrice}/month billed annually`
        )}
      </p>
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm">
        {differs.map((line) => (
          <OfferLine key={line} line={line} stands />
        ))}
        {included.map((line) => (
          <OfferLine key={line} line={line} />
        ))}
        {supportEmail && <OfferLine line={EMAIL_SUPPORT_LINE} supportLine />}
      </ul>
      <Button
        asChild
        className={cn('mt-6 w-full', badge ? 'bg-[#1f3358] text-white hover:bg-[#2b4470]' : '')}
        variant={badge ? 'default' : 'outline'}
      >
        <Link to={subscribeHref(planKey, interval)} aria-label={`Start Free Trial: ${plan.name}`}>
          Start Free Trial
        </Link>
      </Button>
    </article>
  );
}

/**
 * One line of a plan card; what sets this plan apart `stands` out in bold. The support line is
 * marked so that the server leaves it out of the page while no support address is set.
 */
function OfferLine({
  line,
  stands = false,
  supportLine = false,
}: {
  line: string;
  stands?: boolean;
  supportLine?: boolean;
}) {
  return (
    <li className="flex gap-2" {...(supportLine && { [SUPPORT_LINE_ATTRIBUTE]: '' })}>
      <Check
        className={cn('mt-0.5 size-4 shrink-0', stands ? 'text-[#1f3358]' : 'text-emerald-600')}
        aria-hidden="true"
      />
      <span className={stands ? 'font-medium text-slate-900' : 'text-slate-700'}>{line}</span>
    </li>
  );
}
