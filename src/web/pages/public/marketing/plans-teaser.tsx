import { Link } from 'react-router';
import { PLANS } from '../../../../domain/plans';
import { PRICING_TIERS } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { MarketingSection } from '../../../components/marketing/marketing-section';

/** The three tiers with their starting prices, and the way to the full pricing page. */
export function PlansTeaser() {
  return (
    <MarketingSection
      titleId="plans-title"
      eyebrow="Plans"
      title="Plans for Individuals and Families"
      lead="Start at just $10/month • No setup fees • Try free for 30 days"
      className="bg-white"
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {PRICING_TIERS.map((tier) => {
          const from = Math.min(...tier.plans.map((key) => PLANS[key].monthlyPrice));
          return (
            <li
              key={tier.tier}
              className="flex flex-col rounded-2xl border border-slate-200 p-6 text-center"
            >
              <h3 className="text-lg font-semibold text-slate-900">{tier.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{tier.pitch}</p>
              <p className="mt-5 text-slate-500">
                from <span className="text-3xl font-bold text-slate-900">${from}</span>/month
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg" className="bg-[#1f3358] text-white hover:bg-[#2b4470]">
          <Link to="/pricing">See Pricing &amp; Plans</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/auth">Start Free Trial</Link>
        </Button>
      </div>
    </MarketingSection>
  );
}
