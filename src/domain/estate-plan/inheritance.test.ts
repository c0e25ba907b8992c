import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import type { RecordsByKind } from './estate-records';
import { buildInheritance } from './inheritance';
import { keptMatchKey } from './inheritance-plan';
import { ageOn, hasWill } from './inheritance-flags';
import { splitByShares, splitEqually } from './share-split';

let n = 0;
const rec = (fields: Record<string, unknown>): RecordJson =>
  ({ id: `r${++n}`, createdAt: '', updatedAt: '', ...fields }) as RecordJson;

const jane = rec({ name: 'Jane Ellis', relationship: 'Spouse', dateOfBirth: '1968-04-02' });
const tom = rec({ name: 'Thomas Ellis', relationship: 'Child', dateOfBirth: '1995-01-10' });
const ava = rec({ name: 'Ava Ellis', relationship: 'Child', dateOfBirth: '2012-06-30' });
// A stepchild is not one of "my children" unless adopted: named on nothing here.
const leo = rec({ name: 'Leo Ellis', relationship: 'Step-child', dateOfBirth: '1999-03-03' });
const rita = rec({ name: 'Rita Gomez', relationship: 'Spouse', formerSpouse: true });
const savings = rec({
  accountName: 'Savings',
  bankName: 'Chase',
  currentBalance: '10000.00',
  beneficiary: null,
});
const ira = rec({
  accountName: 'IRA',
  institution: 'Vanguard',
  currentValue: '40000.00',
  beneficiaries: 'Uncle Bob 50%, Thomas 40%',
});

/** The Ellis family: a worked example whose every figure is checked by hand below. */
const ellis: RecordsByKind = {
  'family-members': [jane, tom, ava, leo, rita],
  'bank-accounts': [
    rec({
      accountName: 'Joint checking',
      bankName: 'Chase',
      currentBalance: '20000.00',
      beneficiary: 'Jane Ellis',
    }),
    savings,
  ],
  'investment-accounts': [
    rec({
      accountName: 'Brokerage',
      institution: 'Fidelity Investments',
      currentValue: '100000.00',
      beneficiaries: 'Jane 50%, Thomas 25%, Ava 25%',
    }),
    rec({
      accountName: 'Old 401(k)',
      institution: 'Fidelity Investments',
      currentValue: '60000.00',
      beneficiaries: 'Rita Gomez',
    }),
    ira,
  ],
  'insurance-policies': [
    rec({
      policyType: 'Life',
      company: 'MetLife',
      coverageAmount: '500000.00',
      isActive: true,
      beneficiaries: 'Children equally; contingent: Jane',
    }),
    rec({
      policyType: 'Auto',
      company: 'GEICO',
      coverageAmount: '50000.00',
      isActive: true,
      beneficiaries: 'Jane',
    }),
  ],
  'real-estate': [
    rec({ address: '1 Elm St', currentValue: '400000.00', ownershipType: 'Joint Tenancy' }),
  ],
  'business-interests': [rec({ businessName: 'Ellis Bakery', estimatedValue: '100000.00' })],
  documents: [],
  'estate-checklist-items': [],
};

