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
import { compactDollars, dollars } from '../../../lib/figure-words';
import { ChartFrame } from './chart-frame';

/** Tooltips in the app's popover colours, light and dark. */
export const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
    fontSize: 13,
  },
};

export interface BarRow {
  name: string;
  amount: number;
  fill: string;
}

/**
 * Dollar amounts as labelled horizontal bars, each with its own colour and its amount written
 * at its end (net worth by component, who gets what). `label` names the chart for screen readers.
 */
export function HorizontalBars({
  rows,
  label,
  nameWidth,
  height,
}: {
  rows: BarRow[];
  label: string;
  /** Room for the names on the left, in pixels. */
  nameWidth: number;
  height: number;
}) {
  return (
    <ChartFrame label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 56, bottom: 4, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tickFormatter={compactDollars} fontSize={12} />
          <YAxis
            type="category"
            dataKey="name"
            width={nameWidth}
            tickLine={false}
            axisLine={false}
            fontSize={12}
          />
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => dollars(String(value))}
            cursor={{ fill: 'var(--muted)' }}
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
              formatter={(value) => compactDollars(Number(value))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
