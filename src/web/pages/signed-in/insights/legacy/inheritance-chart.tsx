import type { InheritancePlan } from '../../../../../domain/estate-plan/inheritance-api';
import { HorizontalBars } from '../horizontal-bars';

const PERSON = 'var(--primary)';
const OTHER = 'var(--gold)';
const BY_WILL = 'var(--muted-foreground)';

/**
 * Who gets what as horizontal bars: each recipient, then what passes by will, trust or title.
 * A default export: Recharts is large, so it loads with the first plan worth drawing.
 */
export default function InheritanceChart({ plan }: { plan: InheritancePlan }) {
  const rows = [
    ...plan.recipients
      .filter((r) => Number(r.total) > 0)
      .map((r) => ({
        name: r.name,
        amount: Number(r.total),
        fill: r.kind === 'person' ? PERSON : OTHER,
      })),
    ...(Number(plan.totals.byWill) > 0
      ? [{ name: 'By will, trust or title', amount: Number(plan.totals.byWill), fill: BY_WILL }]
      : []),
  ];
  const height = Math.max(160, rows.length * 40 + 40);
  return <HorizontalBars rows={rows} label="Who gets what chart" nameWidth={128} height={height} />;
}
