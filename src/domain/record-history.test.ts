import { describe, expect, it } from 'vitest';
import { changedFieldNames, describeChanges } from './record-history';
import { bankAccountsKind, familyMembersKind, documentsKind } from './records';
import { recordDisplay } from './records/display';

describe('the plain words of a change', () => {
  const bank = recordDisplay('bank-accounts');

  it('shows money as the card does and keeps account numbers masked', () => {
    const before = { currentBalance: '12500.00', accountNumber: '000123456789' };
    const after = { currentBalance: '9800.00', accountNumber: '000123459999' };
    const fields = changedFieldNames(bankAccountsKind, before, after);
    expect(fields).toEqual(['accountNumber', 'currentBalance']);
    expect(describeChanges(bankAccountsKind, bank, fields, before, after)).toEqual([
      'Account Number: ****6789 → ****9999',
      'Current Balance: $12,500.00 → $9,800.00',
    ]);
  });

  it('says (empty) for a value added or removed, and Yes/No for a flag', () => {
    const words = describeChanges(
      familyMembersKind,
      recordDisplay('family-members'),
      ['cellPhone', 'ssn', 'formerSpouse'],
      { cellPhone: null, ssn: '123-45-6789', formerSpouse: false },
      { cellPhone: '5551234567', ssn: '', formerSpouse: true },
    );
    expect(words).toEqual([
      'Cell Phone: (empty) → (555) 123-4567',
      'Social Security Number: ****6789 → (empty)',
      'Former Spouse or Partner: No → Yes',
    ]);
  });

  it('cuts a long note to one short line and names a changed link without its target', () => {
    const long = 'word '.repeat(40);
    const [note] = describeChanges(bankAccountsKind, bank, ['notes'], { notes: long }, {});
    expect(note!.length).toBeLessThan(110);
    expect(note).toMatch(/^Notes: (word ){15}.*… → \(empty\)$/);
    const doc = recordDisplay('documents');
    const link = Object.entries(documentsKind.fields).find(([, f]) => f.type === 'reference')!;
    expect(describeChanges(documentsKind, doc, [link[0]], {}, { [link[0]]: 'x' })).toEqual([
      `${link[1].label}: changed`,
    ]);
  });

  it('counts as unchanged what differs only between empty forms', () => {
    expect(changedFieldNames(bankAccountsKind, { notes: '' }, { notes: null })).toEqual([]);
  });
});
