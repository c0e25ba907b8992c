import { Printer } from 'lucide-react';
import { PageLoadError, PageLoading } from '../../components/load-states';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useVault } from '../../lib/vault';
import { PLAN_TITLE } from './executor-plan/executor-plan-card';
import { ExecutorPlanSteps } from './executor-plan/executor-plan-steps';
import { useExecutorPlan } from './executor-plan/use-executor-plan';

/**
 * /executor-plan: the executor's first-days plan on a page of its own, to tick and to print
 * (issue 29). The owner sees it too, with the executors' ticks; a viewer or editor finds nothing.
 */
export default function ExecutorPlanPage() {
  const { query, tick } = useExecutorPlan();
  const vault = useVault();
  if (query.isPending) return <PageLoading label="Loading the plan" />;
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <PageLoadError
        title="Not available"
        description={`The first-days plan is for ${vault ? `${vault.ownerName}'s executors` : 'your executors'}, once their access is open.`}
      />
    ) : (
      <PageLoadError
        title="Error Loading Data"
        description="Failed to load the plan. Please try refreshing the page."
      />
    );
  return (
    <div className="grid max-w-3xl gap-6">
      <PageTitle title={PLAN_TITLE} />
      <PageHeader
        title={PLAN_TITLE}
        description={
          query.data.canTick
            ? 'Built from the records. Tick each step off as you go: the other executors and the owner see it.'
            : 'Built from your records. The boxes show the steps your executors have ticked off.'
        }
        actions={
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
        }
      />
      <ExecutorPlanSteps
        plan={query.data}
        busy={tick.isPending}
        onTick={(key, done) => tick.mutate({ key, done })}
      />
    </div>
  );
}
