import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../money';
import { propertyDebts, totalDebtCents } from './debts-once';
import { netWorthCents, netWorthOf } from './net-worth';
import {
  RETIRED_COUPLE_NET_WORTH,
  WELLS_FARGO_MORTGAGE,
  retiredCoupleRecords,
} from './testing/retired-couple';

describe('debts counted once', () => {
  it('counts a mortgage typed on the property as a debt against it', () => {
    const records = retiredCoupleRecords();
    expect(propertyDebts(records)).toEqual([
      expect.objectContaining({ source: 'typed', owedCents: 12_000_000n }),
    ]);
    expect(netWorthOf(records)).toBe(RETIRED_COUPLE_NET_WORTH);
    expect(centsToDecimal(netWorthCents(records).propertyMortgages)).toBe('120000.00');
  });

  it('counts a linked Debts record once, as the record, whatever the property still says', () => {
    const records = retiredCoupleRecords({
      'debts-liabilities': [{ ...WELLS_FARGO_MORTGAGE, securedPropertyId: 'real-estate-0' }],
    });
    // The typed balance is ignored once a record is linked, even when it disagrees.
    records['real-estate']![0].mortgageBalance = '99999.00';
    expect(propertyDebts(records)[0]).toMatchObject({
      source: 'linked',
      owedCents: 12_000_000n,
      debtIds: ['debts-liabilities-0'],
    });
    expect(centsToDecimal(totalDebtCents(records))).toBe('120000.00');
    expect(netWorthOf(records)).toBe(RETIRED_COUPLE_NET_WORTH);
  });

  it('flags an unlinked mortgage record of the same amount and counts it once', () => {
    const records = retiredCoupleRecords({ 'debts-liabilities': [WELLS_FARGO_MORTGAGE] });
    expect(propertyDebts(records)[0]).toMatchObject({
      source: 'look-alike',
      debtIds: ['debts-liabilities-0'],
      countedTypedCents: 0n,
    });
    expect(netWorthOf(records)).toBe(RETIRED_COUPLE_NET_WORTH);
  });

  it('counts both when the unlinked record is another debt (a different amount or type)', () => {
    const heloc = {
      debtType: 'Home Equity Loan',
      creditorName: 'Chase',
      currentBalance: '30000.00',
    };
    const card = { debtType: 'Credit Card', creditorName: 'Amex', currentBalance: '120000.00' };
    const records = retiredCoupleRecords({ 'debts-liabilities': [heloc, card] });
    expect(propertyDebts(records)[0].source).toBe('typed');
    expect(centsToDecimal(totalDebtCents(records))).toBe('270000.00');
    expect(netWorthOf(records)).toBe('1300450.00');
  });

  it("reads a visitor's partial view: no real estate shared, no property debt either", () => {
    const records = retiredCoupleRecords();
    delete records['real-estate'];
    expect(netWorthOf(records)).toBe('920450.00');
  });
});
