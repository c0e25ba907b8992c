import type { DashboardSummary, DashboardView } from '../../domain/dashboard-summary';
import { figureShared, sharedLabel, type FigureKey } from '../../domain/figures/shared-view';
import { isSealedUntilRelease, RECORD_KINDS } from '../../domain/records';

/** The areas a grant can cover (Letters & Wishes is never a grant's area). */
const GRANTABLE = RECORD_KINDS.filter((k) => !isSealedUntilRelease(k)).map((k) => k.key);

/**
 * The summary as a trusted person sees it (decision 028): the figures `summary` computed from
 * the covered areas, each figure that needs an area not covered set to null (never a $0 that
 * stands for it), and whose they are, from how many areas. The owner's view is unchanged.
 */
export function dashboardView(
  summary: DashboardSummary,
  trusted: { areas: readonly string[] | null; ownerFirstName: string } | null,
): DashboardView {
  if (!trusted) return { ...summary, shared: null };
  const { areas } = trusted;
  const shown = (figure: FigureKey) => figureShared(areas, figure);
  const only = <T>(figure: FigureKey, value: T): T | null => (shown(figure) ? value : null);
  const count = areas === null ? 'all' : areas.filter((a) => GRANTABLE.includes(a as never)).length;
  const f = summary.financialAccounts;
  return {
    totalNetWorth: only('netWorth', summary.totalNetWorth),
    familyMembers: only('familyMembers', summary.familyMembers),
    insurance: only('insurance', summary.insurance),
    estatePlanning: shown('checklist')
      ? {
          ...summary.estatePlanning,
          upcomingDates: only('upcomingDates', summary.estatePlanning.upcomingDates),
        }
      : null,
    financialAccounts: {
      bankAccounts: only('bank', f.bankAccounts),
      bankBalance: only('bank', f.bankBalance),
      investmentAccounts: only('investments', f.investmentAccounts),
      investmentValue: only('investments', f.investmentValue),
    },
    realEstate: only('realEstate', summary.realEstate),
    businessInterests: only('businessInterests', summary.businessInterests),
    debts: only('debts', summary.debts),
    documents: only('documents', summary.documents),
    shared: {
      ownerFirstName: trusted.ownerFirstName,
      areas: count === GRANTABLE.length ? 'all' : count,
      label: sharedLabel(trusted.ownerFirstName, count === GRANTABLE.length ? 'all' : count),
    },
  };
}
