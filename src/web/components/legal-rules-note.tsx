import { Scale } from 'lucide-react';
import type { LegalRule } from '../../domain/estate-plan/legal-rules';
import { CONFIRM_WITH_PROFESSIONAL } from '../../domain/estate-plan/legal-rules';

/**
 * The rules a screen's figures rest on, each with its source, and the reminder to confirm with
 * a professional: said on the screen wherever a figure depends on tax law or estate law.
 */
export function LegalRulesNote({
  rules,
  title = 'Rules behind these figures',
}: {
  rules: readonly LegalRule[];
  title?: string;
}) {
  return (
    <section
      aria-label={title}
      className="bg-muted/40 grid gap-3 rounded-lg border px-4 py-3 text-sm"
      data-testid="legal-rules"
    >
      <h2 className="flex items-center gap-2 font-medium">
        <Scale aria-hidden="true" className="text-muted-foreground size-4" />
        {title}
      </h2>
      <dl className="grid gap-3 md:grid-cols-2">
        {rules.map((rule) => (
          <div key={rule.title} className="grid content-start gap-0.5">
            <dt className="font-medium">{rule.title}</dt>
            <dd className="text-muted-foreground">{rule.text}</dd>
            <dd className="text-muted-foreground text-xs">Source: {rule.source}</dd>
          </div>
        ))}
      </dl>
      <ConfirmWithProfessional />
    </section>
  );
}

/** The one-line reminder under an estimate. */
export function ConfirmWithProfessional() {
  return <p className="text-muted-foreground text-xs">{CONFIRM_WITH_PROFESSIONAL}</p>;
}
