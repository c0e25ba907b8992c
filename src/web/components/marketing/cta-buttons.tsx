import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '../ui/button';

/** The gold call to action of the navy sections, with its arrow: 'Get Started'. */
export function GoldCta({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild size="lg" className="bg-gold text-gold-foreground hover:bg-gold/90">
      <Link to={to}>
        {children} <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The outlined button beside it on navy ('Learn More'). */
export function OutlineCta({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className="border-white/25 bg-white/5 text-white hover:bg-white/10 hover:text-white"
    >
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** 'See Pricing & Plans' on navy: outlined beside the gold button, or quiet as a third choice. */
export function SeePricingCta({ quiet = false }: { quiet?: boolean }) {
  if (!quiet) return <OutlineCta to="/pricing">See Pricing &amp; Plans</OutlineCta>;
  return (
    <Button
      asChild
      size="lg"
      variant="ghost"
      className="text-slate-200 hover:bg-white/10 hover:text-white"
    >
      <Link to="/pricing">See Pricing &amp; Plans</Link>
    </Button>
  );
}
