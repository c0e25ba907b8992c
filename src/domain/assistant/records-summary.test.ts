import { describe, expect, it } from 'vitest';
import { answerFromRecords, summaryForPrompt } from './records-answers';
import { redactNumbers, summariseRecords, type RecordsSnapshot } from './records-summary';

const EMPTY: RecordsSnapshot = {
  bankAccounts: [],
  investmentAccounts: [],
  realEstate: [],
  businessInterests: [],
  debts: [],
  insurancePolicies: [],
  familyMemberCount: 0,
  documentCount: 0,
  checklist: [],
  importantDates: [],
  estateValue: '0.00',
};

const TODAY = new Date(2025, 5, 10); // Jun 10, 2025, local

const rich: RecordsSnapshot = {
  ...EMPTY,
  bankAccounts: [{ currentBalance: '1000.10' }, { currentBalance: '2000.20' }],
  investmentAccounts: [{ currentValue: '500000.00' }],
  realEstate: [{ currentValue: '14000000.00' }],
  businessInterests: [{ estimatedValue: '1000000.00' }],
  debts: [{ currentBalance: '3000.30' }],
  // Net worth 15,500,000 and the owned $1,000,000 life policy (§2042).
  estateValue: '16500000.00',
  insurancePolicies: [
    { policyType: 'Life', coverageAmount: '1000000.00', isActive: true },
    { policyType: 'Auto', coverageAmount: '50000.00', isActive: false },
  ],
  checklist: [
    { title: 'Sign the will', priority: 2, isCompleted: false },
    { title: 'Name a guardian', priority: 1, isCompleted: false },
    { title: 'Pick an executor', priority: 1, isCompleted: true },
  ],
  importantDates: [
    { title: 'Policy renewal', eventDate: '2025-06-13', eventType: 'Renewal' },
    { title: 'Far away', eventDate: '2025-09-01' },
    { title: "Mum's birthday", eventDate: '1950-06-10', isRecurring: true },
  ],
};

describe('summariseRecords', () => {
  it('sums net worth as assets minus debts, exactly', () => {
    const s = summariseRecords(rich, TODAY);
    expect(s.bank).toEqual({ count: 2, total: '3000.30' });
    expect(s.netWorth).toBe('15500000.00');
    expect(s.insurance).toEqual({
      activePolicies: 1,
      totalCoverage: '1000000.00',
      types: ['Life'],
    });
    expect(s.checklist).toMatchObject({ total: 3, completed: 1, remaining: 2, percent: 33 });
    expect(s.openTasks.map((t) => t.title)).toEqual(['Name a guardian', 'Sign the will']);
    expect(s.upcoming.map((d) => [d.title, d.daysAway])).toEqual([
      ["Mum's birthday", 0],
      ['Policy renewal', 3],
    ]);
    expect(s.estateTax).toMatchObject({ year: 2025, federalTax: '1004000.00' });
  });

  it('blanks long numbers typed into titles', () => {
    expect(redactNumbers('Close account 1234 5678 9012')).toBe('Close account [number removed]');
    expect(redactNumbers('SSN 123-45-6789 card')).toBe('SSN [number removed] card');
    expect(redactNumbers('Review 2 wills by 2025')).toBe('Review 2 wills by 2025');
  });
});

describe('answers from records', () => {
  it('answers the four record questions and nothing else', () => {
    const s = summariseRecords(rich, TODAY);
    expect(answerFromRecords('What is my current net worth?', s)).toBe(
      'Your net worth from your records is $15,500,000: bank accounts $3,000 (2 accounts), investments $500,000 (1 account), real estate $14,000,000 (1 property), business interests $1,000,000 (1 interest), minus debts of $3,000 (1 debt).',
    );
    const onlyBank = summariseRecords(
      { ...EMPTY, bankAccounts: [{ currentBalance: '10.00' }] },
      TODAY,
    );
    expect(answerFromRecords('net worth', onlyBank)).toBe(
      'Your net worth from your records is $10: bank accounts $10 (1 account), with no debts recorded.',
    );
    const checklist = answerFromRecords('What is left on my estate planning checklist?', s);
    expect(checklist).toContain('You have completed 1 of 3 checklist items (33%)');
    expect(checklist).toContain('- Name a guardian (High Priority)');
    expect(answerFromRecords('What are my next important dates?', s)).toContain(
      '- Policy renewal: Jun 13, 2025 (in 3 days), Renewal',
    );
    expect(answerFromRecords('What is my estimated federal estate tax?', s)).toContain(
      'Based on your estate of $16,500,000 (each asset as the estate tax counts it, less your debts, as on Legacy Planning) and the 2025 federal exemption of $13,990,000, your estimated federal estate tax is $1,004,000: 40% of the $2,510,000 above the exemption',
    );
    expect(answerFromRecords('What is the difference between a will and a trust?', s)).toBeNull();
  });

  it('says plainly when there is nothing recorded', () => {
    const s = summariseRecords(EMPTY, TODAY);
    expect(answerFromRecords('net worth?', s)).toContain('net worth from your records is $0');
    expect(answerFromRecords('my checklist', s)).toContain('checklist is empty');
    expect(answerFromRecords('upcoming dates', s)).toBe(
      'You have no important dates in the next 30 days.',
    );
    expect(answerFromRecords('estate tax', s)).toContain('estimated federal estate tax is $0');
  });

  it('puts every fact in the prompt summary', () => {
    const text = summaryForPrompt(summariseRecords(rich, TODAY), '2025-06-10');
    for (const fact of [
      '$15,500,000',
      '1 active policy',
      'Name a guardian',
      'Policy renewal',
      '$1,004,000',
    ])
      expect(text).toContain(fact);
  });
});
