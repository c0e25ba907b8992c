import { Link } from 'react-router';
import { ChartPie } from 'lucide-react';
import { isEmptyAllocation } from '../../../../domain/financial-analysis';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import { isUnauthorizedError } from '../../../lib/api';
import { AllocationTab } from './analysis/allocation-tab';
import { analyse } from './analysis/analysis-data';
import { OverviewTab } from './analysis/overview-tab';
import { PlanningTab } from './analysis/planning-tab';
import { NetWorthHistoryCard } from './net-worth/net-worth-history-card';
import { PageTabsList } from '../../../components/page-tabs';
import { EmptyState, PageLoadError, PageLoading } from '../../../components/load-states';
import { isOwnView } from '../../../../domain/dashboard-summary';
import { SharedFigures } from '../../../components/shared-figures';
import { useDashboardSummary } from '../../../lib/dashboard-summary';
import { useCanWrite } from '../../../lib/vault';
import { PageTitle } from '../../../components/page-title';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'performance', label: 'Performance' },
  { value: 'allocation', label: 'Asset Allocation' },
  { value: 'planning', label: 'Planning' },
] as const;

/**
 * Financial Analysis & Planning (/financial-analysis, part 2 §2, §9), whole dollars throughout;
 * Planning asks whether the estate will have cash at death.
 */
export default function FinancialAnalysisPage() {
  const query = useDashboardSummary();
  const summary = query.data;
  const analysis = summary && isOwnView(summary) ? analyse(summary) : null;
  const canWrite = useCanWrite();
  const noAssets = (
    <EmptyState
      icon={ChartPie}
      message="Add bank accounts, investments or real estate to see how your assets are allocated."
      action={
        // Nothing to add in a view-only vault.
        canWrite && (
          <Button asChild size="sm">
            <Link to="/banking">Add an Account</Link>
          </Button>
        )
      }
    />
  );

  return (
    <div className="grid gap-6">
      <PageTitle title="Financial Analysis" />
      <PageHeader
        title="Financial Analysis & Planning"
        description="How your assets are spread, how much risk they carry, and what to look at next."
      />
      {summary && !isOwnView(summary) ? (
        <SharedFigures summary={summary} />
      ) : summary && analysis ? (
        <Tabs defaultValue="overview" className="gap-4">
          <PageTabsList tabs={TABS} />
          <TabsContent value="overview">
            <OverviewTab summary={summary} analysis={analysis} whenEmpty={noAssets} />
          </TabsContent>
          <TabsContent value="performance">
            <NetWorthHistoryCard />
          </TabsContent>
          <TabsContent value="allocation">
            {isEmptyAllocation(analysis.allocation) ? (
              noAssets
            ) : (
              <AllocationTab analysis={analysis} />
            )}
          </TabsContent>
          <TabsContent value="planning">
            <PlanningTab netWorthHistory={<NetWorthHistoryCard />} />
          </TabsContent>
        </Tabs>
      ) : query.isError && !isUnauthorizedError(query.error) ? (
        <PageLoadError
          title="Error Loading Data"
          description="Failed to load financial information. Please try refreshing the page."
        />
      ) : (
        <PageLoading label="Loading financial analysis..." />
      )}
    </div>
  );
}
