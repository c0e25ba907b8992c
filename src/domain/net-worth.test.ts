import { describe, expect, it } from 'vitest';
import {
  monthEndSnapshots,
  netWorthChange,
  rangeStart,
  toPoint,
  type NetWorthSnapshot,
} from './net-worth';

const at = (day: string, netWorth: string): NetWorthSnapshot => ({
  day,
  bank: netWorth,
  investments: '0.00',
  realEstate: '0.00',
  businessInterests: '0.00',
  debts: '0.00',
  netWorth,
});

describe('rangeStart', () => {
  it('goes back whole months, clamped to the shorter month’s end', () => {
    expect(rangeStart('1M', '2026-03-10')).toBe('2026-02-10');
    expect(rangeStart('1M', '2026-03-31')).toBe('2026-02-28');
    expect(rangeStart('1M', '2024-03-31')).toBe('2024-02-29');
    expect(rangeStart('6M', '2026-08-31')).toBe('2026-02-28');
    expect(rangeStart('1Y', '2026-01-15')).toBe('2025-01-15');
    expect(rangeStart('6M', '2026-03-10')).toBe('2025-09-10');
    expect(rangeStart('ALL', '2026-03-10')).toBeNull();
  });
});

describe('netWorthChange', () => {
  it('is null before there are two points', () => {
    expect(netWorthChange([])).toBeNull();
    expect(netWorthChange([at('2026-01-01', '5.00')])).toBeNull();
  });

  it('gives the change exactly, in dollars and percent of the start', () => {
    expect(netWorthChange([at('a', '0.10'), at('b', '0.30')])).toEqual({
      amount: '0.20',
      percent: '200.00',
    });
    expect(netWorthChange([at('a', '3.00'), at('b', '4.00')])).toEqual({
      amount: '1.00',
      percent: '33.33',
    });
    expect(netWorthChange([at('a', '3.00'), at('b', '1.00')])).toEqual({
      amount: '-2.00',
      percent: '-66.67',
    });
  });

  it('has no percent from 0, and measures a negative start by its size', () => {
    expect(netWorthChange([at('a', '0.00'), at('b', '100.00')])).toEqual({
      amount: '100.00',
      percent: null,
    });
    expect(netWorthChange([at('a', '-100.00'), at('b', '-50.00')])).toEqual({
      amount: '50.00',
      percent: '50.00',
    });
  });

  it('stays exact for large amounts', () => {
    expect(netWorthChange([at('a', '12345678901234.01'), at('b', '12345678901234.02')])).toEqual({
      amount: '0.01',
      percent: '0.00',
    });
  });
});

describe('toPoint', () => {
  it('adds assets: everything but debts', () => {
    const point = toPoint({
      day: '2026-01-01',
      bank: '0.10',
      investments: '0.20',
      realEstate: '1.00',
      businessInterests: '2.00',
      debts: '5.00',
      netWorth: '-1.70',
    });
    expect(point.assets).toBe('3.30');
  });
});

describe('monthEndSnapshots', () => {
  it('keeps each month’s last day, the latest months only, oldest first', () => {
    const days = ['2025-01-31', '2025-01-05', '2025-02-10', '2025-02-28', '2025-03-02'];
    const picked = monthEndSnapshots(days.map((d) => at(d, '1.00')));
    expect(picked.map((s) => s.day)).toEqual(['2025-01-31', '2025-02-28', '2025-03-02']);
    expect(
      monthEndSnapshots(
        days.map((d) => at(d, '1.00')),
        2,
      ).map((s) => s.day),
    ).toEqual(['2025-02-28', '2025-03-02']);
    expect(monthEndSnapshots([])).toEqual([]);
  });
});
