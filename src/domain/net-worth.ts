/**
 * Net worth over time: one snapshot per user and day of the wealth summary's totals, and the
 * history the wealth summary and Financial Analysis screens chart (GET /api/net-worth/history).
 */
import { z } from 'zod';
import { centsToDecimal, sumDecimals, toCents } from './money';

const decimal = z.string().describe('A USD amount as a decimal string with 2 decimals.');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day, YYYY-MM-DD.');

/** One day's totals, as stored in net_worth_snapshots and written into the download. */
export const netWorthSnapshotSchema = z.object({
  day,
  bank: decimal,
  investments: decimal,
  realEstate: decimal,
  businessInterests: decimal,
  debts: decimal,
  netWorth: decimal,
});

/** One day's totals (decimal strings). */
export type NetWorthSnapshot = z.infer<typeof netWorthSnapshotSchema>;

/** The chart's ranges: a month, six months, a year, everything. */
export const NET_WORTH_RANGES = ['1M', '6M', '1Y', 'ALL'] as const;
/** One of the chart's ranges. */
export type NetWorthRange = (typeof NET_WORTH_RANGES)[number];
/** The range buttons' labels. */
export const NET_WORTH_RANGE_LABELS: Readonly<Record<NetWorthRange, string>> = {
  '1M': '1M',
  '6M': '6M',
  '1Y': '1Y',
  ALL: 'All',
};

/** GET /api/net-worth/history's query. */
export const netWorthHistoryQuerySchema = z.object({
  range: z.enum(NET_WORTH_RANGES).default('1Y'),
});

/** One point of the chart: a snapshot plus its assets (everything but debts). */
export const netWorthPointSchema = netWorthSnapshotSchema.extend({ assets: decimal });
/** One point of the chart. */
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;

/** Net worth's change from the first to the last point of the range. */
export const netWorthChangeSchema = z.object({
  amount: decimal,
  /** Percent of the first point's net worth, 2 decimals; null when that is 0. */
  percent: z.string().nullable(),
});
/** Net worth's change over the range. */
export type NetWorthChange = z.infer<typeof netWorthChangeSchema>;

/** GET /api/net-worth/history: the range's points, oldest first, and the change over them. */
export const netWorthHistorySchema = z.object({
  range: z.enum(NET_WORTH_RANGES),
  /** The user's today, as snapshots are dated (see netWorthDay on the server). */
  today: day,
  points: z.array(netWorthPointSchema),
  /** Null before there are two points: nothing to compare yet. */
  change: netWorthChangeSchema.nullable(),
  /**
   * The first day in range counted under the one rule (a property's mortgage is a debt, issue
   * 43) when earlier points were written before it; null when every point shares one rule.
   */
  ruleChangedOn: day.nullable().default(null),
});
/** The chart's data. */
export type NetWorthHistory = z.infer<typeof netWorthHistorySchema>;

/** The history's note on the day the rule changed (older points are kept as written). */
export const ruleChangedText = (day: string) =>
  `From ${day}, a property's mortgage counts as a debt once, everywhere; the points before keep the figures as they were written then.`;

/** The chart's empty state, shown before there are two points. */
export const NET_WORTH_EMPTY_TEXT =
  'Your net worth history starts today. Check back tomorrow to see the trend.';

/** The first day of a range ending on `today` (YYYY-MM-DD), or null for everything. */
export function rangeStart(range: NetWorthRange, today: string): string | null {
  if (range === 'ALL') return null;
  const [y, m, d] = today.split('-').map(Number);
  const months = range === '1M' ? 1 : range === '6M' ? 6 : 12;
  // Clamp to the target month's last day: a month before Mar 31 is Feb 28 (or 29).
  const lastDay = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** A snapshot with its assets (bank + investments + real estate + business interests). */
export function toPoint(snapshot: NetWorthSnapshot): NetWorthPoint {
  const assets = sumDecimals([
    snapshot.bank,
    snapshot.investments,
    snapshot.realEstate,
    snapshot.businessInterests,
  ]);
  return { ...snapshot, assets };
}

/**
 * The change from the first to the last point, exactly: amount in dollars, percent of the
 * starting net worth rounded half away from zero to 2 decimals (null when the start is 0, or
 * when there are fewer than two points). A negative start gives the percent of its size, so a
 * debt shrinking from −100 to −50 reads +50%.
 */
export function netWorthChange(points: readonly NetWorthSnapshot[]): NetWorthChange | null {
  if (points.length < 2) return null;
  const first = toCents(points[0].netWorth) ?? 0n;
  const last = toCents(points[points.length - 1].netWorth) ?? 0n;
  const diff = last - first;
  if (first === 0n) return { amount: centsToDecimal(diff), percent: null };
  const base = first < 0n ? -first : first;
  // percent × 100 (hundredths of a percent) = diff × 10000 / base, rounded half away from zero.
  const scaled = diff * 10000n;
  const abs = scaled < 0n ? -scaled : scaled;
  let hundredths = (abs * 2n + base) / (base * 2n);
  if (scaled < 0n) hundredths = -hundredths;
  return { amount: centsToDecimal(diff), percent: centsToDecimal(hundredths) };
}

/**
 * The last snapshot of each month, the latest `months` months, oldest first: the financial
 * report's "Net worth over time" table (the current month's row is its latest day so far).
 */
export function monthEndSnapshots(
  snapshots: readonly NetWorthSnapshot[],
  months = 12,
): NetWorthSnapshot[] {
  const byMonth = new Map<string, NetWorthSnapshot>();
  for (const s of [...snapshots].sort((a, b) => a.day.localeCompare(b.day))) {
    byMonth.set(s.day.slice(0, 7), s);
  }
  return [...byMonth.values()].slice(-months);
}
