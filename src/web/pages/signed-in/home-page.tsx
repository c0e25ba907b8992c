import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChartPie, ClipboardCheck, Presentation } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { Assessment } from '../../../domain/assessment/api';
import { assessmentLinkLabel } from '../../../domain/assessment/home-link';
import { isFirstVisit } from '../../../domain/user';
import { useAuth } from '../../lib/auth';
import { useVault } from '../../lib/vault';
import { EmergencyReachNotice } from './home/emergency-reach-notice';
import { GettingStartedCard } from './home/getting-started-card';
import { EstateProgressCard } from './home/estate-progress-card';
import { FamilyRegistryCard } from './home/family-registry-card';
import { FinancialOverviewCard } from './home/financial-overview-card';
import { StatCards } from './home/stat-cards';
import { UpcomingDatesCard } from './home/upcoming-dates-card';
import { PageTitle } from '../../components/page-title';
import { VisitorHome } from './visitor-home/visitor-home';
import { InvitedHome } from './home/invited-home';
import { useInvitedStatus } from '../../lib/invited-status';
import { ExecutorPlanSection } from './executor-plan/executor-plan-card';

/** What the visitor home adds after an executor's access is released (issue 29). */
const AFTER_RELEASE = [ExecutorPlanSection];

/**
 * Home dashboard (part 1 §2): the welcome hero, the owner's "nobody can reach your records"
 * notice and Getting started card (issue 30), four figures, then the family, checklist, dates
 * and accounts cards. Each card runs its own query, so each loads and fails on its own. In
 * someone else's vault the home is the visitor's (visitor-home/): none of the owner's actions.
 */
export default function HomePage() {
  const vault = useVault();
  return vault ? <VisitorHome vault={vault} afterRelease={AFTER_RELEASE} /> : <OwnerHome />;
}

function OwnerHome() {
  // Came through an invitation, nothing of their own: no new owner's dashboard (issue 45).
  const invited = useInvitedStatus();
  if (invited?.guest) return <InvitedHome status={invited} />;
  return <OwnDashboard />;
}

function OwnDashboard() {
  const { user } = useAuth();
  const name = user?.firstName?.trim() || user?.username || 'there';
  // The spec leaves the hero's words open: a first visit is greeted as one, not "Welcome back".
  const greeting = user && isFirstVisit(user) ? 'Welcome' : 'Welcome back';
  // Once every question is answered the link offers a review, not a task already done.
  const assessment = useQuery<Assessment>({ queryKey: ['/api/assessment'] });
  return (
    <div className="grid gap-6">
      <PageTitle title="Dashboard" />
      <section className="from-primary relative overflow-hidden rounded-2xl bg-gradient-to-br to-[oklch(0.24_0.07_262)] px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10 dark:to-[oklch(0.3_0.08_262)] dark:from-[oklch(0.36_0.09_262)]">
        <div
          aria-hidden="true"
          className="bg-gold/20 pointer-events-none absolute -top-16 -right-16 size-56 rounded-full blur-2xl"
        />
        <div className="relative max-w-2xl">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {greeting}, {name}
          </h1>
          <p className="mt-3 text-base text-white/80 sm:text-lg">
            Everything your family will need, gathered in one secure place.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="bg-gold text-gold-foreground hover:bg-gold/90">
              <Link to="/estate-planning/assessment">
                <ClipboardCheck /> {assessmentLinkLabel(assessment.data)}
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
      <EmergencyReachNotice />
      <GettingStartedCard />
      <StatCards />
      {/* The checklist card is the tall one: the family and dates cards stack beside it (the
          dates card stretching to line up), and the accounts card spans the width below. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <FamilyRegistryCard />
          <UpcomingDatesCard className="flex-1" />
        </div>
        <EstateProgressCard />
        <FinancialOverviewCard className="lg:col-span-2" />
      </div>
    </div>
  );
}
