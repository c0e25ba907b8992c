import { RULES_OF_THUMB, type RuleOfThumbKey } from '../../../../../domain/figures/rules-of-thumb';

/**
 * A rule of thumb said as what it is (decision 028): the rule labelled as a general one, where
 * it comes from, and the line that fits it to an owner in their sixties or seventies.
 */
export function RuleOfThumbNote({ rule }: { rule: RuleOfThumbKey }) {
  const { label, source, laterLife } = RULES_OF_THUMB[rule];
  return (
    <div className="grid gap-0.5 text-xs" data-testid={`rule-of-thumb-${rule}`}>
      <p className="text-muted-foreground">{label}</p>
      <p className="text-muted-foreground">From {source}.</p>
      <p className="font-medium">{laterLife}</p>
    </div>
  );
}
