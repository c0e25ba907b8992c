import { describe, expect, it } from 'vitest';
import { compactDollars, countOf, dollars } from './figure-words';

describe('countOf (counts on the summary screens)', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'account')).toBe('1 account');
    expect(countOf(0, 'account')).toBe('0 accounts');
    expect(countOf(3, 'account')).toBe('3 accounts');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'property', 'properties')).toBe('1 property');
    expect(countOf(2, 'property', 'properties')).toBe('2 properties');
  });

  it('groups thousands', () => {
    expect(countOf(1234, 'document')).toBe('1,234 documents');
  });
});

describe('dollars (money on the summary and analysis screens)', () => {
  it('shows whole dollars with separators, rounding the cents', () => {
    expect(dollars('1234.56')).toBe('$1,235');
    expect(dollars('1234.49')).toBe('$1,234');
    expect(dollars('2500000')).toBe('$2,500,000');
  });

  it('shows a debt with its minus sign', () => {
    expect(dollars('-1500')).toBe('-$1,500');
  });

  it('shows $0 for an amount not entered or not a number, never a blank', () => {
    expect(dollars(null)).toBe('$0');
    expect(dollars(undefined)).toBe('$0');
    expect(dollars('')).toBe('$0');
    expect(dollars('n/a')).toBe('$0');
  });
});

describe('compactDollars (chart axes)', () => {
  it('shortens thousands and millions to one decimal', () => {
    expect(compactDollars(12_500)).toBe('$12.5K');
    expect(compactDollars(1_250_000)).toBe('$1.3M');
  });

  // The axis once read '$0.0', '$950.0', '$3.0M'.
  it('shows round amounts without a trailing .0', () => {
    expect(compactDollars(0)).toBe('$0');
    expect(compactDollars(950)).toBe('$950');
    expect(compactDollars(3_000_000)).toBe('$3M');
  });
});
