/**
 * The dashboard summary (part 2 §3 "Dashboard summary") and the rules the wealth summary screen
 * applies to it (§2, §9). The server computes the summary from the user's records; the dashboard,
 * legacy-planning and analysis screens all read it, so they show the same figures.
 */
import { z } from 'zod';
import { centsToDecimal, sumDecimals, toCents } from './money';

const decimal = z.string().describe('A USD amount as a decimal string with 2 decimals.');
const count = z.number().int().nonnegative();

/** GET /api/dashboard-summary: the spec's shape plus the business and debt totals net worth uses. */
export const dashboardSummarySchema = z.object({
  /** bank + investments + real estate + business interests − debts (netWorth below). */
  totalNetWorth: decimal,
  familyMembers: count,
  /** Active policies only: a lapsed policy covers nothing. */
  insurance: z.object({ policies: count, totalCoverage: decimal }),
  estatePlanning: z.object({
    completionPercentage: z.number().int().min(0).max(100),
    completedTasks: count,
    totalTasks: count,
    /** Important dates from today to 30 days ahead (recurring ones by their next anniversary). */
    upcomingDates: count,
  }),
  financialAccounts: z.object({
    bankAccounts: count,
    bankBalance: decimal,
    investmentAccounts: count,
    investmentValue: decimal,
  }),
  realEstate: z.object({ properties: count, totalValue: decimal }),
  businessInterests: z.object({ count, totalValue: decimal }),
  /**
   * Every debt net worth subtracts (src/domain/figures/debts-once.ts): the Debts & Liabilities
   * records (count, their sum) plus each property's typed mortgage not recorded there.
   */
  debts: z.object({
    count,
    totalBalance: decimal,
    /** The typed Mortgage Balances counted as debts of their own (part of totalBalance). */
    propertyMortgages: decimal,
    /** Properties whose typed balance looks like an unlinked mortgage record ("link them"). */
    lookAlikeMortgages: count,
  }),
  /** Total documents and how many are in each category. */
  documents: z.object({ total: count, byCategory: z.record(z.string(), count) }),
});

/** The dashboard summary as the API sends it. */
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * GET /api/dashboard-summary as the API sends it. For the owner, the summary above with
 * `shared: null`. In a trusted person's view (issue 43, decision 028), each figure comes only
 * from the areas the grant covers, a figure that needs an area not shared is null (the screen
 * says "Not shared with you", never $0), and `shared` says whose and from how many areas.
 */
export const dashboardViewSchema = dashboardSummarySchema.extend({
  totalNetWorth: decimal.nullable(),
  familyMembers: count.nullable(),
  insurance: dashboardSummarySchema.shape.insurance.nullable(),
  estatePlanning: dashboardSummarySchema.shape.estatePlanning
    .extend({ upcomingDates: count.nullable() })
    .nullable(),
  financialAccounts: z.object({
    bankAccounts: count.nullable(),
    bankBalance: decimal.nullable(),
    investmentAccounts: count.nullable(),
    investmentValue: decimal.nullable(),
  }),
  realEstate: dashboardSummarySchema.shape.realEstate.nullable(),
  businessInterests: dashboardSummarySchema.shape.businessInterests.nullable(),
  debts: dashboardSummarySchema.shape.debts.nullable(),
  documents: dashboardSummarySchema.shape.documents.nullable(),
  shared: z
    .object({
      ownerFirstName: z.string(),
      /** Areas the grant covers; 'all' for every area. */
      areas: z.union([count, z.literal('all')]),
      /** "From the 3 areas Maria shares with you". */
      label: z.string(),
    })
    .nullable(),
});
export type DashboardView = z.infer<typeof dashboardViewSchema>;

/** The owner's own view: every figure there, nothing shared. */
export const isOwnView = (view: DashboardView): view is DashboardSummary & { shared: null } =>
  view.shared === null;

/** The sums net worth is made of (decimal strings). */
export interface NetWorthParts {
  bank: string;
  investments: string;
  realEstate: string;
  businessInterests: string;
  debts: string;
}

/** The sentence the screens show so a person can check the figure. */
export const NET_WORTH_FORMULA =
  "Net worth = bank balances + investments + real estate + business interests − debts (your Debts & Liabilities, and each property's mortgage, counted once)";

/** bank + investments + real estate + business interests − debts, exactly, as a decimal string. */
export function netWorth(parts: NetWorthParts): string {
  const assets = toCents(
    sumDecimals([parts.bank, parts.investments, parts.realEstate, parts.businessInterests]),
  );
  return centsToDecimal((assets ?? 0n) - (toCents(parts.debts) ?? 0n));
}

/** The wealth summary suggests adding documents below this many (part 2 §9). */
export const DOCUMENT_HINT_BELOW = 5;
/** The wealth summary suggests reviewing insurance below this many policies (part 2 §9). */
export const INSURANCE_HINT_BELOW = 3;

/** True when the 'Add More Documents' hint shows. */
export const showDocumentHint = (documents: number) => documents < DOCUMENT_HINT_BELOW;
/** True when the 'Review Insurance Coverage' hint shows. */
export const showInsuranceHint = (policies: number) => policies < INSURANCE_HINT_BELOW;

/** A progress bar's colour (part 2 §9). */
export type ProgressColour = 'green' | 'yellow' | 'red';

/** Green at 80 or more, yellow at 60 or more, otherwise red. */
export function progressColour(percent: number): ProgressColour {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}
