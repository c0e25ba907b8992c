import { describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_HINT, bankAccountsKind, investmentAccountsKind } from './index';

describe('the account number asks for what heirs need (issue 41)', () => {
  it('says the whole number may be kept, sealed, and that the estate will need it', () => {
    expect(ACCOUNT_NUMBER_HINT).toBe(
      'You may keep the whole number here: it is sealed (encrypted), and the people who settle your estate will need it.',
    );
  });

  it.each([bankAccountsKind, investmentAccountsKind])(
    '$key: the Account Number field carries the hint, its label unchanged',
    (kind) => {
      const field = kind.fields.accountNumber!;
      expect(field.label).toBe('Account Number');
      expect(field.hint).toBe(ACCOUNT_NUMBER_HINT);
    },
  );

  it("bank accounts keep the spec's placeholder", () => {
    expect(bankAccountsKind.fields.accountNumber!.placeholder).toBe(
      'Last 4 digits only (for security)',
    );
  });
});
