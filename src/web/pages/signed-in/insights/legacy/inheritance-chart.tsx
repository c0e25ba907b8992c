import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { InheritancePlan } from '../../../../../domain/estate-plan/inheritance-api';
import { compactDollars, dollars } from '../../../../lib/figure-words';

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
  return (
    <div role="img" aria-label="Who gets what chart" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 56, bottom: 4, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tickFormatter={compactDollars} fontSize={12} />
          <YAxis
            type="category"
            dataKey="name"
            width={128}
            tickLine={false}
            axisLine={false}
            fontSize={12}
          />
          <Tooltip
            formatter={(value) => dollars(String(value))}
            cursor={{ fill: 'var(--muted)' }}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              fontSize: 13,
            }}
          />
          <Bar dataKey="amount" name="Amount" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.name} fill={row.fill} />
            ))}
            <LabelList
              dataKey="amount"
              position="right"
              fontSize={12}
              fill="var(--foreground)"
              formatter={(v) => compactDollars(Number(v))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
