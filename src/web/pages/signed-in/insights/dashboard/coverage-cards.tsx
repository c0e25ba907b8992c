import type { ReactNode } from 'react';
import { FileText, Lightbulb, Shield } from 'lucide-react';
import {
  showDocumentHint,
  showInsuranceHint,
  type DashboardSummary,
} from '../../../../../domain/dashboard-summary';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureRow } from '../../../../components/figure-tile';
import { CardLink } from './planning-cards';
import { dollars } from '../../../../lib/figure-words';

/** Document Summary: total and categories, with the 'Add More Documents' hint under 5. */
export function DocumentSummaryCard({ documents }: { documents: DashboardSummary['documents'] }) {
  const categories = Object.keys(documents.byCategory).length;
  return (
    <DashboardCard
      title="Document Summary"
      icon={FileText}
      footer={<CardLink to="/documents">Open Documents</CardLink>}
    >
      <dl className="grid divide-y text-sm">
        <FigureRow label="Total documents" value={documents.total} strong />
        <FigureRow label="Categories" value={categories} />
      </dl>
      {showDocumentHint(documents.total) && (
        <Hint title="Add More Documents">
          Consider adding your will, power of attorney and insurance documents.
        </Hint>
      )}
    </DashboardCard>
  );
}

/** Insurance Summary: active policies and coverage, with the review hint under 3 policies. */
export function InsuranceSummaryCard({ insurance }: { insurance: DashboardSummary['insurance'] }) {
  return (
    <DashboardCard
      title="Insurance Summary"
      icon={Shield}
      footer={<CardLink to="/insurance">View policies</CardLink>}
    >
      <dl className="grid divide-y text-sm">
        <FigureRow label="Active policies" value={insurance.policies} />
        <FigureRow label="Total coverage" value={dollars(insurance.totalCoverage)} strong />
      </dl>
      {showInsuranceHint(insurance.policies) && (
        <Hint title="Review Insurance Coverage">
          Consider life, disability and long-term care insurance to protect your family.
        </Hint>
      )}
    </DashboardCard>
  );
}

function Hint({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-accent/60 flex gap-3 rounded-lg border border-amber-200 p-3 text-sm dark:border-amber-900/50">
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <div className="grid gap-0.5">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
