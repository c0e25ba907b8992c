import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Liquidity } from '../../../../../domain/estate-plan/liquidity-api';
import { compactDollars, dollars } from '../../../../lib/figure-words';
import { ChartFrame } from '../chart-frame';

/** Each part's name and colour: what the executor has in greens and blues, what is due in warm tones. */
const PARTS = [
  { key: 'cash', name: 'Cash', fill: 'oklch(0.68 0.11 195)' },
  { key: 'brokerage', name: 'Brokerage', fill: 'var(--primary)' },
  { key: 'lifeInsurance', name: 'Life insurance to the estate', fill: 'oklch(0.6 0.12 150)' },
  { key: 'debts', name: 'Debts', fill: 'oklch(0.6 0.17 25)' },
  { key: 'estateTax', name: 'Estate tax', fill: 'oklch(0.55 0.15 300)' },
  { key: 'finalExpenses', name: 'Final expenses', fill: 'var(--gold)' },
  { key: 'carryingCosts', name: 'Property costs while settling', fill: 'oklch(0.7 0.12 60)' },
] as const;

/**
 * Two stacked bars: what the executor can use, and what falls due. A default export: Recharts
 * loads with the first answer worth drawing.
 */
export default function LiquidityChart({ liquidity: l }: { liquidity: Liquidity }) {
  const n = (v: string) => Number(v);
  const rows = [
    {
      name: 'Available',
      cash: n(l.available.cash),
      brokerage: n(l.available.brokerage),
      lifeInsurance: n(l.available.lifeInsurance),
    },
    {
      name: 'Due at death',
      debts: n(l.due.debts),
      estateTax: n(l.due.estateTax),
      finalExpenses: n(l.due.finalExpenses),
      carryingCosts: n(l.due.carryingCosts),
    },
  ];
  return (
    <ChartFrame label="Cash available against what falls due" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis tickFormatter={compactDollars} fontSize={12} width={56} />
          <Tooltip
            formatter={(value, name) => [dollars(String(value)), name]}
            cursor={{ fill: 'var(--muted)' }}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              fontSize: 13,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {PARTS.map((p) => (
            <Bar
              key={p.key}
              dataKey={p.key}
              name={p.name}
              stackId="a"
              fill={p.fill}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
