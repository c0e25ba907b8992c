/**
 * What each asset adds to the estate-tax figure (issue 43), with the rule and its source to
 * stand beside the figure: held jointly with a spouse, half (IRC §2040(b)); jointly with anyone
 * else, in full, as no contribution by the other owner is recorded (§2040(a)); a life policy
 * the owner owns, at its coverage (§2042); community property, the owner's half; everything
 * else in full. Debts are deducted as net worth counts them (§2053).
 */
import { centsOf, recordsOf, textOf, type RecordsByKind } from '../estate-plan/estate-records';
import { centsToDecimal } from '../money';
import type { RecordKindKey } from '../records';
import { totalDebtCents } from './debts-once';
import { passingOf } from './passing';

/** One asset's part in the estate-tax figure. */
export interface Inclusion {
  recordKind: RecordKindKey;
  recordId: string;
  worthCents: bigint;
  includedCents: bigint;
  rule: string;
  source: string;
}

const VALUE: Partial<Record<RecordKindKey, string>> = {
  'bank-accounts': 'currentBalance',
  'investment-accounts': 'currentValue',
  'real-estate': 'currentValue',
  'business-interests': 'estimatedValue',
};
const OWNERS: Partial<Record<RecordKindKey, string>> = {
  'bank-accounts': 'ownersOnAccount',
  'real-estate': 'coOwners',
};

/** The living spouse's names as recorded (first name and full name), lower case. */
function spouseNames(records: RecordsByKind): string[] {
  return recordsOf(records, 'family-members')
    .filter((m) => m.relationship === 'Spouse' && m.formerSpouse !== true)
    .flatMap((m) => {
      const full = textOf(m, 'name').toLowerCase();
      return full ? [full, full.split(/\s+/)[0]] : [];
    });
}

/** Each asset's inclusion, in the kinds' order. */
export function estateInclusions(records: RecordsByKind): Inclusion[] {
  const spouse = spouseNames(records);
  const out: Inclusion[] = [];
  for (const [key, field] of Object.entries(VALUE) as [RecordKindKey, string][])
    for (const r of recordsOf(records, key)) {
      const worth = centsOf(r, field);
      const path = passingOf(key, r).path;
      const owners = OWNERS[key] ? textOf(r, OWNERS[key]!).toLowerCase() : '';
      const withSpouse = spouse.some((name) => new RegExp(`\\b${name}\\b`).test(owners));
      const base = { recordKind: key, recordId: r.id, worthCents: worth };
      if (path === 'survivorship' && withSpouse)
        out.push({
          ...base,
          includedCents: worth / 2n,
          rule: 'Held jointly with your spouse: half counts.',
          source: 'Internal Revenue Code §2040(b)',
        });
      else if (path === 'survivorship')
        out.push({
          ...base,
          includedCents: worth,
          rule: "Held jointly with someone other than your spouse: counts in full unless the other owner's contribution is shown.",
          source: 'Internal Revenue Code §2040(a)',
        });
      else if (path === 'community')
        out.push({
          ...base,
          includedCents: worth / 2n,
          rule: 'Community property: your half counts.',
          source: 'Internal Revenue Code §2033; state community property law',
        });
      else
        out.push({
          ...base,
          includedCents: worth,
          rule: 'Owned by you: counts in full.',
          source: 'Internal Revenue Code §2033',
        });
    }
  for (const p of recordsOf(records, 'insurance-policies')) {
    if (p.policyType !== 'Life' || p.isActive === false) continue;
    const coverage = centsOf(p, 'coverageAmount');
    out.push({
      recordKind: 'insurance-policies',
      recordId: p.id,
      worthCents: coverage,
      includedCents: coverage,
      rule: 'A life policy you own: its death benefit counts.',
      source: 'Internal Revenue Code §2042',
    });
  }
  return out;
}

/** The estate the tax is figured on, in cents: the inclusions less the debts. */
export function taxableEstateCents(records: RecordsByKind): bigint {
  const included = estateInclusions(records).reduce((s, i) => s + i.includedCents, 0n);
  return included - totalDebtCents(records);
}

/** The debts line beside the figure: what net worth deducts, deducted here too. */
export const DEBTS_DEDUCTED = {
  rule: 'Debts are taken off, counted once as net worth counts them.',
  source: 'Internal Revenue Code §2053',
} as const;

/** One rule as it stands beside the estate-tax figure, with what it covers in the records. */
export interface InclusionRuleLine {
  rule: string;
  source: string;
  /** How many of the records it covers. */
  assets: number;
  /** What they add to the estate, decimal string (for debts: what is taken off). */
  amount: string;
}

/**
 * The estate the tax is figured on, as a decimal string, and each rule that made it, in the
 * order first met, with the debts last: what Legacy Planning shows beside the figure.
 */
export function estateValueWithRules(records: RecordsByKind): {
  estateValue: string;
  rules: InclusionRuleLine[];
} {
  const byRule = new Map<string, { source: string; assets: number; cents: bigint }>();
  for (const i of estateInclusions(records)) {
    const seen = byRule.get(i.rule) ?? { source: i.source, assets: 0, cents: 0n };
    seen.assets += 1;
    seen.cents += i.includedCents;
    byRule.set(i.rule, seen);
  }
  const debts = totalDebtCents(records);
  const rules = [...byRule].map(([rule, v]) => ({
    rule,
    source: v.source,
    assets: v.assets,
    amount: centsToDecimal(v.cents),
  }));
  if (debts > 0n) rules.push({ ...DEBTS_DEDUCTED, assets: 0, amount: centsToDecimal(debts) });
  return { estateValue: centsToDecimal(taxableEstateCents(records)), rules };
}
