import {
  Briefcase,
  Building2,
  ClipboardCheck,
  CreditCard,
  FileText,
  Landmark,
  PiggyBank,
  Shield,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { DashboardView } from '../../domain/dashboard-summary';
import { NOT_SHARED } from '../../domain/figures/shared-view';
import { FigureTiles, type Figure } from './figure-tile';
import { countOf, dollars } from '../lib/figure-words';

/** A figure, or "Not shared with you" where it needs an area the grant does not cover. */
const or = <T,>(value: T | null | undefined, shown: (v: T) => string) =>
  value === null || value === undefined ? NOT_SHARED : shown(value);

/**
 * The owner's figures as a trusted person sees them (decision 028): each from the areas shared,
 * under whose and how many ("From the 3 areas Maria shares with you"), and "Not shared with
 * you" where a figure needs more. No advice, and none of the owner's checklist nudges.
 */
export function SharedFigures({ summary }: { summary: DashboardView }) {
  const f = summary.financialAccounts;
  const figures: Figure[] = [
    {
      label: 'Net Worth',
      icon: PiggyBank,
      value: or(summary.totalNetWorth, dollars),
      caption: 'Bank, investments, real estate and business interests, less debts',
    },
    { label: 'Bank Accounts', icon: Landmark, value: or(f.bankBalance, dollars) },
    { label: 'Investments', icon: TrendingUp, value: or(f.investmentValue, dollars) },
    { label: 'Real Estate', icon: Building2, value: or(summary.realEstate?.totalValue, dollars) },
    {
      label: 'Business Interests',
      icon: Briefcase,
      value: or(summary.businessInterests?.totalValue, dollars),
    },
    { label: 'Debts', icon: CreditCard, value: or(summary.debts?.totalBalance, dollars) },
    {
      label: 'Insurance Coverage',
      icon: Shield,
      value: or(summary.insurance?.totalCoverage, dollars),
    },
    {
      label: 'Estate Checklist',
      icon: ClipboardCheck,
      value: or(summary.estatePlanning, (p) => `${p.completionPercentage}% complete`),
    },
    { label: 'Family Members', icon: Users, value: or(summary.familyMembers, String) },
    {
      label: 'Documents',
      icon: FileText,
      value: or(summary.documents, (d) => countOf(d.total, 'document')),
    },
  ];
  return (
    <section className="grid gap-3" aria-labelledby="shared-figures-label">
      <p id="shared-figures-label" className="text-muted-foreground text-base font-medium">
        {summary.shared?.label}
      </p>
      <FigureTiles label="Shared figures" stackOnPhones figures={figures} />
    </section>
  );
}
