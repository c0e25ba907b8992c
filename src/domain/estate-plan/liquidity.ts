/**
 * Will the estate have cash? What the executor can use (accounts and life insurance that pass
 * through the estate) against what falls due at death: debts, the estate-tax estimate, final
 * expenses, and the property's running costs while the estate is settled.
 */
import { centsToDecimal, toCents } from '../money';
import { centsOf, recordsOf, type RecordsByKind } from './estate-records';
import { classifyAssets, debtLines } from './liquidity-parts';
import type { EstatePlanPreferences, Liquidity, LiquidityLine } from './liquidity-api';

const dec = centsToDecimal;

/** The liquidity answer; `estateTax` is the estimate's total (after charitable gifts). */
export function estateLiquidity(
  records: RecordsByKind,
  input: {
    estateTax: string;
    taxYear: number;
    preferences: EstatePlanPreferences;
    missingAreas?: readonly string[];
  },
): Liquidity {
  const { available, apart, notCounted } = classifyAssets(records);
  const { debts, secured } = debtLines(records);
  const sum = (lines: LiquidityLine[]) => lines.reduce((s, l) => s + (toCents(l.amount) ?? 0n), 0n);

  const months = BigInt(input.preferences.monthsToSettle);
  // A month's running costs: the payment, and a twelfth of the year's taxes and insurance.
  const monthly = recordsOf(records, 'real-estate').reduce(
    (s, r) =>
      s +
      centsOf(r, 'monthlyPayment') +
      centsOf(r, 'propertyTaxes') / 12n +
      centsOf(r, 'insurance') / 12n,
    0n,
  );
  const due = {
    debts: sum(debts),
    estateTax: toCents(input.estateTax) ?? 0n,
    finalExpenses: toCents(input.preferences.finalExpenses) ?? 0n,
    carryingCosts: monthly * months,
  };
  const availableTotal = available.cash + available.brokerage + available.lifeInsurance;
  const dueTotal = due.debts + due.estateTax + due.finalExpenses + due.carryingCosts;
  const balance = availableTotal - dueTotal;

  const biggest = [...debts].sort((a, b) =>
    Number((toCents(b.amount) ?? 0n) - (toCents(a.amount) ?? 0n)),
  )[0];
  const drivers = [
    {
      label: 'Cash in accounts that pass through the estate',
      amount: available.cash,
      kind: 'asset' as const,
    },
    {
      label: 'Brokerage accounts that pass through the estate',
      amount: available.brokerage,
      kind: 'asset' as const,
    },
    {
      label: 'Life insurance payable to the estate',
      amount: available.lifeInsurance,
      kind: 'asset' as const,
    },
    {
      label: biggest ? `Debts due at death (largest: ${biggest.title})` : 'Debts due at death',
      amount: due.debts,
      kind: 'cost' as const,
    },
    {
      label: `Estimated federal estate tax (${input.taxYear} rules)`,
      amount: due.estateTax,
      kind: 'cost' as const,
    },
    { label: 'Final expenses', amount: due.finalExpenses, kind: 'cost' as const },
    {
      label: `Property costs for ${months} months while the estate settles`,
      amount: due.carryingCosts,
      kind: 'cost' as const,
    },
  ]
    .filter((d) => d.amount > 0n)
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
    .map((d) => ({ ...d, amount: dec(d.amount) }));

  return {
    taxYear: input.taxYear,
    preferences: input.preferences,
    available: {
      cash: dec(available.cash),
      brokerage: dec(available.brokerage),
      lifeInsurance: dec(available.lifeInsurance),
      total: dec(availableTotal),
    },
    apart: {
      cash: dec(apart.cash),
      brokerage: dec(apart.brokerage),
      lifeInsurance: dec(apart.lifeInsurance),
      retirement: dec(apart.retirement),
      total: dec(apart.cash + apart.brokerage + apart.lifeInsurance + apart.retirement),
    },
    notCounted: {
      retirement: dec(notCounted.retirement),
      realEstate: dec(notCounted.realEstate),
      business: dec(notCounted.business),
    },
    due: {
      debts: dec(due.debts),
      estateTax: dec(due.estateTax),
      finalExpenses: dec(due.finalExpenses),
      carryingCosts: dec(due.carryingCosts),
      monthlyCarrying: dec(monthly),
      total: dec(dueTotal),
    },
    debts,
    secured: { total: dec(sum(secured)), items: secured },
    balance: dec(balance),
    status: balance > 0n ? 'surplus' : balance < 0n ? 'shortfall' : 'even',
    drivers,
    missingAreas: [...(input.missingAreas ?? [])],
  };
}
