import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatPercent,
  formatPhone,
  formatSsnInput,
  initials,
  maskAccountNumber,
} from './format';

describe('formatMoney', () => {
  it('shows cents on lists and whole dollars where the spec says 0 decimals', () => {
    expect(formatMoney('1234.5', 2)).toBe('$1,234.50');
    expect(formatMoney('1234.5', 0)).toBe('$1,235');
    expect(formatMoney('0', 2)).toBe('$0.00');
    expect(formatMoney(250000, 0)).toBe('$250,000');
  });

  it('keeps large decimal strings exact', () => {
    expect(formatMoney('9999999999999.99', 2)).toBe('$9,999,999,999,999.99');
  });

  it('gives empty text for blanks and junk', () => {
    expect(formatMoney(null, 2)).toBe('');
    expect(formatMoney('', 2)).toBe('');
    expect(formatMoney('abc', 2)).toBe('');
  });

  it('shows negatives', () => {
    expect(formatMoney('-12.5', 2)).toBe('-$12.50');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros', () => {
    expect(formatPercent('4.50')).toBe('4.5%');
    expect(formatPercent('100')).toBe('100%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('maskAccountNumber', () => {
  it('shows 4 or fewer characters in full', () => {
    expect(maskAccountNumber('123')).toBe('123');
    expect(maskAccountNumber('1234')).toBe('1234');
  });

  it('masks all but the last 4', () => {
    expect(maskAccountNumber('12345')).toBe('****2345');
    expect(maskAccountNumber('123456789012')).toBe('****9012');
  });

  it('gives empty text for nothing', () => {
    expect(maskAccountNumber(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats 10 digits however they were typed', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
  });

  it('leaves other lengths as typed', () => {
    expect(formatPhone('1234567')).toBe('1234567');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('formatDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['America/Los_Angeles', 'Pacific/Auckland', 'UTC'])(
    'shows 2024-01-05 as Jan 5, 2024 in %s',
    (tz) => {
      process.env.TZ = tz;
      expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
      expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
    },
  );

  it('shows a timestamp as its local day', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(formatDate('2024-01-04T12:00:00.000Z')).toBe('Jan 5, 2024');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2024-01-05T02:00:00.000Z')).toBe('Jan 4, 2024');
  });

  it('gives empty text for blanks and junk', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('initials', () => {
  it('takes up to 2 words', () => {
    expect(initials('mary ann smith')).toBe('MA');
    expect(initials('  Cher ')).toBe('C');
    expect(initials('')).toBe('');
  });
});

describe('formatSsnInput', () => {
  it('inserts dashes as digits are typed', () => {
    expect(formatSsnInput('12')).toBe('12');
    expect(formatSsnInput('1234')).toBe('123-4');
    expect(formatSsnInput('123456')).toBe('123-45-6');
    expect(formatSsnInput('123-45-6789')).toBe('123-45-6789');
  });

  it('drops letters and extra digits', () => {
    expect(formatSsnInput('12a3456789999')).toBe('123-45-6789');
  });
});
