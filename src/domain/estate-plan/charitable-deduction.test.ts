import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import { charitableDeduction, estimateWithGifts } from './charitable-deduction';

const gift = (id: string, fields: Record<string, unknown>) =>
  ({
    id,
    createdAt: '',
    updatedAt: '',
    giftMethod: 'Bequest in the will',
    ...fields,
  }) as RecordJson;

describe('the charitable deduction', () => {
  it('counts an amount as entered, else a share of the estate, else nothing', () => {
    const gifts = [
      gift('a', { amount: '250000.00', estateSharePercent: '5.00' }),
      gift('b', { amount: null, estateSharePercent: '10.00' }),
      gift('c', { amount: null, estateSharePercent: null }),
    ];
    // Estate 3,000,000: 250,000 + 10% of it (300,000) + nothing.
    expect(charitableDeduction(gifts, '3000000.00')).toEqual({
      total: '550000.00',
      gifts: [
        { id: 'a', counted: '250000.00', basis: 'amount' },
        { id: 'b', counted: '300000.00', basis: 'share' },
        { id: 'c', counted: '0.00', basis: 'none' },
      ],
    });
  });

  it('never deducts more than the estate', () => {
    expect(charitableDeduction([gift('a', { amount: '900.00' })], '500.00').total).toBe('500.00');
    expect(charitableDeduction([gift('a', { amount: '900.00' })], '-10.00').total).toBe('0.00');
  });

  it('shows the 2026 estimate with and without the gifts (worked example)', () => {
    // Estate $16,000,000 under 2026 rules (exemption $15,000,000, 40%): $400,000 tax.
    // A $600,000 bequest leaves $15,400,000: $160,000 tax, so the gift saves $240,000.
    const result = estimateWithGifts('16000000.00', [gift('a', { amount: '600000.00' })], 2026);
    expect(result.without.totalTax).toBe('400000.00');
    expect(result.with.estateValue).toBe('15400000.00');
    expect(result.with.totalTax).toBe('160000.00');
    expect(result.deduction).toBe('600000.00');
    expect(result.taxSaved).toBe('240000.00');
  });

  it('saves no tax below the exemption', () => {
    const result = estimateWithGifts('2000000.00', [gift('a', { estateSharePercent: '10' })], 2024);
    expect(result.deduction).toBe('200000.00');
    expect(result.taxSaved).toBe('0.00');
  });
});
