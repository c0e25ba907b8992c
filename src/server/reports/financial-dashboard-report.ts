import { NET_WORTH_FORMULA } from '../../domain/dashboard-summary';
import {
  ALLOCATION_TARGETS,
  ASSET_CLASSES,
  TARGET_GUIDELINES,
  allocation,
  diversificationLabel,
  diversificationScore,
  riskLevel,
} from '../../domain/financial-analysis';
import { formatDate, formatPercent } from '../../domain/format';
import { cardOf, dollars, fieldText } from './listing';
import {
  monthEndSnapshots,
  netWorthChange,
  toPoint,
  type NetWorthSnapshot,
} from '../../domain/net-worth';
import type { SummaryInput } from './estate-summary-report';
import type { PdfReport } from './pdf-report';
import { AREA_NAMES } from '../../domain/navigation';
import { RULES_OF_THUMB } from '../../domain/figures/rules-of-thumb';

const pct = (n: number) => formatPercent(n.toFixed(1));

/** The Executive Financial Dashboard: the analysis screen's figures and every holding behind them. */
export function buildFinancialDashboard(
  pdf: PdfReport,
  {
    summary: s,
    records,
    netWorthHistory,
  }: SummaryInput & { netWorthHistory?: readonly NetWorthSnapshot[] },
) {
  const mix = allocation(
    s.financialAccounts.bankBalance,
    s.financialAccounts.investmentValue,
    s.realEstate.totalValue,
  );
  const score = diversificationScore(mix);
  pdf.figures([
    { label: 'Net worth', value: dollars(s.totalNetWorth) },
    { label: 'Total debts', value: dollars(s.debts.totalBalance) },
    { label: 'Diversification', value: `${score} · ${diversificationLabel(score)}` },
    { label: 'Risk level', value: riskLevel(mix.percents.investments) },
  ]);
  pdf.paragraph(`${NET_WORTH_FORMULA}.`, { muted: true });

  pdf.section('Asset Allocation');
  pdf.table(
    [
      { header: 'Asset class', width: 0.3 },
      { header: 'Amount', width: 0.22, align: 'right' },
      { header: 'Share', width: 0.14, align: 'right' },
      { header: 'Target', width: 0.14, align: 'right' },
      { header: 'Guideline', width: 0.2, align: 'right' },
    ],
    ASSET_CLASSES.map(({ key, label }) => [
      label,
      dollars(mix.amounts[key]),
      pct(mix.percents[key]),
      `${ALLOCATION_TARGETS[key]}%`,
      TARGET_GUIDELINES.find((g) => g.key === key)?.range ?? '',
    ]),
  );
  pdf.paragraph(
    `Shares are of bank balances, investments and real estate (${dollars(mix.total)}). The diversification score is 100 minus how far each share is from its target.`,
    { muted: true },
  );
  // The targets and the risk bands are the spec's rules of thumb: said as such, with the line
  // that fits them to an owner in retirement (decision 028).
  for (const key of ['target-mix', 'risk-level'] as const) {
    const r = RULES_OF_THUMB[key];
    pdf.paragraph(`${r.label} From ${r.source}.`, { muted: true });
    pdf.paragraph(r.laterLife);
  }

  const holdings = [
    { key: 'bank-accounts', value: 'currentBalance' },
    { key: 'investment-accounts', value: 'currentValue' },
    { key: 'real-estate', value: 'currentValue' },
    { key: 'business-interests', value: 'estimatedValue' },
  ] as const;
  for (const h of holdings) {
    pdf.section(AREA_NAMES[h.key]);
    pdf.table(
      [
        { header: 'Name', width: 0.4 },
        { header: 'Details', width: 0.35 },
        { header: 'Value', width: 0.25, align: 'right' },
      ],
      records[h.key].map((r) => {
        const card = cardOf(h.key, r);
        return [card.title, card.subtitle, dollars(r[h.value] as string | null)];
      }),
    );
  }

  pdf.section('Debts & Liabilities');
  pdf.table(
    [
      { header: 'Creditor', width: 0.3 },
      { header: 'Type', width: 0.25 },
      { header: 'Rate', width: 0.15, align: 'right' },
      { header: 'Balance', width: 0.3, align: 'right' },
    ],
    records['debts-liabilities'].map((r) => [
      cardOf('debts-liabilities', r).title,
      fieldText('debts-liabilities', r, 'debtType'),
      fieldText('debts-liabilities', r, 'interestRate', 'percent'),
      dollars(r.currentBalance as string | null),
    ]),
  );
  // Left out where the history is not the reader's to see (a trusted person's narrower view).
  if (netWorthHistory) netWorthOverTime(pdf, netWorthHistory);
}

/** Net worth over time: the last day of each of the latest 12 months, and the change over them. */
function netWorthOverTime(pdf: PdfReport, history: readonly NetWorthSnapshot[]) {
  pdf.section('Net worth over time');
  const rows = monthEndSnapshots(history, 12);
  if (!rows.length) {
    pdf.paragraph('No history yet: a snapshot of your net worth is taken each day.', {
      muted: true,
    });
    return;
  }
  pdf.table(
    [
      { header: 'Day', width: 0.25 },
      { header: 'Assets', width: 0.25, align: 'right' },
      { header: 'Debts', width: 0.25, align: 'right' },
      { header: 'Net worth', width: 0.25, align: 'right' },
    ],
    rows.map((r) => [
      formatDate(r.day),
      dollars(toPoint(r).assets),
      dollars(r.debts),
      dollars(r.netWorth),
    ]),
  );
  const change = netWorthChange(rows);
  if (change)
    pdf.paragraph(
      `Change from ${formatDate(rows[0].day)}: ${dollars(change.amount)}${change.percent === null ? '' : ` (${change.percent}%)`}. The last day of each month is shown.`,
      { muted: true },
    );
}
