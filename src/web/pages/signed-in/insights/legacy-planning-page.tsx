import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LATEST_TAX_YEAR } from '../../../../domain/estate-tax';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import { isUnauthorizedError } from '../../../lib/api';
import { CharitableGivingTab } from './legacy/charitable-giving-tab';
import { EstateCalculatorTab } from './legacy/estate-calculator-tab';
import { InheritanceTab } from './legacy/inheritance-tab';
import { TaxPlanningTab } from './legacy/tax-planning-tab';
import { TaxYearSelect } from './legacy/tax-year-select';
import { useCharitableGifts } from './legacy/use-charitable-gifts';
import { useEstateValue } from './legacy/use-estate-value';
import { PageTabsList } from '../../../components/page-tabs';
import { PageLoadError, PageLoading } from '../../../components/load-states';
import { PageTitle } from '../../../components/page-title';

const TABS = [
  { value: 'calculator', label: 'Estate Calculator' },
  { value: 'tax-planning', label: 'Tax Planning' },
  { value: 'inheritance', label: 'Inheritance' },
  { value: 'charitable', label: 'Charitable Giving' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The tab a link names (`?tab=`); a `?record=` link is a charitable gift's (its only kind here). */
function tabOf(params: URLSearchParams): Tab {
  const named = TABS.find((t) => t.value === params.get('tab'));
  if (named) return named.value;
  return params.get('record') ? 'charitable' : 'calculator';
}

/**
 * Legacy Planning Tools (/legacy-planning, part 2 §2, §9): the estate-tax estimate on the
 * estate from the records, each asset counted by its rule beside it (or a value they type) under the tax year they choose, with and without
 * the planned charitable gifts; who inherits what; and the gifts themselves.
 */
export default function LegacyPlanningPage() {
  const query = useEstateValue();
  const [params, setParams] = useSearchParams();
  const [year, setYear] = useState(LATEST_TAX_YEAR);
  // null: use the net worth from the records; text: the value the user typed instead.
  const [typedValue, setTypedValue] = useState<string | null>(null);
  const { gifts, shared } = useCharitableGifts();
  const recordsValue = query.data?.estateValue ?? '0.00';
  const estateText = typedValue ?? recordsValue;
  const tab = tabOf(params);
  // A gift's link (`?record=`) names no tab: name it, so opening the gift (which drops
  // `record`) stays on Charitable Giving.
  useEffect(() => {
    if (params.get('record') && !params.get('tab'))
      setParams(
        (p) => {
          p.set('tab', 'charitable');
          return p;
        },
        { replace: true },
      );
  }, [params, setParams]);
  const onTab = (value: string) =>
    setParams(
      (p) => {
        p.set('tab', value);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <PageTitle title="Legacy Planning" />
      <PageHeader
        title="Legacy Planning Tools"
        description="Estimate federal estate tax on your estate, see who inherits what, and plan gifts to the causes you care about."
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
        <Tabs value={tab} onValueChange={onTab} className="gap-4">
          <PageTabsList tabs={TABS} />
          <TabsContent value="calculator">
            <EstateCalculatorTab
              year={year}
              recordsValue={recordsValue}
              rules={query.data?.rules ?? []}
              estateText={estateText}
              onEstateText={setTypedValue}
              onUseRecords={() => setTypedValue(null)}
              gifts={shared ? gifts : null}
            />
          </TabsContent>
          <TabsContent value="tax-planning">
            <TaxPlanningTab year={year} estateText={estateText} />
          </TabsContent>
          <TabsContent value="inheritance">
            <InheritanceTab />
          </TabsContent>
          <TabsContent value="charitable">
            <CharitableGivingTab year={year} estateText={estateText} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
