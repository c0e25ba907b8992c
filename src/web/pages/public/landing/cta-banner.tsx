import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function CtaBanner() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-[#1f3358] via-[#1a2c4e] to-[#0f1b33] px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2
          id="cta-title"
          className="relative font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          Ready to Secure Your Future?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-slate-200">
          Give your family the gift of knowing where everything is. Start free today and add what
          you know, one area at a time.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-gold text-gold-foreground hover:bg-gold/90">
            {/* A browser navigation, not an in-app route: the server answers with the sign-in redirect. */}
            <a href="/api/login">
              Get Started Free <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to="/pricing">View Pricing Plans</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
