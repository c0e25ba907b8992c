import { Link } from 'react-router';
import { ChartPie, ClipboardCheck, Presentation } from 'lucide-react';
import { BeingBuiltCard } from '../../components/being-built-card';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';

/** Home dashboard (part 1 §2): the welcome hero; the dashboard cards arrive in a later release. */
export default function HomePage() {
  const { user } = useAuth();
  const name = user?.firstName?.trim() || user?.username || 'there';
  return (
    <div className="grid gap-6">
      <title>Dashboard · Kinfolio</title>
      <section className="from-primary relative overflow-hidden rounded-2xl bg-gradient-to-br to-[oklch(0.24_0.07_262)] px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10 dark:to-[oklch(0.3_0.08_262)] dark:from-[oklch(0.36_0.09_262)]">
        <div
          aria-hidden="true"
          className="bg-gold/20 pointer-events-none absolute -top-16 -right-16 size-56 rounded-full blur-2xl"
        />
        <div className="relative max-w-2xl">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            Welcome back, {name}
          </h1>
          <p className="mt-3 text-base text-white/80 sm:text-lg">
            Everything your family will need, gathered in one secure place.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="bg-gold text-gold-foreground hover:bg-gold/90">
              <Link to="/estate-planning">
                <ClipboardCheck /> Complete Estate Planning Assessment
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20 hover:text-white dark:bg-white/10"
            >
              <Link to="/dashboard">
                <ChartPie /> View Financial Dashboard
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-white hover:bg-white/15 hover:text-white"
            >
              <Link to="/presentation">
                <Presentation /> Demo Presentation
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <BeingBuiltCard title="Your family overview" headingLevel={2} />
    </div>
  );
}
