import { AreasGrid } from './landing/areas-grid';
import { CtaBanner } from './landing/cta-banner';
import { FeaturesSection } from './landing/features-section';
import { HeroSection } from './landing/hero-section';
import { LandingFooter } from './landing/landing-footer';
import { LandingHeader } from './landing/landing-header';
import { SecuritySection } from './landing/security-section';
import { StatsStrip } from './landing/stats-strip';
import { TestimonialsSection } from './landing/testimonials-section';

/** Public landing page (/ for signed-out visitors): both spec parts' sections in one page. */
export default function LandingPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900 antialiased">
      <LandingHeader />
      <main>
        <HeroSection />
        <StatsStrip />
        <FeaturesSection />
        <SecuritySection />
        <AreasGrid />
        <TestimonialsSection />
        <CtaBanner />
      </main>
      <LandingFooter />
    </div>
  );
}
