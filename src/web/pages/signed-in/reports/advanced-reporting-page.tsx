import { FileText, PiggyBank, Printer, Users, ClipboardCheck } from 'lucide-react';
import { isOwnView, NET_WORTH_FORMULA } from '../../../../domain/dashboard-summary';
import { SharedFigures } from '../../../components/shared-figures';
import { REPORT_TABS, REPORTS, type ReportTab } from '../../../../domain/reports/catalog';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import { isUnauthorizedError } from '../../../lib/api';
import { FigureTiles } from '../../../components/figure-tile';
import { PageTabsList } from '../../../components/page-tabs';
import { PageLoadError, PageLoading } from '../../../components/load-states';
import { useDashboardSummary } from '../../../lib/dashboard-summary';
import { countOf, dollars } from '../../../lib/figure-words';
import { ReportCard } from './report-card';
import './print.css';
import { PageTitle } from '../../../components/page-title';

const TAB_NOTES: Record<ReportTab, string> = {
  'estate-summary': 'Reports for your family and the people who will settle your estate.',
  'financial-reports': 'Your finances at a glance, for you and your advisors.',
  specialized:
    'Reports for particular people and purposes: each beneficiary, your attorney or adviser, your tax preparer, or the details you choose.',
};

/**
 * Executive Reports (/advanced-reporting, part 2 §2): the summary figures the reports are made
 * from, then the three tabs of reports. Every available report is a real PDF from the server.
 */
export default function AdvancedReportingPage() {
  const query = useDashboardSummary();
  const summary = query.data;
  return (
    <div className="grid gap-6" data-print-page>
      <PageTitle title="Executive Reports" />
      <PageHeader
        title="Executive Reports"
        description="Download printable reports made from your records, or print this overview."
        actions={
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
        }
      />
      {summary ? (
        <>
          {!isOwnView(summary) ? (
            <SharedFigures summary={summary} />
          ) : (
            <FigureTiles
              label="Report figures"
              stackOnPhones
              figures={[
                {
                  label: 'Net Worth',
                  value: dollars(summary.totalNetWorth),
                  caption: NET_WORTH_FORMULA,
                  icon: PiggyBank,
                },
                {
                  label: 'Estate Planning',
                  value: `${summary.estatePlanning.completionPercentage}%`,
                  caption: `${summary.estatePlanning.completedTasks} of ${countOf(summary.estatePlanning.totalTasks, 'task')} complete`,
                  icon: ClipboardCheck,
                },
                {
                  label: 'Family Members',
                  value: summary.familyMembers,
                  caption: 'Listed in the Estate Summary and the Emergency Binder',
                  icon: Users,
                },
                {
                  label: 'Documents',
                  value: summary.documents.total,
                  caption: `${countOf(Object.keys(summary.documents.byCategory).length, 'category', 'categories')} in Documents`,
                  icon: FileText,
                },
              ]}
            />
          )}
          <Tabs defaultValue="estate-summary" className="gap-4">
            <PageTabsList tabs={REPORT_TABS} />
            {REPORT_TABS.map((tab) => (
              // Mounted even when inactive (hidden), so Print can show every tab's reports.
              <TabsContent
                key={tab.value}
                value={tab.value}
                forceMount
                className="grid gap-4 data-[state=inactive]:hidden"
              >
                {/* On paper there are no tabs, so each panel is headed by its tab's name. */}
                <h2 className="hidden text-xl font-semibold print:block">{tab.label}</h2>
                <p className="text-muted-foreground text-sm">{TAB_NOTES[tab.value]}</p>
                <div className="grid items-stretch gap-4 md:grid-cols-2">
                  {REPORTS.filter((r) => r.tab === tab.value).map((report) => (
                    <ReportCard key={report.id} report={report} />
                  ))}
                </div>
              </TabsContent>
            ))}
          </Tabs>
        </>
      ) : query.isError && !isUnauthorizedError(query.error) ? (
        <PageLoadError
          title="Error Loading Data"
          description="Failed to load reporting data. Please try refreshing the page."
        />
      ) : (
        <PageLoading label="Loading reports..." />
      )}
    </div>
  );
}
