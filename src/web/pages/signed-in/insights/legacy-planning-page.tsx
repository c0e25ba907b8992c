import { useState } from 'react';
import { LATEST_TAX_YEAR } from '../../../../domain/estate-tax';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import { isUnauthorizedError } from '../../../lib/api';
import { EstateCalculatorTab } from './legacy/estate-calculator-tab';
import { TaxPlanningTab } from './legacy/tax-planning-tab';
import { TaxYearSelect } from './legacy/tax-year-select';
import { PageTabsList } from '../../../components/page-tabs';
import { ComingSoon, PageLoadError, PageLoading } from '../../../components/load-states';
import { useDashboardSummary } from '../../../lib/dashboard-summary';
import { PageTitle } from '../../../components/page-title';

const TABS = [
  { value: 'calculator', label: 'Estate Calculator' },
  { value: 'tax-planning', label: 'Tax Planning' },
  { value: 'inheritance', label: 'Inheritance' },
  { value: 'charitable', label: 'Charitable Giving' },
] as const;

/**
 * Legacy Planning Tools (/legacy-planning, part 2 §2, §9): the estate-tax estimate on the
 * user's net worth (or a value they type), under the tax year they choose.
 */
export default function LegacyPlanningPage() {
  const query = useDashboardSummary();
  const [year, setYear] = useState(LATEST_TAX_YEAR);
  // null: use the net worth from the records; text: the value the user typed instead.
  const [typedValue, setTypedValue] = useState<string | null>(null);
  const netWorth = query.data?.totalNetWorth ?? '0.00';
  const estateText = typedValue ?? netWorth;

  return (
    <div className="grid gap-6">
      <PageTitle title="Legacy Planning" />
      <PageHeader
        title="Legacy Planning Tools"
        description="Estimate federal estate tax on your estate and plan how it passes to your family."
        actions={<TaxYearSelect year={year} onChange={setYear} />}
      />
      {query.isPending || (query.isError && isUnauthorizedError(query.error)) ? (
        <PageLoading label="Loading your estate figures..." />
      ) : query.isError ? (
        <PageLoadError
          title="Error Loading Data"
          description="Failed to load financial information. Please try refreshing the page."
        />
      ) : (
        <Tabs defaultValue="calculator" className="gap-4">
          <PageTabsList tabs={TABS} />
          <TabsContent value="calculator">
            <EstateCalculatorTab
              year={year}
              netWorth={netWorth}
              estateText={estateText}
              onEstateText={setTypedValue}
              onUseRecords={() => setTypedValue(null)}
            />
          </TabsContent>
          <TabsContent value="tax-planning">
            <TaxPlanningTab year={year} estateText={estateText} />
          </TabsContent>
          <TabsContent value="inheritance">
            <ComingSoon
              feature="Inheritance Planning"
              description="Model how your estate divides among your heirs, share by share."
            />
          </TabsContent>
          <TabsContent value="charitable">
            <ComingSoon
              feature="Charitable Giving"
              description="Plan gifts to the causes you care about and see their effect on estate tax."
            />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
