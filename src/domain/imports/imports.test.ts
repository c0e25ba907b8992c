import { describe, expect, it } from 'vitest';
import { bankAccountsKind, familyMembersKind } from '../records';
import { readDate, readDecimal } from './cell-values';
import { matchColumns } from './column-matching';
import { duplicateKey } from './duplicate-keys';
import { readyRows } from './ready-rows';

describe('reading cells', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['$1,234.50', '1234.50'],
    ['(12.50)', '-12.50'],
    ['-0', '0'],
    ['1.234,56', '1234.56'],
    ['12,5', '12.5'],
    ['4.5%', '4.5'],
    ['abc', null],
    ['1,2,3', '123'],
  ])('reads the amount %j as %j', (raw, value) => expect(readDecimal(raw)).toBe(value));

  it.each([
    ['2024-01-05', '2024-01-05'],
    ['1/5/2024', '2024-01-05'],
    ['2024/1/5', '2024-01-05'],
    ['2024-02-30', null],
    ['01/02/03', null],
    ['2024-01-05T00:00:00Z', '2024-01-05'],
  ])('reads the date %j as %j', (raw, value) => expect(readDate(raw)).toBe(value));
});

describe('matching columns', () => {
  it('matches labels, names and synonyms, joining name parts into Full Name', () => {
    expect(
      matchColumns(familyMembersKind, ['First Name', 'Last Name', 'DOB', 'Zip', 'Shoe size']),
    ).toEqual({
      'First Name': 'name',
      'Last Name': 'name',
      DOB: 'dateOfBirth',
      Zip: 'zipCode',
      'Shoe size': null,
    });
    expect(matchColumns(bankAccountsKind, ['Institution', 'Balance', 'Account #'])).toEqual({
      Institution: 'bankName',
      Balance: 'currentBalance',
      'Account #': 'accountNumber',
    });
  });
});

describe('duplicate keys', () => {
  it('compares names without case or spacing, and account numbers by their last four digits', () => {
    expect(duplicateKey('family-members', { name: ' Ann  SMITH', relationship: 'Child' })).toBe(
      duplicateKey('family-members', { name: 'ann smith', relationship: 'Child' }),
    );
    expect(
      duplicateKey('bank-accounts', { bankName: 'Chase', accountNumber: '000-123-4567' }),
    ).toBe(duplicateKey('bank-accounts', { bankName: 'Chase', accountNumber: '4567' }));
    expect(duplicateKey('business-interests', { businessName: null })).toBeNull();
  });
});

describe('the ready count', () => {
  const rows = [
    { row: 2, errors: [] },
    { row: 3, errors: ['Row 3: Relationship is required'] },
    { row: 4, errors: [], duplicateOf: { id: 'a', title: 'Ann' } },
    { row: 5, errors: [], duplicateOf: { row: 2 } },
    { row: 6, errors: [], updates: { id: 'b', title: 'Chase Checking' } },
  ];

  it('leaves out rows with problems, rows already present and balance updates', () => {
    expect(readyRows(rows, new Set())).toBe(1);
  });

  it('counts a row already present once it is kept', () => {
    expect(readyRows(rows, new Set([4, 5]))).toBe(3);
  });
});
