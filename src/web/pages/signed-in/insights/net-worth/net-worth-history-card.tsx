import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartLine, TrendingUp } from 'lucide-react';
import {
  NET_WORTH_EMPTY_TEXT,
  NET_WORTH_RANGE_LABELS,
  NET_WORTH_RANGES,
  type NetWorthHistory,
  type NetWorthRange,
  ruleChangedText,
} from '../../../../../domain/net-worth';
import { formatDate } from '../../../../../domain/format';
import { DashboardCard } from '../../../../components/dashboard-card';
import { EmptyState, LoadError, LoadingText } from '../../../../components/load-states';
import { Button } from '../../../../components/ui/button';
import { dollars } from '../../../../lib/figure-words';
import { cn } from '../../../../lib/utils';
import { ChartFrame } from '../chart-frame';

// Recharts is large: it loads with the first history worth drawing, never with the page.
const NetWorthChart = lazy(() => import('./net-worth-chart'));

/** How each range is named in the change line. */
const RANGE_WORDS: Readonly<Record<NetWorthRange, string>> = {
  '1M': 'over the last month',
  '6M': 'over the last 6 months',
  '1Y': 'over the last year',
  ALL: 'since',
};

/** '+$1,200 (+24.98%)', '−$35 (−1.20%)'; no percent when the start was $0. */
function changeText(change: NonNullable<NetWorthHistory['change']>): string {
  const negative = change.amount.startsWith('-');
  const sign = negative ? '−' : '+';
  const amount = `${sign}${dollars(change.amount.replace(/^-/, ''))}`;
  if (change.percent === null) return amount;
  return `${amount} (${sign}${change.percent.replace(/^-/, '')}%)`;
}

/** The range buttons: 1M, 6M, 1Y, All. */
function RangeButtons({
  range,
  onChange,
}: {
  range: NetWorthRange;
  onChange: (range: NetWorthRange) => void;
}) {
  return (
    <div role="group" aria-label="Time range" className="flex gap-1">
      {NET_WORTH_RANGES.map((r) => (
        <Button
          key={r}
          type="button"
          size="sm"
          variant={r === range ? 'default' : 'outline'}
          aria-pressed={r === range}
          className="h-8 min-w-10 px-2.5"
          onClick={() => onChange(r)}
        >
          {NET_WORTH_RANGE_LABELS[r]}
        </Button>
      ))}
    </div>
  );
}

/** The history drawn, its change in words, and the same figures as a table for screen readers. */
function HistoryBody({ history }: { history: NetWorthHistory }) {
  const { points, change } = history;
  if (points.length < 2 || !change) {
    return <EmptyState icon={ChartLine} message={NET_WORTH_EMPTY_TEXT} />;
  }
  const first = points[0];
  const last = points[points.length - 1];
  const words =
    history.range === 'ALL'
      ? `${RANGE_WORDS.ALL} ${formatDate(first.day)}`
      : RANGE_WORDS[history.range];
  const down = change.amount.startsWith('-');
  const summary = `Net worth went from ${dollars(first.netWorth)} on ${formatDate(first.day)} to ${dollars(last.netWorth)} on ${formatDate(last.day)}.`;
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-display text-2xl font-semibold tracking-tight">
          {dollars(last.netWorth)}
        </p>
        <p className="text-sm">
          <span
            className={cn(
              'font-medium',
              down ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
            )}
          >
            {changeText(change)}
          </span>{' '}
          <span className="text-muted-foreground">{words}</span>
        </p>
      </div>
      <ChartFrame label={`Net worth over time chart. ${summary}`} className="h-64 w-full">
        <Suspense fallback={<div className="bg-muted/40 h-full animate-pulse rounded-lg" />}>
          <NetWorthChart points={points} />
        </Suspense>
      </ChartFrame>
      {history.ruleChangedOn && (
        <p className="text-muted-foreground text-sm">
          {ruleChangedText(formatDate(history.ruleChangedOn))}
        </p>
      )}
      {/* The wrapper is what hides it: a table grows to its rows whatever height it is given. */}
      <div className="sr-only">
        <table>
          <caption>Net worth by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Assets</th>
              <th scope="col">Debts</th>
              <th scope="col">Net worth</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{formatDate(p.day)}</th>
                <td>{dollars(p.assets)}</td>
                <td>{dollars(p.debts)}</td>
                <td>{dollars(p.netWorth)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * "Net worth over time" (GET /api/net-worth/history): the wealth summary's card and the
 * Financial Analysis Performance tab. One snapshot a day; ranges 1M, 6M, 1Y, All.
 */
export function NetWorthHistoryCard({ className }: { className?: string }) {
  const [range, setRange] = useState<NetWorthRange>('1Y');
  const query = useQuery<NetWorthHistory>({
    queryKey: ['/api/net-worth/history', { range }],
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
  return (
    <DashboardCard
      title="Net worth over time"
      icon={TrendingUp}
      className={className}
      action={<RangeButtons range={range} onChange={setRange} />}
    >
      {query.data ? (
        <HistoryBody history={query.data} />
      ) : query.isError ? (
        <LoadError what="net worth history" />
      ) : (
        <LoadingText>Loading net worth history...</LoadingText>
      )}
    </DashboardCard>
  );
}
