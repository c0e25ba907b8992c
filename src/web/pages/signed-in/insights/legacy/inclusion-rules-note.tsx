import { Scale } from 'lucide-react';
import type { EstateValue } from '../../../../../domain/figures/estate-value-api';
import { ConfirmWithProfessional } from '../../../../components/legal-rules-note';
import { dollars } from '../../../../lib/figure-words';

const countText = (n: number) => (n === 1 ? '1 record' : `${n} records`);

/**
 * Beside the estate-tax figure: the rule each asset is counted by, in plain words, with its
 * source and what it adds from the records (decision 028).
 */
export function InclusionRulesNote({ rules }: { rules: EstateValue['rules'] }) {
  return (
    <section
      aria-label="What counts in the estate"
      className="bg-muted/40 grid gap-3 rounded-lg border px-4 py-3 text-sm"
      data-testid="inclusion-rules"
    >
      <h3 className="flex items-center gap-2 font-medium">
        <Scale aria-hidden="true" className="text-muted-foreground size-4" />
        What counts in the estate
      </h3>
      {rules.length === 0 ? (
        <p className="text-muted-foreground">No assets or debts recorded yet.</p>
      ) : (
        <dl className="grid gap-3">
          {rules.map((r) => (
            <div key={r.rule} className="grid content-start gap-0.5">
              <dt className="font-medium">{r.rule}</dt>
              <dd className="text-muted-foreground tabular-nums">
                {r.assets > 0
                  ? `${countText(r.assets)}: ${dollars(r.amount)}`
                  : `Taken off: ${dollars(r.amount)}`}
              </dd>
              <dd className="text-muted-foreground text-xs">Source: {r.source}</dd>
            </div>
          ))}
        </dl>
      )}
      <ConfirmWithProfessional />
    </section>
  );
}
