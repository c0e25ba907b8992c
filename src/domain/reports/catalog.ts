/**
 * The Executive Reports catalogue (part 2 §2 "Advanced Reporting", §3 "Reports"): which reports
 * exist, on which tab, and whether the server can make them yet. The page lists it and the
 * server serves exactly the 'available' ones, so the two cannot disagree.
 */

import { fileNamePrefix } from '../file-names';

/** The three tabs, in the spec's order, with their labels. */
export const REPORT_TABS = [
  { value: 'estate-summary', label: 'Estate Reports' },
  { value: 'financial-reports', label: 'Financial Reports' },
  { value: 'specialized', label: 'Specialized' },
] as const;

export type ReportTab = (typeof REPORT_TABS)[number]['value'];

export type ReportStatus = 'available' | 'coming-soon';

export interface ReportInfo {
  id: string;
  tab: ReportTab;
  title: string;
  description: string;
  status: ReportStatus;
  /** What the PDF contains, listed on its card. */
  includes: readonly string[];
  /** The toast after a successful generation (part 2 §4). */
  successToast?: 'Report Generated' | 'Dashboard Generated';
  /** Offers 'Include full account numbers' (otherwise sensitive numbers are masked). */
  offersFullNumbers?: boolean;
  /** File formats offered, the first by default (PDF only when absent). */
  formats?: readonly ReportFormat[];
  /** Made for a tax year the person chooses (`?year=`). */
  asksTaxYear?: boolean;
  /** Made from the areas, fields and filter the person chooses (domain/reports/custom-report.ts). */
  custom?: boolean;
}

/** A report's file formats. */
export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORTS = [
  {
    id: 'estate-summary',
    tab: 'estate-summary',
    title: 'Estate Summary Report',
    description:
      'Your estate on a few pages: what you own and owe, the estate-tax estimate and where planning stands.',
    status: 'available',
    includes: [
      'Net worth and how it is made up',
      'Federal estate-tax estimate',
      'Insurance coverage',
      'Family members',
      'Checklist progress and upcoming dates',
    ],
    successToast: 'Report Generated',
  },
  {
    id: 'emergency-binder',
    tab: 'estate-summary',
    title: 'Emergency Binder',
    description:
      'A printable binder of every record area and its records, for the people who will need to act.',
    status: 'available',
    includes: [
      'Every record area, in sidebar order',
      'Each record with all its details',
      'Sensitive numbers masked unless you choose otherwise',
    ],
    successToast: 'Report Generated',
    offersFullNumbers: true,
  },
  {
    id: 'financial-dashboard',
    tab: 'financial-reports',
    title: 'Executive Financial Dashboard',
    description:
      'Net worth, asset allocation, diversification and risk, with every account and debt.',
    status: 'available',
    includes: [
      'Net worth breakdown',
      'Asset allocation against targets',
      'Diversification score and risk level',
      'Accounts, properties, businesses and debts',
    ],
    successToast: 'Dashboard Generated',
  },
  {
    id: 'beneficiary-package',
    tab: 'specialized',
    title: 'Beneficiary Package',
    description: 'What each beneficiary needs to know, gathered for them.',
    status: 'available',
    includes: [
      'One section per beneficiary: what names them, and the share',
      'The institution, how to reach it, and what a claim needs',
      'Account and policy numbers masked unless you choose otherwise',
    ],
    successToast: 'Report Generated',
    offersFullNumbers: true,
  },
  {
    id: 'advisor-report',
    tab: 'specialized',
    title: 'Advisor Report',
    description: 'A summary prepared for your attorney or financial advisor.',
    status: 'available',
    includes: [
      'Net worth by area and the estate-tax estimate',
      'Who inherits what, and the questions it raises',
      'Checklist status and the documents held, with their dates',
      'No account numbers',
    ],
    successToast: 'Report Generated',
  },
  {
    id: 'tax-preparation',
    tab: 'specialized',
    title: 'Tax Preparation Support',
    description: 'Accounts, interest and property figures your tax preparer asks for.',
    status: 'available',
    includes: [
      'For the tax year you choose, the forms to expect from each record',
      'When each form is due, and what it is for',
      'A checklist to tick off as the forms arrive',
    ],
    successToast: 'Report Generated',
    formats: ['pdf', 'csv'],
    asksTaxYear: true,
  },
  {
    id: 'custom-reports',
    tab: 'specialized',
    title: 'Custom Reports',
    description: 'Choose the areas and details to include.',
    status: 'available',
    includes: [
      'The areas and details you choose, with a filter',
      'A preview before you download',
      'Choices you can save and use again',
    ],
    successToast: 'Report Generated',
    formats: ['pdf', 'csv'],
    custom: true,
  },
] as const satisfies readonly ReportInfo[];

/** The id of a report the server can generate. */
export type AvailableReportId = Extract<(typeof REPORTS)[number], { status: 'available' }>['id'];

/** Ids of the reports the server generates, for route validation. */
export const AVAILABLE_REPORT_IDS = REPORTS.filter((r) => r.status === 'available').map(
  (r) => r.id,
) as [AvailableReportId, ...AvailableReportId[]];

/** The report with this id. */
export function reportInfo(id: string): ReportInfo | undefined {
  return REPORTS.find((r) => r.id === id);
}

/**
 * The downloaded file's name, after the admin's application name:
 * 'kinfolio-estate-summary-2025-01-05.pdf', 'kinfolio-tax-preparation-2024-2025-01-05.csv'.
 */
export function reportFileName(
  id: string,
  isoDate: string,
  applicationName: string,
  options: { format?: ReportFormat; taxYear?: number } = {},
): string {
  const year = options.taxYear === undefined ? '' : `-${options.taxYear}`;
  return `${fileNamePrefix(applicationName)}-${id}${year}-${isoDate}.${options.format ?? 'pdf'}`;
}
