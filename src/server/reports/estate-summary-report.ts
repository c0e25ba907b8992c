import { NET_WORTH_FORMULA, type DashboardSummary } from '../../domain/dashboard-summary';
import { LATEST_TAX_YEAR } from '../../domain/estate-tax';
import { estateEstimate } from '../../domain/estate-plan/estate-estimate';
import { formatDate } from '../../domain/format';
import { daysAwayLabel, upcomingDates } from '../../domain/important-dates-rules';
import type { RecordJson } from '../../domain/records';
import { originalsOf } from '../../domain/records/originals';
import { insuranceTypeLabel } from '../../domain/records/display';
import type { PdfReport } from './pdf-report';
import { cardOf, dollars, fieldText } from './listing';
import { netWorthRows } from './net-worth-rows';
import { referenceNames, type UserRecords } from './report-data';

export interface SummaryInput {
  summary: DashboardSummary;
  records: UserRecords;
  /** The user's calendar day (upcoming dates count from it). */
  today: Date;
}

type DateRecord = RecordJson & { eventDate: string; isRecurring?: boolean };

/** The Estate Summary: figures first, then what makes them up, then where planning stands. */
export function buildEstateSummary(pdf: PdfReport, { summary, records, today }: SummaryInput) {
  const s = summary;
  // On the estate the tax counts (each asset by its IRC rule, less debts), as Legacy Planning.
  const tax = estateEstimate(records, LATEST_TAX_YEAR).without;
  pdf.figures([
    { label: 'Net worth', value: dollars(s.totalNetWorth) },
    { label: 'Insurance coverage', value: dollars(s.insurance.totalCoverage) },
    { label: `Estate tax (${tax.year})`, value: dollars(tax.totalTax) },
    { label: 'Checklist complete', value: `${s.estatePlanning.completionPercentage}%` },
  ]);
  pdf.paragraph(`${NET_WORTH_FORMULA}.`, { muted: true });

  pdf.section('What You Own and Owe');
  const money = netWorthRows(s);
  pdf.table(
    [
      { header: 'Category', width: 0.5 },
      { header: 'Records', width: 0.2, align: 'right' },
      { header: 'Amount', width: 0.3, align: 'right' },
    ],
    money,
  );
  const assets = [
    ...records['bank-accounts'].map((r) => ({
      r,
      key: 'bank-accounts' as const,
      value: r.currentBalance,
    })),
    ...records['investment-accounts'].map((r) => ({
      r,
      key: 'investment-accounts' as const,
      value: r.currentValue,
    })),
    ...records['real-estate'].map((r) => ({
      r,
      key: 'real-estate' as const,
      value: r.currentValue,
    })),
    ...records['business-interests'].map((r) => ({
      r,
      key: 'business-interests' as const,
      value: r.estimatedValue,
    })),
  ];
  pdf.subheading('Assets');
  pdf.table(
    [
      { header: 'Asset', width: 0.4 },
      { header: 'Held at / details', width: 0.35 },
      { header: 'Value', width: 0.25, align: 'right' },
    ],
    assets.map(({ r, key, value }) => {
      const card = cardOf(key, r);
      return [card.title, card.subtitle, dollars(value as string | null)];
    }),
    'No assets recorded yet.',
  );

  pdf.section(`Federal Estate Tax Estimate (${tax.year} rules)`);
  pdf.fields([
    { label: 'Estate value', value: dollars(tax.estateValue) },
    { label: `Exemption (${tax.year})`, value: dollars(tax.exemption) },
    { label: 'Taxable amount', value: dollars(tax.taxableAmount) },
    { label: 'Federal tax (40%)', value: dollars(tax.federalTax) },
    { label: 'State tax', value: dollars(tax.stateTax) },
    { label: 'Effective rate', value: `${tax.effectiveRatePercent}%` },
    { label: 'Exemption used', value: dollars(tax.exemptionUsed) },
    { label: 'Exemption remaining', value: dollars(tax.remainingExemption) },
  ]);
  pdf.paragraph(
    tax.needsPlanning
      ? 'Your estate is above 80% of the exemption: lifetime gifts, trusts and charitable giving are worth discussing with an estate attorney.'
      : 'Estate Tax Efficient: your estate is below 80% of the federal exemption.',
    { muted: true },
  );

  pdf.section('Insurance');
  pdf.table(
    [
      { header: 'Policy', width: 0.3 },
      { header: 'Company', width: 0.3 },
      { header: 'Beneficiaries', width: 0.2 },
      { header: 'Coverage', width: 0.2, align: 'right' },
    ],
    records['insurance-policies'].map((r) => [
      insuranceTypeLabel(String(r.policyType ?? 'Other')) +
        (r.isActive === false ? ' (inactive)' : ''),
      cardOf('insurance-policies', r).title,
      fieldText('insurance-policies', r, 'beneficiaries'),
      dollars(r.coverageAmount as string | null),
    ]),
  );

  pdf.section('Family');
  pdf.table(
    [
      { header: 'Name', width: 0.45 },
      { header: 'Relationship', width: 0.3 },
      { header: 'Born', width: 0.25 },
    ],
    records['family-members'].map((r) => [
      cardOf('family-members', r).title,
      fieldText('family-members', r, 'relationship'),
      fieldText('family-members', r, 'dateOfBirth', 'date'),
    ]),
  );

  pdf.section('Estate Planning Progress');
  const p = s.estatePlanning;
  pdf.paragraph(
    `${p.completedTasks} of ${p.totalTasks} checklist tasks complete (${p.completionPercentage}%).`,
  );
  const open = records['estate-checklist-items'].filter((r) => !r.isCompleted);
  pdf.table(
    [
      { header: 'Open task', width: 0.6 },
      { header: 'Category', width: 0.4 },
    ],
    open.map((r) => [
      cardOf('estate-checklist-items', r).title,
      fieldText('estate-checklist-items', r, 'category'),
    ]),
    'No open tasks.',
  );
  const soon = upcomingDates(records['important-dates'] as DateRecord[], today, Infinity);
  pdf.table(
    [
      { header: 'Upcoming date (next 30 days)', width: 0.6 },
      { header: 'When', width: 0.4 },
    ],
    soon.map(({ record, daysAway, nextDate }) => [
      cardOf('important-dates', record).title,
      `${formatDate(nextDate)} (${daysAwayLabel(daysAway)})`,
    ]),
    'Nothing due in the next 30 days.',
  );

  // What an executor asks first: where each signed original is, and whom it names.
  pdf.section('Where the Originals Are');
  pdf.table(
    [
      { header: 'Document', width: 0.26 },
      { header: 'Kept at', width: 0.24 },
      { header: 'Names', width: 0.2 },
      { header: 'Signed', width: 0.13 },
      { header: 'Attorney copy', width: 0.17 },
    ],
    originalsOf(records.documents, referenceNames(records)).map((o) => [
      `${o.title} (${o.documentType})`,
      o.location,
      o.named,
      o.signed,
      o.attorney,
    ]),
    'No wills, trusts, powers of attorney, directives, deeds or policies recorded yet.',
  );

  pdf.section('Professional Contacts');
  pdf.table(
    [
      { header: 'Name', width: 0.3 },
      { header: 'Profession', width: 0.25 },
      { header: 'Phone', width: 0.2 },
      { header: 'Email', width: 0.25 },
    ],
    records['professional-contacts'].map((r) => [
      cardOf('professional-contacts', r).title,
      fieldText('professional-contacts', r, 'profession'),
      fieldText('professional-contacts', r, 'phone', 'phone'),
      fieldText('professional-contacts', r, 'email'),
    ]),
  );
}
