import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { NetWorthPoint } from '../../../../../domain/net-worth';
import { formatDate } from '../../../../../domain/format';
import { compactDollars, dollars } from '../../../../lib/figure-words';

/** 'Mar 10' for axis ticks (the year is in the tooltip and the table). */
const shortDay = (day: string) => formatDate(day).replace(/, \d{4}$/, '');

/**
 * The net worth line over the range's days (recharts, loaded on its own only when there is a
 * history to draw). Amounts become numbers for drawing only; every figure shown is the exact one.
 */
export default function NetWorthChart({ points }: { points: readonly NetWorthPoint[] }) {
  const data = points.map((p) => ({ ...p, value: Number(p.netWorth) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="net-worth-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.25} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="day"
          tickFormatter={shortDay}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={compactDollars}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          width={64}
          domain={['auto', 'auto']}
        />
        <Tooltip
          contentStyle={{
            background: 'var(--popover)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            color: 'var(--popover-foreground)',
            fontSize: 13,
          }}
          labelFormatter={(day) => formatDate(String(day))}
          formatter={(_value, _name, item) => [dollars(item.payload.netWorth), 'Net worth']}
        />
        <Area
          type="monotone"
          dataKey="value"
          stroke="var(--primary)"
          strokeWidth={2}
          fill="url(#net-worth-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
