/**
 * The pieces of the liquidity answer: where each account, policy and property goes at death,
 * and which debts fall due then (a mortgage stays with the home).
 */
import { centsToDecimal } from '../money';
import { parseBeneficiaries } from './beneficiary-names';
import {
  assetTitle,
  centsOf,
  recordLink,
  recordsOf,
  textOf,
  type RecordsByKind,
} from './estate-records';
import type { LiquidityLine } from './liquidity-api';

/** Investment types that are retirement or tax-favoured accounts, not cash: withdrawals are taxed or restricted. */
export const RETIREMENT_TYPES: readonly string[] = [
  '401(k)',
  '403(b)',
  'IRA - Traditional',
  'IRA - Roth',
  'SEP-IRA',
  'Simple IRA',
  'Pension',
  'Annuity',
  'HSA',
  '529 Education Savings',
];
/** Debts secured by a home, which stay with it (Garn-St Germain): shown apart, not due at death. */
export const SECURED_BY_PROPERTY: readonly string[] = ['Mortgage', 'Home Equity Loan'];

/** True when a beneficiary field names anyone but the estate as a primary beneficiary. */
export function namesSomeone(field: string): boolean {
  return parseBeneficiaries(field).some(
    (n) => !n.contingent && !/^(?:the |my )?estate\b/i.test(n.name),
  );
}

/** Where an account or policy goes at death: through the estate, or apart from it. */
function passesApart(accountType: string, beneficiaries: string): boolean {
  return /joint|trust/i.test(accountType) || namesSomeone(beneficiaries);
}

/** The assets in cents: available to the executor, passing apart, or not cash. */
export function classifyAssets(records: RecordsByKind) {
  const available = { cash: 0n, brokerage: 0n, lifeInsurance: 0n };
  const apart = { cash: 0n, brokerage: 0n, lifeInsurance: 0n, retirement: 0n };
  const notCounted = { retirement: 0n, realEstate: 0n, business: 0n };

  for (const r of recordsOf(records, 'bank-accounts')) {
    const v = centsOf(r, 'currentBalance');
    if (passesApart(textOf(r, 'accountType'), textOf(r, 'beneficiary'))) apart.cash += v;
    else available.cash += v;
  }
  for (const r of recordsOf(records, 'investment-accounts')) {
    const v = centsOf(r, 'currentValue');
    const type = textOf(r, 'accountType');
    const isApart = passesApart(type, textOf(r, 'beneficiaries'));
    if (RETIREMENT_TYPES.includes(type)) {
      if (isApart) apart.retirement += v;
      else notCounted.retirement += v;
    } else if (isApart) apart.brokerage += v;
    else available.brokerage += v;
  }
  for (const r of recordsOf(records, 'insurance-policies')) {
    if (r.policyType !== 'Life' || r.isActive === false) continue;
    const v = centsOf(r, 'coverageAmount');
    if (namesSomeone(textOf(r, 'beneficiaries'))) apart.lifeInsurance += v;
    else available.lifeInsurance += v;
  }
  for (const r of recordsOf(records, 'real-estate'))
    notCounted.realEstate += centsOf(r, 'currentValue');
  for (const r of recordsOf(records, 'business-interests'))
    notCounted.business += centsOf(r, 'estimatedValue');

  return { available, apart, notCounted };
}

/** Debts due at death, and those secured by a home (shown apart). */
export function debtLines(records: RecordsByKind) {
  const dec = centsToDecimal;
  const debts: LiquidityLine[] = [];
  const secured: LiquidityLine[] = [];
  for (const r of recordsOf(records, 'debts-liabilities')) {
    const type = textOf(r, 'debtType');
    const isSecured = SECURED_BY_PROPERTY.includes(type);
    const note = isSecured
      ? 'Stays with the property: an heir who keeps the home can keep paying it.'
      : type === 'Student Loan'
        ? 'Federal student loans are discharged at death; private ones may not be.'
        : type;
    (isSecured ? secured : debts).push({
      recordKind: 'debts-liabilities',
      recordId: r.id,
      title: assetTitle('debts-liabilities', r),
      amount: dec(centsOf(r, 'currentBalance')),
      note,
      link: recordLink('debts-liabilities', r.id),
    });
  }
  return { debts, secured };
}
