import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import { buildExecutorPlan } from './executor-plan';

const base = { createdAt: '2025-01-05T10:00:00Z', updatedAt: '2025-01-05T10:00:00Z' };
const rec = (id: string, values: Record<string, unknown>) =>
  ({ id, ...base, ...values }) as RecordJson;

describe('buildExecutorPlan', () => {
  it('makes a step for each thing to do, in the order an executor takes them', () => {
    const plan = buildExecutorPlan(
      {
        'insurance-policies': [
          rec('p1', {
            policyType: 'Life',
            company: 'MetLife',
            policyNumber: 'LP-99887766',
            agentPhone: '5550002222',
          }),
          rec('p2', { policyType: 'Auto', company: 'GEICO' }),
        ],
        'professional-contacts': [
          rec('c1', {
            name: 'Hal Brennan',
            profession: 'Attorney',
            phone: '5559876543',
            email: 'hal@b.example',
          }),
          rec('c2', { name: 'Ivy', profession: 'CPA' }),
        ],
        'bank-accounts': [
          rec('b1', { accountName: 'Checking', bankName: 'Chase', accountNumber: '000123456789' }),
        ],
        'investment-accounts': [
          rec('i1', { accountName: 'IRA', institution: 'Other', institutionOther: 'Tiny Funds' }),
        ],
        'debts-liabilities': [
          rec('d1', {
            creditorName: 'First Local Bank',
            debtType: 'Mortgage',
            currentBalance: '150000',
          }),
        ],
        'real-estate': [
          rec('r1', {
            address: '14 Orchard Lane',
            city: 'Springfield',
            lender: 'First Local Bank',
          }),
        ],
      },
      ['Burial or cremation: Cremation'],
    );
    expect(plan.map((s) => [s.key, s.title])).toEqual([
      ['death-certificates', 'Order death certificates'],
      ['attorney:c1', 'Contact the attorney, Hal Brennan'],
      ['insurance:p1', 'Claim the life insurance with MetLife'],
      ['bank:b1', 'Notify Chase'],
      ['investment:i1', 'Notify Tiny Funds'],
      ['debt:d1', 'Notify First Local Bank'],
      ['property:r1', 'Secure 14 Orchard Lane, Springfield'],
      ['final-wishes', 'Carry out the final wishes'],
    ]);
    const claim = plan[2]!;
    // Masked as on the cards: full numbers are the binder's, behind the password.
    expect(claim.details).toEqual(['Policy number: ****7766', 'Phone: (555) 000-2222']);
    expect(plan[3]!.details).toContain('Account number: ****6789');
    expect(plan[5]!.details).toContain('Balance: $150,000');
    expect(plan.at(-1)!.details).toEqual(['Burial or cremation: Cremation']);
    // Copies for the claims and transfers, plus two to spare.
    expect(plan[0]!.details[0]).toContain('about 6 certified copies');
  });

  it('asks for an attorney when none is recorded and skips locked records', () => {
    const plan = buildExecutorPlan({
      'insurance-policies': [{ ...rec('p1', { policyType: 'Life' }), locked: true }],
    });
    expect(plan.map((s) => s.key)).toEqual(['death-certificates', 'attorney', 'final-wishes']);
  });
});
