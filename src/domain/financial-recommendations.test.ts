import { describe, expect, it } from 'vitest';
import { allocation } from './financial-analysis';
import { recommendations, type RecommendationInput } from './financial-recommendations';

const keysFor = (input: RecommendationInput) => recommendations(input).map((r) => r.key);

/** Plenty of coverage, so only the rule under test can fire. */
const input = (
  bank: string,
  investments: string,
  realEstate: string,
  netWorth: string,
  insuranceCoverage = '999999999.00',
): RecommendationInput => ({
  allocation: allocation(bank, investments, realEstate),
  netWorth,
  insuranceCoverage,
});

describe('recommendations (part 2 §9)', () => {
  it('gives none without assets', () => {
    expect(keysFor(input('0.00', '0.00', '0.00', '0.00', '0.00'))).toEqual([]);
  });

  it('suggests an emergency fund when liquid is under 10%', () => {
    expect(keysFor(input('999.00', '6001.00', '3000.00', '10000.00'))).toContain('emergency-fund');
    expect(keysFor(input('1000.00', '6000.00', '3000.00', '10000.00'))).not.toContain(
      'emergency-fund',
    );
  });

  it('suggests growth under 30% investments only with net worth above 50,000', () => {
    const low = ['20000.00', '29999.00', '50001.00'] as const;
    expect(keysFor(input(...low, '50000.01'))).toContain('growth');
    expect(keysFor(input(...low, '50000.00'))).not.toContain('growth');
    expect(keysFor(input('20000.00', '30000.00', '50000.00', '100000.00'))).not.toContain('growth');
  });

  it('suggests reviewing insurance when coverage is under 5 times net worth', () => {
    const assets = ['20000.00', '60000.00', '20000.00'] as const;
    expect(keysFor(input(...assets, '100000.00', '499999.99'))).toContain('insurance');
    expect(keysFor(input(...assets, '100000.00', '500000.00'))).not.toContain('insurance');
    expect(keysFor(input(...assets, '-5000.00', '0.00'))).not.toContain('insurance');
  });

  it('praises diversification above a score of 75 only', () => {
    expect(keysFor(input('20000.00', '72000.00', '8000.00', '100000.00'))).toEqual([
      'excellent-diversification',
    ]);
    expect(keysFor(input('20000.00', '72500.00', '7500.00', '100000.00'))).toEqual([]);
  });
});
