import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../money';
import { estateEstimate } from '../estate-plan/estate-estimate';
import { estateInclusions, estateValueWithRules, taxableEstateCents } from './estate-inclusion';
import { retiredCoupleRecords } from './testing/retired-couple';

describe('the estate-tax figure, asset by asset', () => {
  it('counts half of what is held with the spouse and the life policy at its coverage', () => {
    const records = retiredCoupleRecords();
    const byId = new Map(estateInclusions(records).map((i) => [i.recordId, i]));
    expect(byId.get('real-estate-0')).toMatchObject({
      includedCents: 32_500_000n,
      source: 'Internal Revenue Code §2040(b)',
    });
    expect(byId.get('bank-accounts-0')).toMatchObject({ includedCents: 2_272_500n });
    expect(byId.get('insurance-policies-0')).toMatchObject({
      includedCents: 25_000_000n,
      source: 'Internal Revenue Code §2042',
    });
    // 325,000 + 22,725 + 80,000 + 520,000 + 275,000 + 250,000 − 120,000
    expect(centsToDecimal(taxableEstateCents(records))).toBe('1352725.00');
  });

  it('counts a joint account with someone else in full (§2040(a))', () => {
    const records = retiredCoupleRecords();
    records['bank-accounts']![0].ownersOnAccount = 'Margaret Chen and Ruth Park';
    const joint = estateInclusions(records).find((i) => i.recordId === 'bank-accounts-0');
    expect(joint).toMatchObject({
      includedCents: 4_545_000n,
      source: 'Internal Revenue Code §2040(a)',
    });
  });

  it('is the estate every estate-tax estimate is figured on, its rules beside it', () => {
    const records = retiredCoupleRecords();
    expect(estateEstimate(records, 2026).without.estateValue).toBe('1352725.00');
    const { estateValue, rules } = estateValueWithRules(records);
    expect(estateValue).toBe('1352725.00');
    expect(rules.find((r) => r.source === 'Internal Revenue Code §2040(b)')).toMatchObject({
      rule: 'Held jointly with your spouse: half counts.',
      amount: '347725.00',
    });
    expect(rules.at(-1)).toEqual({
      rule: 'Debts are taken off, counted once as net worth counts them.',
      source: 'Internal Revenue Code §2053',
      assets: 0,
      amount: '120000.00',
    });
  });
});
