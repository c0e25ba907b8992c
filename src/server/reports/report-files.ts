/**
 * Makes a checked report request into its file: reads what that report needs from the vault
 * owner's records (within a trusted person's scope), then lays out the PDF or writes the CSV.
 */
import { estateEstimate } from '../../domain/estate-plan/estate-estimate';
import { buildInheritance } from '../../domain/estate-plan/inheritance';
import { estateLiquidity } from '../../domain/estate-plan/liquidity';
import { expectedTaxForms } from '../../domain/estate-plan/tax-forms';
import { LATEST_TAX_YEAR } from '../../domain/estate-tax';
import { formatDate } from '../../domain/format';
import { customTables } from '../../domain/reports/custom-report';
import type { AppContext } from '../context';
import { loadKeptMatches } from '../estate-plan/beneficiary-match-store';
import { loadScopedRecords } from '../estate-plan/estate-plan-data';
import { loadEstatePlanPreferences } from '../estate-plan/estate-plan-preferences';
import { loadDashboardSummary } from '../insights/dashboard-summary';
import { loadSnapshots } from '../net-worth/net-worth-snapshots';
import type { VaultScope } from '../vault-scope/vault-scope';
import { buildAdvisorReport } from './advisor-report';
import { buildBeneficiaryPackage } from './beneficiary-package-report';
import { buildCustomReport, customReportCsv } from './custom-report';
import { emergencyPage } from '../../domain/reports/emergency-page';
import { finalWishesHeadline } from '../executor-plan/final-wishes';
import { estatePaperFiles } from './binder-files';
import { binderPeople } from './binder-people';
import { buildEmergencyBinder, type BinderInput } from './emergency-binder-report';
import { buildEstateSummary } from './estate-summary-report';
import { buildFinancialDashboard } from './financial-dashboard-report';
import { PdfReport, type ReportHeader } from './pdf-report';
import { referenceNames, type UserRecords } from './report-data';
import type { ReportRequest } from './report-request';
import { buildTaxPreparation, taxPreparationCsv } from './tax-preparation-report';

/** Every page of a file with full numbers says so (issue 29), not only the first. */
export const FULL_NUMBERS_MARK =
  'Contains full account and Social Security numbers: store it securely';

/** What the binder needs beyond the records: who to call, the wishes, the papers' files. */
async function binderInput(
  ctx: AppContext,
  scope: VaultScope,
  records: UserRecords,
  missingAreas: readonly string[],
  fullNumbers: boolean,
): Promise<BinderInput> {
  const names = referenceNames(records);
  const [people, wishes, papers] = await Promise.all([
    binderPeople(ctx.db, scope.ownerId, Boolean(scope.trusted)),
    finalWishesHeadline(ctx, scope),
    estatePaperFiles(ctx, scope.ownerId, records.documents),
  ]);
  return {
    records,
    names,
    fullNumbers,
    missingAreas,
    page: emergencyPage(records, people, names, wishes),
    files: papers.files,
    missingFiles: papers.missing,
  };
}

/** The finished file. */
export type ReportFile = { body: Buffer; contentType: string };

/** The line under the banner: what is masked, for which year, whose areas. */
function noteOf(req: ReportRequest, missingAreas: readonly string[]): string | undefined {
  const notes: string[] = [];
  if (req.info.offersFullNumbers)
    notes.push(
      req.fullNumbers
        ? 'Contains full account, routing, policy and Social Security numbers: store it securely.'
        : 'Account, routing, policy and Social Security numbers show only their last 4 characters.',
    );
  if (req.taxYear !== undefined) notes.push(`Tax year ${req.taxYear}.`);
  if (missingAreas.length > 0) notes.push('Made from the record areas shared with you only.');
  return notes.join(' ') || undefined;
}

export async function makeReportFile(
  ctx: AppContext,
  scope: VaultScope,
  req: ReportRequest,
  header: Omit<ReportHeader, 'note'>,
): Promise<ReportFile> {
  const { records, missingAreas } = await loadScopedRecords(ctx, scope);
  const areas = scope.trusted?.areas ?? null;
  if (req.id === 'tax-preparation' && req.format === 'csv')
    return {
      body: Buffer.from(taxPreparationCsv(expectedTaxForms(records, req.taxYear!), req.taxYear!)),
      contentType: 'text/csv; charset=utf-8',
    };
  const csv = req.format === 'csv';
  const names = referenceNames(records);
  const tables = req.choice ? customTables(req.choice, records, names, { plain: csv }) : [];
  if (req.id === 'custom-reports' && csv)
    return { body: Buffer.from(customReportCsv(tables)), contentType: 'text/csv; charset=utf-8' };

  const summary = await loadDashboardSummary(ctx.db, scope.ownerId, req.today, areas);
  const needsPlan = req.id === 'beneficiary-package' || req.id === 'advisor-report';
  const plan = needsPlan
    ? buildInheritance(records, {
        today: req.isoToday,
        kept: await loadKeptMatches(ctx, scope.ownerId),
        missingAreas,
      })
    : null;
  // The owner's own history only: a trusted person's view may not cover every area it sums.
  const netWorthHistory =
    req.id === 'financial-dashboard' && !scope.trusted
      ? await loadSnapshots(ctx.db, scope.ownerId)
      : undefined;
  const estimate = estateEstimate(records, LATEST_TAX_YEAR);
  const liquidity =
    req.id === 'advisor-report'
      ? estateLiquidity(records, {
          estateTax: estimate.with.totalTax,
          taxYear: LATEST_TAX_YEAR,
          preferences: await loadEstatePlanPreferences(ctx.db, scope.ownerId),
          missingAreas,
        })
      : null;

  const binder =
    req.id === 'emergency-binder'
      ? await binderInput(ctx, scope, records, missingAreas, req.fullNumbers)
      : null;
  const pageMark = req.fullNumbers ? FULL_NUMBERS_MARK : undefined;
  const body = await PdfReport.render(
    { ...header, note: noteOf(req, missingAreas), pageMark },
    (pdf) => {
      const today = req.today;
      switch (req.id) {
        case 'estate-summary':
          return buildEstateSummary(pdf, { summary, records, today });
        case 'financial-dashboard':
          return buildFinancialDashboard(pdf, { summary, records, today, netWorthHistory });
        case 'emergency-binder':
          return buildEmergencyBinder(pdf, binder!);
        case 'beneficiary-package':
          return buildBeneficiaryPackage(pdf, {
            plan: plan!,
            records,
            fullNumbers: req.fullNumbers,
            asOf: formatDate(req.isoToday),
          });
        case 'advisor-report':
          return buildAdvisorReport(pdf, {
            summary,
            records,
            estimate,
            plan: plan!,
            liquidity: liquidity!,
          });
        case 'tax-preparation':
          return buildTaxPreparation(pdf, {
            rows: expectedTaxForms(records, req.taxYear!),
            taxYear: req.taxYear!,
          });
        case 'custom-reports':
          return buildCustomReport(pdf, { tables, filter: req.choice!.filter });
      }
    },
  );
  return { body, contentType: 'application/pdf' };
}
