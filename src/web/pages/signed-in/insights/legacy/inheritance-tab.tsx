import { useState } from 'react';
import { HandCoins, Landmark, ScrollText, ShieldAlert } from 'lucide-react';
import type {
  Designation,
  InheritanceFlag,
} from '../../../../../domain/estate-plan/inheritance-api';
import { INHERITANCE_RULES } from '../../../../../domain/estate-plan/legal-rules';
import { AREA_NAMES } from '../../../../../domain/navigation';
import type { RecordKindKey } from '../../../../../domain/records';
import { FigureTiles } from '../../../../components/figure-tile';
import { LegalRulesNote } from '../../../../components/legal-rules-note';
import { LoadError, PageLoading } from '../../../../components/load-states';
import { dollars } from '../../../../lib/figure-words';
import { useCanWrite } from '../../../../lib/vault';
import { DesignationsCard } from './designations-card';
import { InheritanceFlagsCard } from './inheritance-flags-card';
import { MatchDialog } from './match-dialog';
import { RecipientsCard } from './recipients-card';
import { UnnamedAssetsCard } from './unnamed-assets-card';
import { useInheritance } from './use-inheritance';

/**
 * Inheritance: who gets what from the beneficiary fields of accounts and policies (matched to
 * the family), what names nobody, and the flags an attorney would raise, each with its fix.
 */
export function InheritanceTab() {
  const query = useInheritance();
  const canWrite = useCanWrite();
  const [matching, setMatching] = useState<Designation | null>(null);
  const plan = query.data;
  if (query.isPending) return <PageLoading label="Working out who inherits what..." />;
  if (!plan) return <LoadError what="the inheritance plan" />;

  const openFlag = (flag: InheritanceFlag) => {
    const d = plan.designations.find(
      (x) => x.recordId === flag.designation?.recordId && x.position === flag.designation.position,
    );
    if (d) setMatching(d);
  };
  const missing = plan.missingAreas.map((a) => AREA_NAMES[a as RecordKindKey] ?? a);
  return (
    <div className="grid gap-6">
      {missing.length > 0 && (
        <p role="note" className="bg-muted rounded-lg px-4 py-3 text-sm">
          Made from the areas shared with you. Not shared: {missing.join(', ')}; questions that need
          them are left out.
        </p>
      )}
      <FigureTiles
        label="Inheritance figures"
        figures={[
          {
            label: 'Counted in All',
            value: dollars(plan.totals.all),
            caption: 'Accounts, life insurance, property, businesses',
            icon: Landmark,
          },
          {
            label: 'Named Directly',
            value: dollars(plan.totals.designated),
            caption: 'Passes by beneficiary designation',
            icon: HandCoins,
          },
          {
            label: 'By Will or Title',
            value: dollars(plan.totals.byWill),
            caption: 'Names nobody, or passes by title',
            icon: ScrollText,
          },
          {
            label: 'Questions',
            value: plan.flags.length,
            caption: 'An attorney would raise',
            icon: ShieldAlert,
          },
        ]}
      />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <InheritanceFlagsCard flags={plan.flags} onMatch={openFlag} canWrite={canWrite} />
        <RecipientsCard plan={plan} />
        <UnnamedAssetsCard plan={plan} />
        <DesignationsCard plan={plan} onMatch={setMatching} canWrite={canWrite} />
      </div>
      <LegalRulesNote rules={INHERITANCE_RULES} />
      <MatchDialog
        key={matching ? `${matching.recordId}:${matching.position}` : 'closed'}
        designation={matching}
        family={plan.family}
        onClose={() => setMatching(null)}
      />
    </div>
  );
}