describe('who gets what: the Ellis family', () => {
  const plan = buildInheritance(ellis, { today: '2025-03-04' });
  const total = (name: string) => plan.recipients.find((r) => r.name === name);

  it('adds up what each person is named on, and their share of everything counted', () => {
    // Designated: 20,000 + 100,000 + 60,000 + 500,000 + 36,000 of the IRA = 716,000.
    // By will or title: savings 10,000 + IRA's unnamed 4,000 + home 400,000 + bakery 100,000.
    expect(plan.totals).toEqual({
      all: '1230000.00',
      designated: '716000.00',
      byWill: '514000.00',
    });
    // Jane: checking 20,000 + half the brokerage 50,000 (contingent only on the policy).
    expect(total('Jane Ellis')).toMatchObject({
      kind: 'person',
      total: '70000.00',
      estateSharePercent: 5.69,
    });
    // Tom: brokerage 25,000 + half the policy 250,000 + 40% of the IRA 16,000.
    expect(total('Thomas Ellis')).toMatchObject({ total: '291000.00', estateSharePercent: 23.65 });
    expect(total('Ava Ellis')).toMatchObject({ total: '275000.00' });
    expect(total('Rita Gomez')).toMatchObject({ total: '60000.00' });
    expect(total('Uncle Bob')).toMatchObject({ kind: 'unmatched', total: '20000.00' });
    expect(total('Leo Ellis')).toBeUndefined();
    expect(plan.recipients.map((r) => r.name)[0]).toBe('Thomas Ellis');
    const janeOnPolicy = total('Jane Ellis')!.items.find(
      (i) => i.title === 'Life Insurance · MetLife',
    );
    expect(janeOnPolicy).toMatchObject({ contingent: true, amount: '0.00' });
  });

  it('lists what names nobody, with why, in one place', () => {
    expect(plan.unnamed.map((u) => [u.title, u.value])).toEqual([
      ['Savings · Chase', '10000.00'],
      ['IRA · Vanguard', '4000.00'],
      ['1 Elm St', '400000.00'],
      ['Ellis Bakery', '100000.00'],
    ]);
    expect(plan.unnamed[2].reason).toMatch(/surviving joint owners/);
    expect(plan.unnamed[0].link).toBe(`/banking?record=${savings.id}`);
  });

  it('raises what an attorney would, most serious first, each linked to its record', () => {
    expect(plan.flags.map((f) => [f.kind, f.severity])).toEqual([
      ['minor-named', 'high'],
      ['former-spouse-named', 'high'],
      ['minor-named', 'high'],
      ['no-will', 'high'],
      ['no-beneficiary', 'medium'],
      ['shares-not-100', 'medium'],
      ['unknown-beneficiary', 'medium'],
      ['named-on-nothing', 'low'],
    ]);
    expect(plan.flags[0].title).toBe(
      'Ava Ellis (12) is named directly on Brokerage · Fidelity Investments',
    );
    const unknown = plan.flags.find((f) => f.kind === 'unknown-beneficiary')!;
    expect(unknown.title).toBe('“Uncle Bob” on IRA · Vanguard is not in your family list');
    expect(unknown.designation).toEqual({
      recordKind: 'investment-accounts',
      recordId: ira.id,
      position: 0,
    });
    expect(plan.flags.at(-1)!.link).toBe(`/family?record=${leo.id}`);
    expect(plan.family.find((m) => m.id === ava.id)?.minor).toBe(true);
  });

  it("takes the owner's answer, and a will, and clears those flags", () => {
    const kept = new Map([
      [
        keptMatchKey('investment-accounts', ira.id, 0),
        { text: 'Uncle Bob 50%', familyMemberId: leo.id, outsideFamily: false },
      ],
    ]);
    const withWill = { ...ellis, documents: [rec({ title: 'Last will', documentType: 'Will' })] };
    const fixed = buildInheritance(withWill, { today: '2025-03-04', kept });
    expect(fixed.recipients.find((r) => r.name === 'Leo Ellis')?.total).toBe('20000.00');
    expect(fixed.flags.map((f) => f.kind)).not.toContain('unknown-beneficiary');
    expect(fixed.flags.map((f) => f.kind)).not.toContain('named-on-nothing');
    expect(fixed.flags.map((f) => f.kind)).not.toContain('no-will');
  });

  it('leaves out flags that need areas a trusted person was not shown', () => {
    const scoped = buildInheritance(
      { ...ellis, 'family-members': undefined, documents: undefined },
      {
        today: '2025-03-04',
        missingAreas: ['family-members', 'documents'],
      },
    );
    expect(new Set(scoped.flags.map((f) => f.kind))).toEqual(
      new Set(['no-beneficiary', 'shares-not-100']),
    );
  });
});

describe('the rules underneath', () => {
  it('splits an asset by stated shares, the rest equally, to the cent', () => {
    expect(splitByShares(100_000n, [60, null, null]).parts).toEqual([60_000n, 20_000n, 20_000n]);
    expect(splitByShares(100_000n, [50, 40])).toMatchObject({
      parts: [50_000n, 40_000n],
      unallocated: 10_000n,
      statedTotal: 90,
    });
    // Shares over 100% are scaled to 100%: 70/120 and 50/120 of $1,000.
    expect(splitByShares(100_000n, [70, 50]).parts).toEqual([58_334n, 41_666n]);
    expect(splitByShares(100n, [null, null, null]).parts).toEqual([34n, 33n, 33n]);
    expect(splitEqually(1001n, 2)).toEqual([501n, 500n]);
  });

  it('counts ages in whole years, on the birthday itself', () => {
    expect(ageOn('2007-03-04', '2025-03-04')).toBe(18);
    expect(ageOn('2007-03-05', '2025-03-04')).toBe(17);
    expect(ageOn(null, '2025-03-04')).toBeNull();
  });

  it('finds a will in the documents or a completed checklist task', () => {
    const task = (title: string, isCompleted: boolean) => rec({ title, isCompleted });
    expect(hasWill({ 'estate-checklist-items': [task('Sign my will', true)] })).toBe(true);
    expect(hasWill({ 'estate-checklist-items': [task('Sign my will', false)] })).toBe(false);
    expect(hasWill({ 'estate-checklist-items': [task('Review willow trees', true)] })).toBe(false);
  });
});
