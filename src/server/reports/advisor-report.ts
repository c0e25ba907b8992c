/**
 * The Advisor Report: what an estate attorney or financial adviser asks for first. Net worth by
 * area, the estate-tax estimate with and without charitable gifts, who inherits what and the
 * questions it raises, the checklist's status and the documents held. It prints no account,
 * routing, policy or Social Security number, not even masked.
 */
import { NET_WORTH_FORMULA, type DashboardSummary } from '../../domain/dashboard-summary';
import { charitableRules } from '../../domain/estate-plan/charitable-deduction';
import type { EstimateWithGifts } from '../../domain/estate-plan/charitable-deduction';
import type { InheritancePlan } from '../../domain/estate-plan/inheritance-api';
import {
  CONFIRM_WITH_PROFESSIONAL,
  INHERITANCE_RULES,
  liquidityRules,
} from '../../domain/estate-plan/legal-rules';
import type { Liquidity } from '../../domain/estate-plan/liquidity-api';
import { formatDate } from '../../domain/format';
import { cardOf, dollars, fieldText } from './listing';
import { netWorthRows } from './net-worth-rows';
import type { PdfReport } from './pdf-report';
import type { UserRecords } from './report-data';

export interface AdvisorInput {
  summary: DashboardSummary;
  records: UserRecords;
  estimate: EstimateWithGifts;
  plan: InheritancePlan;
  liquidity: Liquidity;
}

const SEVERITY = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** What the relationship column says for a recipient who is not a family member. */
const NOT_FAMILY = {
  person: '',
  outside: 'Outside the family',
  unmatched: 'Not in the family list',
  trust: 'Trust',
  charity: 'Charity',
} as const;

export function buildAdvisorReport(pdf: PdfReport, input: AdvisorInput) {
  const { summary: s, records, estimate, plan, liquidity } = input;
  const year = estimate.with.year;
  pdf.figures([
    { label: 'Net worth', value: dollars(s.totalNetWorth) },
    { label: `Estate tax (${year})`, value: dollars(estimate.with.totalTax) },
    { label: 'Questions to review', value: String(plan.flags.length) },
    { label: 'Checklist complete', value: `${s.estatePlanning.completionPercentage}%` },
  ]);

  pdf.section('Net Worth by Area');
  pdf.table(
    [
      { header: 'Area', width: 0.5 },
      { header: 'Records', width: 0.2, align: 'right' },
      { header: 'Amount', width: 0.3, align: 'right' },
    ],
    [
      ...netWorthRows(s),
      [
        'Life insurance in force (not in net worth)',
        String(s.insurance.policies),
        dollars(s.insurance.totalCoverage),
      ],
    ],
  );
  pdf.paragraph(`${NET_WORTH_FORMULA}.`, { muted: true });

  pdf.section(`Federal Estate Tax Estimate (${year} rules)`);
  pdf.table(
    [
      { header: '', width: 0.4 },
      { header: 'Without gifts', width: 0.3, align: 'right' },
      { header: 'With charitable gifts', width: 0.3, align: 'right' },
    ],
    [
      ['Estate value', dollars(estimate.without.estateValue), dollars(estimate.with.estateValue)],
      [
        `Exemption (${year})`,
        dollars(estimate.without.exemption),
        dollars(estimate.with.exemption),
      ],
      [
        'Taxable amount',
        dollars(estimate.without.taxableAmount),
        dollars(estimate.with.taxableAmount),
      ],
      ['Federal tax (40%)', dollars(estimate.without.totalTax), dollars(estimate.with.totalTax)],
    ],
  );
  pdf.paragraph(
    `Charitable deduction ${dollars(estimate.deduction)}; estate tax saved ${dollars(estimate.taxSaved)}. ${charitableRules(year)[0].text} Source: ${charitableRules(year)[0].source}.`,
    { muted: true },
  );

  pdf.section('Who Inherits What');
  pdf.table(
    [
      { header: 'Recipient', width: 0.34 },
      { header: 'Relationship', width: 0.2 },
      { header: 'Named on', width: 0.14, align: 'right' },
      { header: 'Total', width: 0.18, align: 'right' },
      { header: 'Share', width: 0.14, align: 'right' },
    ],
    plan.recipients.map((r) => [
      r.name,
      r.relationship ?? NOT_FAMILY[r.kind],
      String(r.items.length),
      dollars(r.total),
      `${r.estateSharePercent}%`,
    ]),
    'No account or policy names a beneficiary.',
  );
  pdf.subheading('Passing by will, trust or title');
  pdf.table(
    [
      { header: 'Asset', width: 0.36 },
      { header: 'How it passes', width: 0.46 },
      { header: 'Value', width: 0.18, align: 'right' },
    ],
    plan.unnamed.map((u) => [u.title, u.reason, dollars(u.value)]),
    'Everything recorded names a beneficiary.',
  );

  pdf.section('Questions to Review');
  pdf.table(
    [
      { header: 'Level', width: 0.1 },
      { header: 'Question', width: 0.4 },
      { header: 'Why it matters', width: 0.5 },
    ],
    plan.flags.map((f) => [SEVERITY[f.severity], f.title, f.detail]),
    'None raised from the records.',
  );

  pdf.section('Liquidity at Death');
  pdf.fields([
    { label: 'Available to the executor', value: dollars(liquidity.available.total) },
    { label: 'Due at death', value: dollars(liquidity.due.total) },
    {
      label: liquidity.status === 'shortfall' ? 'Shortfall' : 'Surplus',
      value: dollars(liquidity.balance.replace('-', '')),
    },
    { label: 'Passing apart to named people', value: dollars(liquidity.apart.total) },
  ]);

  pdf.section('Estate Planning Checklist');
  const p = s.estatePlanning;
  pdf.paragraph(
    `${p.completedTasks} of ${p.totalTasks} tasks complete (${p.completionPercentage}%).`,
  );
  pdf.table(
    [
      { header: 'Open task', width: 0.6 },
      { header: 'Category', width: 0.4 },
    ],
    records['estate-checklist-items']
      .filter((r) => !r.isCompleted)
      .map((r) => [
        cardOf('estate-checklist-items', r).title,
        fieldText('estate-checklist-items', r, 'category'),
      ]),
    'No open tasks.',
  );

  pdf.section('Documents Held');
  pdf.table(
    [
      { header: 'Title', width: 0.34 },
      { header: 'Type', width: 0.22 },
      { header: 'Category', width: 0.18 },
      { header: 'Added', width: 0.13 },
      { header: 'Expires', width: 0.13 },
    ],
    records.documents.map((d) => [
      cardOf('documents', d).title,
      fieldText('documents', d, 'documentType'),
      fieldText('documents', d, 'category'),
      formatDate(d.createdAt.slice(0, 10)),
      fieldText('documents', d, 'expirationDate', 'date'),
    ]),
    'No documents recorded.',
  );

  pdf.section('Rules and Sources');
  for (const rule of [...INHERITANCE_RULES, ...charitableRules(year), ...liquidityRules(year)])
    pdf.paragraph(`${rule.title}: ${rule.text} Source: ${rule.source}.`);
  pdf.paragraph(CONFIRM_WITH_PROFESSIONAL, { muted: true });
}
