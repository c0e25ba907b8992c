import { ListChecks, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { VisitorHome } from '../../../../domain/visitor-home';
import { PLAN_TITLES } from '../../../../domain/executor-plan/executor-plan-api';
import { DashboardCard } from '../../../components/dashboard-card';
import { PageLoading } from '../../../components/load-states';
import { Button } from '../../../components/ui/button';
import { ExecutorPlanSteps } from './executor-plan-steps';
import { useExecutorPlan } from './use-executor-plan';

/** The card's and the page's heading, by the reason access opened (issue 45). */
export { PLAN_TITLES } from '../../../../domain/executor-plan/executor-plan-api';

/**
 * The executor's first-days plan at the top of the vault's home once their access is open
 * (issue 29; visitor-home/after-release-sections.ts places it). Other roles see nothing here.
 */
export function ExecutorPlanSection({ home }: { home: VisitorHome }) {
  if (home.role !== 'executor') return null;
  return <ExecutorPlanCard />;
}

function ExecutorPlanCard() {
  const { query, tick } = useExecutorPlan();
  if (query.isPending) return <PageLoading label="Loading the plan" />;
  if (query.isError) return null; // the rest of the home still helps; the page says more
  const plan = query.data;
  const left = plan.steps.filter((s) => !s.done).length;
  return (
    <DashboardCard
      title={PLAN_TITLES[plan.reason]}
      icon={ListChecks}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to="/executor-plan">
            <Printer aria-hidden="true" /> Open to print
          </Link>
        </Button>
      }
    >
      <p className="text-muted-foreground text-sm">
        Built from the records: {left} of {plan.steps.length} steps still to do. Tick each one off
        as you go; the other executors see it.
      </p>
      <ExecutorPlanSteps
        plan={plan}
        busy={tick.isPending}
        onTick={(key, done) => tick.mutate({ key, done })}
      />
    </DashboardCard>
  );
}
