import { describe, expect, it } from 'vitest';
import { documentsKind, familyMembersKind, bankAccountsKind } from './records';
import { recordDisplay } from './records/display';
import { normalise, searchKind, searchQuerySchema, searchTerms } from './search';

const rec = (id: string, values: Record<string, unknown>) => ({
  id,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...values,
});

describe('search rules', () => {
  it('normalises case and accents, and splits the query into distinct words', () => {
    expect(normalise('José ÅNGSTRÖM')).toBe('jose angstrom');
    expect(searchTerms('  Ann   ann LEE ')).toEqual(['ann', 'lee']);
  });

  it('needs 2 to 100 characters', () => {
    expect(searchQuerySchema.safeParse({ q: ' a ' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'ab' }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('needs every word, ranks title matches first and names the field that matched', () => {
    const family = [
      rec('1', { name: 'Lee Park', relationship: 'Child', address: '1 Elm Street' }),
      rec('2', { name: 'Ann Elm', relationship: 'Spouse' }),
      rec('3', { name: 'Bo', relationship: 'Parent', city: 'Leeds' }),
    ];
    const hits = searchKind(
      familyMembersKind,
      recordDisplay('family-members'),
      family,
      searchTerms('elm'),
    );
    expect(hits).toEqual([
      { id: '2', title: 'Ann Elm', detail: '' },
      { id: '1', title: 'Lee Park', detail: 'Address: 1 Elm Street' },
    ]);
    const both = searchKind(
      familyMembersKind,
      recordDisplay('family-members'),
      family,
      searchTerms('lee elm'),
    );
    expect(both.map((h) => h.id)).toEqual(['1']);
  });

  it('reads dates, amounts and references as a reader writes them; skips locked rows', () => {
    const banks = [
      rec('b', { accountName: 'Savings', bankName: 'Chase', currentBalance: '1500.00' }),
      rec('x', { locked: true, bankName: 'Chase' }),
    ];
    const byAmount = searchKind(
      bankAccountsKind,
      recordDisplay('bank-accounts'),
      banks,
      searchTerms('$1,500'),
    );
    expect(byAmount).toEqual([{ id: 'b', title: 'Savings', detail: 'Current Balance: $1,500.00' }]);
    const docs = [rec('d', { title: 'Will', dateSigned: '2023-03-14', namedFamilyMemberId: 'p1' })];
    const names = new Map([['p1', 'Paul Okafor']]);
    const display = recordDisplay('documents');
    expect(searchKind(documentsKind, display, docs, searchTerms('mar 14'), names)).toHaveLength(1);
    expect(searchKind(documentsKind, display, docs, searchTerms('okafor'), names)[0]!.detail).toBe(
      'Named Family Member: Paul Okafor',
    );
    // An id is not a word anyone searches for.
    expect(searchKind(documentsKind, display, docs, searchTerms('p1'), names)).toHaveLength(0);
  });
});
