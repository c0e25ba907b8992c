import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { BillingInterval } from '../../../domain/plans';
import { PRICING_TIERS, TRIAL_TERMS } from '../../../domain/pricing';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { IntervalSwitch } from './pricing/interval-switch';
import { PlanOfferCard } from './pricing/plan-offer-card';
import { PricingFaq } from './pricing/pricing-faq';
import { PricingFooter } from './pricing/pricing-footer';
import { PricingHeader } from './pricing/pricing-header';
import { SIGN_UP_PATH } from '../../../domain/public-pages';

/** /pricing (part 2 §2, §9): hero, interval switch, three tiers of two plans, CTA, FAQ, footer. */
export default function PricingPage() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 antialiased">
      <PageTitle title="Pricing" />
      <PricingHeader />
      <main>
        <section className="px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-20">
          <h1 className="mx-auto max-w-3xl font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Estate Planning That Fits Your Budget
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            {TRIAL_TERMS} Choose individual or family, pay monthly or save with annual billing.
          </p>
          <div className="mt-8">
            <IntervalSwitch value={interval} onChange={setInterval} />
          </div>
        </section>
        <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-3 lg:gap-8 lg:px-8">
          {PRICING_TIERS.map((tier) => (
            <section key={tier.tier} aria-labelledby={`tier-${tier.tier}`}>
              <h2
                id={`tier-${tier.tier}`}
                className="text-sm font-semibold tracking-wide text-[#1f3358] uppercase"
              >
                {tier.title}
              </h2>
              <p className="mt-1 text-slate-600">{tier.pitch}</p>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
                {tier.plans.map((key) => (
                  <PlanOfferCard key={key} planKey={key} interval={interval} />
                ))}
              </div>
            </section>
          ))}
        </div>
        <section
          aria-labelledby="pricing-cta"
          className="bg-gradient-to-br from-[#1f3358] via-[#1a2c4e] to-[#0f1b33] px-4 py-16 text-center text-white sm:px-6"
        >
          <h2 id="pricing-cta" className="font-display text-3xl font-semibold tracking-tight">
            Start Protecting Your Family Today
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-slate-200">
            Try free for 30 days • No credit card required • Cancel anytime
          </p>
          <Button asChild size="lg" className="mt-8 bg-gold text-gold-foreground hover:bg-gold/90">
            <Link to={SIGN_UP_PATH}>
              Get Started Free <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </section>
        <PricingFaq />
      </main>
      <PricingFooter />
    </div>
  );
}
