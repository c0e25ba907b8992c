import { describe, expect, it } from 'vitest';
import { centsToDecimal, sumDecimals, toCents } from './money';

describe('sumDecimals', () => {
  it('adds exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
  });

  it('gives 0.00 for nothing, nulls and blanks', () => {
    expect(sumDecimals([])).toBe('0.00');
    expect(sumDecimals([null, undefined, '', '  '])).toBe('0.00');
  });

  it('keeps whole numbers and large balances exact', () => {
    expect(sumDecimals(['1500', '2500.5'])).toBe('4000.50');
    expect(sumDecimals(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
  });

  it('handles negatives and crossing zero', () => {
    expect(sumDecimals(['-0.05'])).toBe('-0.05');
    expect(sumDecimals(['10.00', '-12.50'])).toBe('-2.50');
    expect(sumDecimals(['-1.25', '1.25'])).toBe('0.00');
  });

  it('ignores malformed values', () => {
    expect(sumDecimals(['abc', '1.00', '.', '-'])).toBe('1.00');
  });
});

describe('toCents / centsToDecimal', () => {
  it('parses the API forms', () => {
    expect(toCents('0')).toBe(0n);
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents('.5')).toBe(50n);
    expect(toCents('1,234.56')).toBe(123456n);
    expect(toCents(null)).toBeNull();
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toCents('0.005')).toBe(1n);
    expect(toCents('0.004')).toBe(0n);
    expect(toCents('-0.005')).toBe(-1n);
  });

  it('prints two decimals', () => {
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(-123456n)).toBe('-1234.56');
  });
});
