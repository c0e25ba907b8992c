import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import { customFieldsOf, customReportChoiceSchema, customTables } from './custom-report';

const rec = (id: string, fields: Record<string, unknown>) =>
  ({
    id,
    createdAt: '2025-01-05T10:00:00Z',
    updatedAt: '2025-01-05T10:00:00Z',
    ...fields,
  }) as RecordJson;
const parse = (body: unknown) => customReportChoiceSchema.safeParse(body);
const messages = (body: unknown) => parse(body).error?.issues.map((i) => i.message);

describe('a custom report choice', () => {
  it('needs an area and known fields of the chosen areas, and names each problem', () => {
    expect(messages({ areas: [] })).toEqual(['Choose at least one area']);
    expect(messages({ areas: ['pets'] })).toEqual(['Unknown area: pets']);
    expect(messages({ areas: ['bank-accounts'], fields: ['bank-accounts.colour'] })).toEqual([
      'Unknown field: bank-accounts.colour',
    ]);
    expect(messages({ areas: ['bank-accounts'], fields: ['real-estate.address'] })).toEqual([
      'real-estate.address is not in a chosen area',
    ]);
    expect(parse({ areas: ['bank-accounts'], fields: ['bank-accounts.accountName'] }).success).toBe(
      true,
    );
  });

  it("offers the fields a reader needs, in the screen's order, not the 'Other' helpers", () => {
    const keys = customFieldsOf('bank-accounts').map((f) => f.field);
    expect(keys.slice(0, 3)).toEqual(['accountName', 'accountType', 'bankName']);
    expect(keys).not.toContain('bankNameOther');
    expect(customFieldsOf('documents').map((f) => f.field)).not.toContain('filePath');
  });
});

describe('custom tables', () => {
  const records = {
    'bank-accounts': [
      rec('a', {
        accountName: 'Household checking',
        accountType: 'Checking',
        bankName: 'Chase',
        accountNumber: '000123456789',
        currentBalance: '1200.50',
      }),
      rec('b', {
        accountName: 'Rainy day',
        accountType: 'Savings',
        bankName: 'Other',
        bankNameOther: 'Credit Union of Ohio',
        accountNumber: '9876',
      }),
    ],
    'medical-information': [rec('m', { familyMemberId: 'f1', doctorName: 'Dr. Rivera' })],
  };
  const names = new Map([['f1', 'Ava Ellis']]);

  it('shows the chosen fields, masks numbers, reads Other and links by name', () => {
    const choice = customReportChoiceSchema.parse({
      areas: ['bank-accounts', 'medical-information'],
      fields: [
        'bank-accounts.accountName',
        'bank-accounts.bankName',
        'bank-accounts.accountNumber',
        'bank-accounts.currentBalance',
        'medical-information.familyMemberId',
      ],
    });
    const [bank, medical] = customTables(choice, records, names);
    expect(bank.columns).toEqual([
      'Account Name',
      'Bank Name',
      'Account Number',
      'Current Balance',
    ]);
    expect(bank.rows).toEqual([
      ['Household checking', 'Chase', '****6789', '$1,200.50'],
      ['Rainy day', 'Credit Union of Ohio', '****9876', ''],
    ]);
    expect(medical.rows).toEqual([['Ava Ellis']]);
  });

  it('keeps the rows the filter finds in any chosen field, in any case', () => {
    const choice = customReportChoiceSchema.parse({
      areas: ['bank-accounts'],
      filter: 'credit UNION',
    });
    const [bank] = customTables(choice, records);
    expect(bank.rows).toHaveLength(1);
    // No field chosen: the area's first five, as its card shows them.
    expect(bank.columns).toHaveLength(5);
  });
});
