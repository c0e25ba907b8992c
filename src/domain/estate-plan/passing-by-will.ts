/**
 * Property that has no beneficiary field (real estate, business interests) passes by how its
 * title is held, or by the will. Each comes with the reason in plain words.
 */
import { passingOf } from '../figures/passing';
import { assetTitle, centsOf, recordsOf, textOf, type RecordsByKind } from './estate-records';

/** How each real-estate ownership type passes at death (general US rules; states differ). */
const BY_OWNERSHIP: Readonly<Record<string, string>> = {
  'Joint Tenancy': 'Joint tenancy: passes to the surviving joint owners, outside the will.',
  'Community Property':
    "Community property: half is already your spouse's; your half passes by your will.",
  Trust: "Held in trust: passes under the trust's terms, outside the will.",
  'Tenancy in Common': 'Tenancy in common: your share passes by your will.',
  Corporation: 'Held by a company: what passes is your share of the company, by your will.',
  Partnership:
    'Held by a partnership: your share passes by the partnership agreement or your will.',
  LLC: 'Held by an LLC: your membership interest passes by the operating agreement or your will.',
};

const BY_WILL = 'Passes by your will, or by state intestacy law without one.';

/** One asset passing by title or will, with why. */
export interface TitledAsset {
  recordKind: 'real-estate' | 'business-interests';
  recordId: string;
  title: string;
  cents: bigint;
  reason: string;
}

/** Real estate and business interests, valued as net worth counts them. */
export function passingByTitle(records: RecordsByKind): TitledAsset[] {
  // A home held with right of survivorship passes to its co-owners (designations.ts).
  const homes = recordsOf(records, 'real-estate')
    .filter((r) => passingOf('real-estate', r).path !== 'survivorship')
    .map((r) => ({
      recordKind: 'real-estate' as const,
      recordId: r.id,
      title: assetTitle('real-estate', r),
      cents: centsOf(r, 'currentValue'),
      reason: BY_OWNERSHIP[textOf(r, 'ownershipType')] ?? BY_WILL,
    }));
  const businesses = recordsOf(records, 'business-interests').map((r) => ({
    recordKind: 'business-interests' as const,
    recordId: r.id,
    title: assetTitle('business-interests', r),
    cents: centsOf(r, 'estimatedValue'),
    reason: textOf(r, 'successorPlans')
      ? 'Passes as your succession plan and the business agreements say, or by your will.'
      : 'No succession plan recorded: passes by your will, or by state law without one.',
  }));
  return [...homes, ...businesses];
}
