import { PageTitle } from '../../components/page-title';
import { CtaBanner } from './landing/cta-banner';
import { LandingFooter } from './landing/landing-footer';
import { LandingHeader } from './landing/landing-header';
import { SecuritySection } from './landing/security-section';
import { AreaFeatures } from './marketing/area-features';
import { HowItWorks } from './marketing/how-it-works';
import { MarketingHero } from './marketing/marketing-hero';
import { PlansTeaser } from './marketing/plans-teaser';

/** /marketing: every area's features, security, how it works, plans and calls to action. */
export default function MarketingPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900 antialiased">
      <PageTitle title="About" />
      <LandingHeader />
      <main>
        <MarketingHero />
        <AreaFeatures />
        <SecuritySection />
        <HowItWorks />
        <PlansTeaser />
        <CtaBanner />
      </main>
      <LandingFooter />
    </div>
  );
}
