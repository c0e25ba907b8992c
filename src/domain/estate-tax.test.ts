import { describe, expect, it } from 'vitest';
import {
  annualGiftExclusionFor,
  estimateEstateTax,
  federalExemptionFor,
  LATEST_TAX_YEAR,
  TAX_YEARS,
} from './estate-tax';

describe('federalExemptionFor', () => {
  it('uses the published figure for each known year', () => {
    expect(federalExemptionFor(2024)).toBe(13_610_000);
    expect(federalExemptionFor(2025)).toBe(13_990_000);
    expect(federalExemptionFor(2026)).toBe(15_000_000);
  });

  it('uses the nearest known year outside the table', () => {
    expect(federalExemptionFor(2019)).toBe(13_610_000);
    expect(federalExemptionFor(2031)).toBe(15_000_000);
  });
});

describe('estimateEstateTax', () => {
  it('owes nothing below the exemption and reports what is left of it', () => {
    const e = estimateEstateTax('1000000.00', 2025);
    expect(e).toMatchObject({
      exemption: '13990000.00',
      taxableAmount: '0.00',
      federalTax: '0.00',
      stateTax: '0.00',
      totalTax: '0.00',
      effectiveRatePercent: 0,
      exemptionUsed: '1000000.00',
      remainingExemption: '12990000.00',
      needsPlanning: false,
    });
  });

  it('taxes 40% of the excess over the year’s exemption', () => {
    const e = estimateEstateTax('20000000', 2024);
    expect(e.taxableAmount).toBe('6390000.00');
    expect(e.federalTax).toBe('2556000.00');
    expect(e.totalTax).toBe('2556000.00');
    expect(e.effectiveRatePercent).toBe(12.78);
    expect(e.exemptionUsed).toBe('13610000.00');
    expect(e.remainingExemption).toBe('0.00');
    expect(e.needsPlanning).toBe(true);
  });

  it('applies the 2026 exemption', () => {
    expect(estimateEstateTax('16000000.00', 2026).federalTax).toBe('400000.00');
  });

  it('rounds cents half up', () => {
    // 0.01 above the exemption: 40% of a cent rounds to 0; 0.02 → 0.008 rounds to 0.01.
    expect(estimateEstateTax('13990000.01', 2025).federalTax).toBe('0.00');
    expect(estimateEstateTax('13990000.02', 2025).federalTax).toBe('0.01');
  });

  it('flags planning above 80% of the exemption only', () => {
    expect(estimateEstateTax('11192000.00', 2025).needsPlanning).toBe(false); // exactly 80%
    expect(estimateEstateTax('11192000.01', 2025).needsPlanning).toBe(true);
  });

  it('treats a blank or negative estate as empty', () => {
    for (const value of [null, '', '-500.00', 'abc']) {
      const e = estimateEstateTax(value, 2025);
      expect(e.estateValue).toBe('0.00');
      expect(e.totalTax).toBe('0.00');
      expect(e.remainingExemption).toBe('13990000.00');
    }
  });
});

describe('tax years and the annual gift exclusion', () => {
  it('offers 2024 to 2026 with the latest as the default', () => {
    expect(TAX_YEARS).toEqual([2024, 2025, 2026]);
    expect(LATEST_TAX_YEAR).toBe(2026);
  });

  it('quotes 18,000 for 2024 (the spec) and 19,000 for 2025 and 2026', () => {
    expect(annualGiftExclusionFor(2024)).toBe(18_000);
    expect(annualGiftExclusionFor(2025)).toBe(19_000);
    expect(annualGiftExclusionFor(2026)).toBe(19_000);
    expect(annualGiftExclusionFor(2020)).toBe(18_000);
    expect(annualGiftExclusionFor(2030)).toBe(19_000);
  });
});

describe('estimateEstateTax at the spec’s boundaries (2024: 13,610,000)', () => {
  it('owes nothing exactly at the exemption, which is then used in full', () => {
    const e = estimateEstateTax('13610000.00', 2024);
    expect(e).toMatchObject({
      taxableAmount: '0.00',
      totalTax: '0.00',
      effectiveRatePercent: 0,
      exemptionUsed: '13610000.00',
      remainingExemption: '0.00',
      needsPlanning: true,
    });
  });

  it('taxes the first dollar above it at 40%', () => {
    const e = estimateEstateTax('13610001.00', 2024);
    expect(e.federalTax).toBe('0.40');
    expect(e.stateTax).toBe('0.00');
  });

  it('switches to planning advice just above 80% of the exemption (10,888,000)', () => {
    expect(estimateEstateTax('10888000.00', 2024).needsPlanning).toBe(false);
    expect(estimateEstateTax('10888000.01', 2024).needsPlanning).toBe(true);
  });

  it('uses each year’s own exemption for the same estate', () => {
    const estate = '14000000.00';
    expect(estimateEstateTax(estate, 2024).federalTax).toBe('156000.00');
    expect(estimateEstateTax(estate, 2025).federalTax).toBe('4000.00');
    expect(estimateEstateTax(estate, 2026).federalTax).toBe('0.00');
    expect(estimateEstateTax(estate, 2026).remainingExemption).toBe('1000000.00');
  });
});
