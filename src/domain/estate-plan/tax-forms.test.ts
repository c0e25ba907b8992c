import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import { dueDate, expectedTaxForms, taxYearProblem } from './tax-forms';

let n = 0;
const rec = (fields: Record<string, unknown>) =>
  ({ id: `r${++n}`, createdAt: '', updatedAt: '', ...fields }) as RecordJson;

describe('when forms are due', () => {
  it('moves a weekend or a DC legal holiday to the next business day (tax year 2025)', () => {
    expect(dueDate(2025, [1, 31])).toBe('2026-02-02'); // Saturday → Monday
    expect(dueDate(2025, [2, 15])).toBe('2026-02-17'); // Sunday → Monday, Presidents' Day → Tuesday
    expect(dueDate(2025, [3, 15])).toBe('2026-03-16'); // Sunday
    expect(dueDate(2025, [4, 15])).toBe('2026-04-15'); // a Wednesday
    expect(dueDate(2025, [5, 31])).toBe('2026-06-01'); // Sunday
    expect(dueDate(2026, [1, 31])).toBe('2027-02-01'); // Sunday
    expect(dueDate(2026, [5, 31])).toBe('2027-06-01'); // Memorial Day 2027 is May 31
    expect(dueDate(2021, [4, 15])).toBe('2022-04-18'); // Emancipation Day kept on Friday the 15th
    expect(dueDate(2025, null)).toBeNull();
  });

  it('covers 2020 to the current year', () => {
    expect(taxYearProblem(2025, '2026-01-05')).toBeNull();
    expect(taxYearProblem(2026, '2026-01-05')).toBeNull();
    expect(taxYearProblem(2027, '2026-01-05')).toBe('Tax year must be between 2020 and 2026');
    expect(taxYearProblem(2019, '2026-01-05')).toBe('Tax year must be between 2020 and 2026');
    expect(taxYearProblem(2025.5, '2026-01-05')).toBe('Tax year must be between 2020 and 2026');
  });
});

describe('the forms to expect for 2025 (worked example)', () => {
  const records = {
    'bank-accounts': [
      rec({ accountType: 'Checking', bankName: 'Chase', accountName: 'Checking' }),
      rec({ accountType: 'Savings', bankName: 'Chase', accountName: 'Savings' }),
      rec({
        accountType: 'Checking',
        bankName: 'Ally Bank',
        accountName: 'Interest checking',
        interestRate: '0.50',
      }),
    ],
    'investment-accounts': [
      rec({ accountType: 'Brokerage Account', institution: 'Vanguard', accountName: 'Taxable' }),
      rec({ accountType: 'IRA - Roth', institution: 'Vanguard', accountName: 'Roth' }),
      rec({
        accountType: '401(k)',
        institution: 'Fidelity Investments',
        accountName: 'Old job',
        isActive: false,
      }),
    ],
    'debts-liabilities': [
      rec({ debtType: 'Mortgage', creditorName: 'Wells Fargo', interestRate: '6.25' }),
      rec({ debtType: 'Credit Card', creditorName: 'Citi', interestRate: '24.99' }),
      rec({ debtType: 'Personal Loan', creditorName: 'Mom', interestRate: null }),
    ],
    'real-estate': [rec({ address: '3 Pine Ct', propertyType: 'Rental Property' })],
    'business-interests': [rec({ businessName: 'Ellis Bakery', businessType: 'S Corporation' })],
  };
  const rows = expectedTaxForms(records, 2025);

  it('lists a form per record that brings one, with its due date', () => {
    expect(rows.map((r) => [r.title, r.form, r.expectedBy])).toEqual([
      ['Savings · Chase', '1099-INT', '2026-02-02'],
      ['Interest checking · Ally Bank', '1099-INT', '2026-02-02'],
      ['Taxable · Vanguard', 'Consolidated 1099 (1099-DIV, 1099-INT, 1099-B)', '2026-02-17'],
      ['Roth · Vanguard', '1099-R', '2026-02-02'],
      ['Roth · Vanguard', '5498', '2026-06-01'],
      ['Mortgage · Wells Fargo', '1098', '2026-02-02'],
      ['Credit Card · Citi', 'No form', null],
      ['3 Pine Ct', 'Property tax bill and receipt', null],
      ['3 Pine Ct', 'Rental records (Schedule E); 1099-MISC from a manager', '2026-02-02'],
      ['Ellis Bakery', 'Schedule K-1 (Form 1120-S)', '2026-03-16'],
    ]);
  });

  it('says when each is sent and on what rule it rests', () => {
    expect(rows[0].condition).toBe(
      'Sent when the account paid $10 or more of interest in the year.',
    );
    expect(rows[0].source).toMatch(/IRC §6049/);
    expect(rows[6].condition).toMatch(/not deductible/);
  });
});
