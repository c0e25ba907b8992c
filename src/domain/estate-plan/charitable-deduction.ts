/**
 * What planned charitable gifts do to the federal estate-tax estimate: gifts at death are
 * deducted from the taxable estate (IRC §2055), a lifetime gift leaves the estate when made.
 * The estimate is shown with and without them, side by side.
 */
import { estimateEstateTax, type EstateTaxEstimate } from '../estate-tax';
import { centsToDecimal, toCents } from '../money';
import type { RecordJson } from '../records';
import type { LegalRule } from './legal-rules';

/** One gift's part of the deduction. */
export interface GiftDeduction {
  id: string;
  /** The gift in USD as counted (decimal string). */
  counted: string;
  /** 'amount' as entered, a 'share' of the estate, or 'none' (neither was entered). */
  basis: 'amount' | 'share' | 'none';
}

/** The gifts' total, capped at the estate: no deduction can take the estate below nothing. */
export function charitableDeduction(
  gifts: readonly RecordJson[],
  estateValue: string,
): { total: string; gifts: GiftDeduction[] } {
  const estate = toCents(estateValue) ?? 0n;
  const base = estate > 0n ? estate : 0n;
  let total = 0n;
  const out = gifts
    .filter((g) => g.locked !== true)
    .map((g): GiftDeduction => {
      const amount = toCents(typeof g.amount === 'string' ? g.amount : null) ?? 0n;
      if (amount > 0n) {
        total += amount;
        return { id: g.id, counted: centsToDecimal(amount), basis: 'amount' };
      }
      const share = Number(g.estateSharePercent ?? 0);
      if (share > 0) {
        // Half a cent rounds up, as the tax figures do.
        const part = (base * BigInt(Math.round(share * 100)) + 5_000n) / 10_000n;
        total += part;
        return { id: g.id, counted: centsToDecimal(part), basis: 'share' };
      }
      return { id: g.id, counted: '0.00', basis: 'none' };
    });
  return { total: centsToDecimal(total < base ? total : base), gifts: out };
}

/** The estimate without gifts and with them, and what the gifts save in estate tax. */
export interface EstimateWithGifts {
  without: EstateTaxEstimate;
  with: EstateTaxEstimate;
  deduction: string;
  taxSaved: string;
}

/** Estimates the year's federal estate tax on `estateValue` before and after the gifts. */
export function estimateWithGifts(
  estateValue: string,
  gifts: readonly RecordJson[],
  year: number,
): EstimateWithGifts {
  const without = estimateEstateTax(estateValue, year);
  const { total } = charitableDeduction(gifts, without.estateValue);
  const after = centsToDecimal((toCents(without.estateValue) ?? 0n) - (toCents(total) ?? 0n));
  const withGifts = estimateEstateTax(after, year);
  const saved = (toCents(without.totalTax) ?? 0n) - (toCents(withGifts.totalTax) ?? 0n);
  return { without, with: withGifts, deduction: total, taxSaved: centsToDecimal(saved) };
}

/** How the gifts are counted, for the screen and the reports (year: the estimate's rules). */
export function charitableRules(year: number): LegalRule[] {
  return [
    {
      title: `Charitable deduction (${year} rules)`,
      text: 'A gift to a qualified charity at death, by will, beneficiary designation or to a donor-advised fund, is deducted from the taxable estate in full, with no limit. A share of the estate is counted on the estate before tax. A lifetime gift leaves the estate when it is made.',
      source:
        'Internal Revenue Code §2055 (estate tax charitable deduction) and §170 (lifetime gifts)',
    },
    {
      title: 'Charitable remainder trusts',
      text: "Only the present value of what the charity will receive is deducted, which the trust's payout and the IRS §7520 rate of the month decide: enter that figure, as your attorney calculates it, as the gift's amount.",
      source: 'Internal Revenue Code §2055(e)(2) and §7520',
    },
  ];
}
