import { PageHeader } from '../../../components/page-header';
import { isUnauthorizedError } from '../../../lib/api';
import { AssetCards } from './dashboard/asset-cards';
import { DocumentSummaryCard, InsuranceSummaryCard } from './dashboard/coverage-cards';
import { NetWorthCard } from './dashboard/net-worth-card';
import { NetWorthHistoryCard } from './net-worth/net-worth-history-card';
import { EstateProgressSummaryCard, UpcomingDatesSummaryCard } from './dashboard/planning-cards';
import { SummaryTiles } from './dashboard/summary-tiles';
import { PageLoadError, PageLoading } from '../../../components/load-states';
import { useDashboardSummary } from '../../../lib/dashboard-summary';
import { isOwnView } from '../../../../domain/dashboard-summary';
import { SharedFigures } from '../../../components/shared-figures';
import { PageTitle } from '../../../components/page-title';

/** Summary Dashboard / Wealth Summary (/dashboard, part 2 §2), all from one summary call. */
export default function SummaryDashboardPage() {
  const query = useDashboardSummary();
  const summary = query.data;
  return (
    <div className="grid gap-6">
      <PageTitle title="Summary Dashboard" />
      <PageHeader
        title="Summary Dashboard"
        description="Your family's wealth summary, computed from the records you have added."
      />
      {summary && !isOwnView(summary) ? (
        <SharedFigures summary={summary} />
      ) : summary ? (
        <>
          <SummaryTiles summary={summary} />
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            <EstateProgressSummaryCard
              plan={summary.estatePlanning}
              className="md:col-span-2 xl:col-span-2"
            />
            <UpcomingDatesSummaryCard plan={summary.estatePlanning} />
            <NetWorthHistoryCard className="md:col-span-2 xl:col-span-3" />
            <AssetCards summary={summary} />
            <NetWorthCard summary={summary} />
            <DocumentSummaryCard documents={summary.documents} />
            <InsuranceSummaryCard insurance={summary.insurance} />
          </div>
        </>
      ) : query.isError && !isUnauthorizedError(query.error) ? (
        // A lost session is not a load failure: the app's Unauthorized toast and redirect run.

        <PageLoadError
          title="Error Loading Dashboard"
          description="Failed to load dashboard data. Please try refreshing the page."
        />
      ) : (
        <PageLoading label="Loading dashboard..." />
      )}
    </div>
  );
}
