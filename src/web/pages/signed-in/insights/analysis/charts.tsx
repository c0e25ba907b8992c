import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  ALLOCATION_TARGETS,
  ASSET_CLASSES,
  type Allocation,
} from '../../../../../domain/financial-analysis';
import { dollars } from '../../../../lib/figure-words';
import { shareText } from './analysis-data';
import { CLASS_COLOURS, TARGET_COLOUR } from './chart-colours';
import { HorizontalBars, tooltipStyle, type BarRow } from '../horizontal-bars';
import { ChartFrame } from '../chart-frame';

// Recharts draws each sector and bar with the `fill` of its data entry.

/** The allocation as a donut; the legend beside it carries the same figures as text. */
export function AllocationDonut({ allocation }: { allocation: Allocation }) {
  const data = ASSET_CLASSES.map(({ key, label }) => ({
    name: label,
    value: allocation.percents[key],
    amount: allocation.amounts[key],
    fill: CLASS_COLOURS[key],
  })).filter((d) => d.value > 0);
  return (
    <ChartFrame label="Asset allocation chart" className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="58%"
            outerRadius="90%"
            paddingAngle={data.length > 1 ? 2 : 0}
            stroke="var(--card)"
            isAnimationActive={false}
          />
          <Tooltip
            {...tooltipStyle}
            formatter={(value, name, item) => [
              `${shareText(Number(value))} (${dollars(item.payload.amount)})`,
              name,
            ]}
          />
        </PieChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Current share of each class beside its target share. */
export function TargetComparisonChart({ allocation }: { allocation: Allocation }) {
  const data = ASSET_CLASSES.map(({ key, label }) => ({
    name: label,
    current: Math.round(allocation.percents[key] * 10) / 10,
    target: ALLOCATION_TARGETS[key],
  }));
  return (
    <ChartFrame label="Current allocation against targets" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis domain={[0, 100]} tickFormatter={(v) => `${v}%`} fontSize={12} />
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => `${value}%`}
            cursor={{ fill: 'var(--muted)' }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            dataKey="current"
            name="Current"
            fill={CLASS_COLOURS.investments}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="target"
            name="Target"
            fill={TARGET_COLOUR}
            fillOpacity={0.35}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** What net worth is made of: each asset total and the debts, as labelled horizontal bars. */
export function NetWorthBars({ rows }: { rows: BarRow[] }) {
  return <HorizontalBars rows={rows} label="Net worth by component" nameWidth={112} height={256} />;
}
