import { describe, expect, it } from 'vitest';
import {
  allocation,
  diversificationBadge,
  diversificationLabel,
  diversificationScore,
  guidelineStatus,
  riskLevel,
  TARGET_GUIDELINES,
} from './financial-analysis';

/** An allocation from whole-dollar amounts: bank, investments, real estate. */
const mix = (bank: number, investments: number, realEstate: number) =>
  allocation(String(bank), String(investments), String(realEstate));

describe('allocation', () => {
  it('takes percentages over bank + investments + real estate only', () => {
    const a = allocation('25000.00', '50000.00', '25000.00');
    expect(a.total).toBe('100000.00');
    expect(a.percents).toEqual({ liquid: 25, investments: 50, realEstate: 25 });
    expect(a.amounts.investments).toBe('50000.00');
  });

  it('is all zero with no assets, and counts a negative sum as nothing', () => {
    expect(allocation('0.00', '0.00', '0.00').percents).toEqual({
      liquid: 0,
      investments: 0,
      realEstate: 0,
    });
    expect(allocation('-500.00', '1000.00', '0.00').percents.investments).toBe(100);
  });
});

describe('diversificationScore', () => {
  it('is 100 exactly on the targets (liquid 20, investments 60, real estate 20)', () => {
    expect(diversificationScore(mix(20_000, 60_000, 20_000))).toBe(100);
  });

  it('takes away each percentage point of deviation', () => {
    expect(diversificationScore(mix(20_000, 72_000, 8_000))).toBe(76);
    expect(diversificationScore(mix(20_000, 72_500, 7_500))).toBe(75);
    expect(diversificationScore(mix(15_500, 84_500, 0))).toBe(51);
    expect(diversificationScore(mix(15_000, 85_000, 0))).toBe(50);
  });

  it('is clamped at 0, which is also the score of no assets', () => {
    expect(diversificationScore(mix(100_000, 0, 0))).toBe(0);
    expect(diversificationScore(mix(0, 0, 0))).toBe(0);
  });
});

describe('diversificationBadge', () => {
  it.each([
    [100, 'default'],
    [76, 'default'],
    [75, 'secondary'],
    [51, 'secondary'],
    [50, 'destructive'],
    [0, 'destructive'],
  ] as const)('score %i is %s', (score, variant) => {
    expect(diversificationBadge(score)).toBe(variant);
  });

  it('names each band', () => {
    expect([76, 75, 50].map(diversificationLabel)).toEqual([
      'Well Diversified',
      'Fair',
      'Needs Work',
    ]);
  });
});

describe('riskLevel', () => {
  it('is high only above 80% investments and moderate only above 60%', () => {
    expect(riskLevel(mix(1_999, 8_001, 0).percents.investments)).toBe('High');
    expect(riskLevel(mix(20, 80, 0).percents.investments)).toBe('Moderate');
    expect(riskLevel(mix(3_999, 6_001, 0).percents.investments)).toBe('Moderate');
    expect(riskLevel(mix(40, 60, 0).percents.investments)).toBe('Low');
    expect(riskLevel(0)).toBe('Low');
  });
});

describe('target guidelines', () => {
  it('are liquid 15–20, growth 50–70 and real estate 15–25, inclusive', () => {
    expect(TARGET_GUIDELINES.map((g) => [g.key, g.min, g.max])).toEqual([
      ['liquid', 15, 20],
      ['investments', 50, 70],
      ['realEstate', 15, 25],
    ]);
    const liquid = TARGET_GUIDELINES[0];
    expect(guidelineStatus(14.9, liquid)).toBe('Below');
    expect(guidelineStatus(15, liquid)).toBe('In range');
    expect(guidelineStatus(20, liquid)).toBe('In range');
    expect(guidelineStatus(20.1, liquid)).toBe('Above');
  });
});
