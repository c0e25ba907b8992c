/**
 * The pieces of the liquidity answer: where each account, policy and property goes at death,
 * and which debts fall due then (a mortgage stays with the home).
 */
import { centsToDecimal } from '../money';
import { namesSomeone, passingOf } from '../figures/passing';
import type { RecordJson, RecordKindKey } from '../records';
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

/** True when a beneficiary field names anyone but the estate (the one rule's reading). */
export { namesSomeone };

/** Where an account goes at death, by the one rule: through the estate, or apart from it. */
const passesApart = (kind: RecordKindKey, record: RecordJson) =>
  passingOf(kind, record).outsideWill;

/** The assets in cents: available to the executor, passing apart, or not cash. */
export function classifyAssets(records: RecordsByKind) {
  const available = { cash: 0n, brokerage: 0n, lifeInsurance: 0n };
  const apart = { cash: 0n, brokerage: 0n, lifeInsurance: 0n, retirement: 0n };
  const notCounted = { retirement: 0n, realEstate: 0n, business: 0n };

  for (const r of recordsOf(records, 'bank-accounts')) {
    const v = centsOf(r, 'currentBalance');
    if (passesApart('bank-accounts', r)) apart.cash += v;
    else available.cash += v;
  }
  for (const r of recordsOf(records, 'investment-accounts')) {
    const v = centsOf(r, 'currentValue');
    const type = textOf(r, 'accountType');
    const isApart = passesApart('investment-accounts', r);
    if (RETIREMENT_TYPES.includes(type)) {
      if (isApart) apart.retirement += v;
      else notCounted.retirement += v;
    } else if (isApart) apart.brokerage += v;
    else available.brokerage += v;
  }
  for (const r of recordsOf(records, 'insurance-policies')) {
    if (r.policyType !== 'Life' || r.isActive === false) continue;
    const v = centsOf(r, 'coverageAmount');
    if (passesApart('insurance-policies', r)) apart.lifeInsurance += v;
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
