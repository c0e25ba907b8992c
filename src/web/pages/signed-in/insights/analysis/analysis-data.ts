import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import {
  allocation,
  diversificationScore,
  riskLevel,
  type Allocation,
  type RiskLevel,
} from '../../../../../domain/financial-analysis';
import {
  recommendations,
  type Recommendation,
} from '../../../../../domain/financial-recommendations';

/** Everything the analysis tabs show, derived once from the summary by the shared rules. */
export interface Analysis {
  netWorth: string;
  allocation: Allocation;
  score: number;
  risk: RiskLevel;
  recommendations: Recommendation[];
}

/** Applies part 2 §9's rules to the dashboard summary. */
export function analyse(summary: DashboardSummary): Analysis {
  const a = allocation(
    summary.financialAccounts.bankBalance,
    summary.financialAccounts.investmentValue,
    summary.realEstate.totalValue,
  );
  return {
    netWorth: summary.totalNetWorth,
    allocation: a,
    score: diversificationScore(a),
    risk: riskLevel(a.percents.investments),
    recommendations: recommendations({
      allocation: a,
      netWorth: summary.totalNetWorth,
      insuranceCoverage: summary.insurance.totalCoverage,
    }),
  };
}

/** A share as the screen prints it: one decimal at most, '33.3%'. */
export const shareText = (percent: number) =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
