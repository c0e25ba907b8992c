import { describe, expect, it } from 'vitest';
import { inheritancePlan } from '../estate-plan/inheritance-plan';
import { classifyAssets } from '../estate-plan/liquidity-parts';
import type { RecordJson } from '../records';
import { passingOf } from './passing';
import { retiredCoupleRecords } from './testing/retired-couple';

const record = (values: Record<string, unknown>) =>
  ({ id: 'r1', createdAt: '', updatedAt: '', ...values }) as RecordJson;

describe('how each asset passes (one rule)', () => {
  it.each([
    [{ ownership: 'Individual', beneficiary: 'Emily Chen' }, 'beneficiary', true],
    [{ ownership: 'Joint with right of survivorship' }, 'survivorship', true],
    [{ accountType: 'Joint Account' }, 'survivorship', true],
    [{ ownership: 'Tenants in common' }, 'tenants-in-common', false],
    [{ ownership: 'Community property' }, 'community', false],
    [{ ownership: 'Trust' }, 'trust', true],
    [
      { ownership: 'Payable or transfer on death', beneficiary: 'Emily' },
      'transfer-on-death',
      true,
    ],
    [{ ownership: 'Payable or transfer on death' }, 'will-or-title', false],
    [{ ownership: 'Individual' }, 'will-or-title', false],
    [{ beneficiary: 'The Estate' }, 'will-or-title', false],
  ])('a bank account %o passes %s', (values, path, outsideWill) => {
    const passing = passingOf('bank-accounts', record(values));
    expect(passing).toMatchObject({ path, outsideWill });
    expect(passing.source).not.toBe('');
  });

  it('reads a home by its ownership type', () => {
    expect(passingOf('real-estate', record({ ownershipType: 'Joint Tenancy' })).path).toBe(
      'survivorship',
    );
    expect(passingOf('real-estate', record({ ownershipType: 'Sole Ownership' })).path).toBe(
      'will-or-title',
    );
  });

  it('the joint account and the joint home go to David on Inheritance and pass apart on Planning', () => {
    const records = retiredCoupleRecords();
    const plan = inheritancePlan(records);
    const david = plan.recipients.find((r) => r.name === 'David Chen');
    const titles = david?.items.map((a) => a.title) ?? [];
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Joint checking'),
        expect.stringContaining('12 Orchard Lane'),
      ]),
    );
    expect(plan.unnamed.map((u) => u.title)).not.toContainEqual(
      expect.stringContaining('Joint checking'),
    );
    // Planning: the joint account is not the executor's cash; only the brokerage is.
    const { available, apart } = classifyAssets(records);
    expect(available.cash).toBe(0n);
    expect(apart.cash).toBe(12_545_000n);
    expect(available.brokerage).toBe(27_500_000n);
  });
});
