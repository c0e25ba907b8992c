/**
 * How each asset passes at death (issue 43): one answer for Legacy Planning › Inheritance,
 * Financial Analysis › Planning, the reports and the assistant. Read from plain choices (the
 * accounts' Ownership, the property's Ownership Type, the account type) and whether a
 * beneficiary is named. General US rules; states differ.
 */
import { parseBeneficiaries } from '../estate-plan/beneficiary-names';
import { textOf } from '../estate-plan/estate-records';
import type { RecordJson, RecordKindKey } from '../records';

/** The ways an asset passes. */
export type PassingPath =
  | 'beneficiary'
  | 'survivorship'
  | 'tenants-in-common'
  | 'community'
  | 'trust'
  | 'transfer-on-death'
  | 'will-or-title';

/** A path as the screens name it. */
export const PATH_LABELS: Readonly<Record<PassingPath, string>> = {
  beneficiary: 'By beneficiary designation',
  survivorship: 'To the joint owner (right of survivorship)',
  'tenants-in-common': 'Your share by your will (tenants in common)',
  community: "Half is your spouse's already; your half by your will (community property)",
  trust: "Under the trust's terms",
  'transfer-on-death': 'Payable or transfer on death to the named beneficiary',
  'will-or-title': 'By will or title',
};

/** How one asset passes, who it names, and the rule it rests on. */
export interface Passing {
  path: PassingPath;
  /** True when it passes outside the will (the executor cannot use it to pay bills). */
  outsideWill: boolean;
  /** The field naming who receives it: the beneficiaries, or the other owners; null for none. */
  heirsField: string | null;
  reason: string;
  source: string;
}

const UPC_NONPROBATE =
  'Uniform Probate Code §6-101 (nonprobate transfers), as adopted by each state';
const SURVIVORSHIP_SOURCE =
  'Uniform Probate Code §6-212 (joint accounts pass to the surviving party); joint tenancy at common law';

/** The beneficiary field of each kind that has one. */
const BENEFICIARY_FIELD: Partial<Record<RecordKindKey, string>> = {
  'bank-accounts': 'beneficiary',
  'investment-accounts': 'beneficiaries',
  'insurance-policies': 'beneficiaries',
};
/** The field naming an asset's owners. */
const OWNERS_FIELD: Partial<Record<RecordKindKey, string>> = {
  'bank-accounts': 'ownersOnAccount',
  'real-estate': 'coOwners',
};

/** True when a beneficiary field names anyone but the estate as a primary beneficiary. */
export function namesSomeone(field: string): boolean {
  return parseBeneficiaries(field).some(
    (n) => !n.contingent && !/^(?:the |my )?estate\b/i.test(n.name),
  );
}

/** The ownership an account or property records, in the accounts' words; '' for none. */
function ownershipOf(kind: RecordKindKey, record: RecordJson): string {
  if (kind === 'bank-accounts' || kind === 'investment-accounts') {
    const chosen = textOf(record, 'ownership');
    if (chosen) return chosen;
    // Recorded before the Ownership choice: the account type says it where it can.
    const type = textOf(record, 'accountType');
    if (type === 'Joint Account' || type === 'Joint Investment')
      return 'Joint with right of survivorship';
    if (type === 'Trust Account') return 'Trust';
    return '';
  }
  if (kind === 'real-estate') {
    const titled: Record<string, string> = {
      'Joint Tenancy': 'Joint with right of survivorship',
      'Tenancy in Common': 'Tenants in common',
      'Community Property': 'Community property',
      Trust: 'Trust',
    };
    return titled[textOf(record, 'ownershipType')] ?? '';
  }
  return '';
}

/** How `record` of `kind` passes at death. */
export function passingOf(kind: RecordKindKey, record: RecordJson): Passing {
  const beneficiaryField = BENEFICIARY_FIELD[kind] ?? null;
  const named = beneficiaryField ? namesSomeone(textOf(record, beneficiaryField)) : false;
  const byDesignation = (path: PassingPath, reason: string): Passing => ({
    path,
    outsideWill: true,
    heirsField: beneficiaryField,
    reason,
    source: UPC_NONPROBATE,
  });
  const byWill = (reason: string): Passing => ({
    path: 'will-or-title',
    outsideWill: false,
    heirsField: null,
    reason,
    source: 'Uniform Probate Code §2-101 (intestate estate), as adopted by each state',
  });
  switch (ownershipOf(kind, record)) {
    case 'Joint with right of survivorship':
      return {
        path: 'survivorship',
        outsideWill: true,
        heirsField: OWNERS_FIELD[kind] ?? null,
        reason:
          'Held jointly with right of survivorship: passes to the surviving joint owners, outside the will.',
        source: SURVIVORSHIP_SOURCE,
      };
    case 'Trust':
      return {
        path: 'trust',
        outsideWill: true,
        heirsField: null,
        reason: "Held in trust: passes under the trust's terms, outside the will.",
        source: 'Uniform Trust Code §1001 ff.; trust property is not part of the probate estate',
      };
    case 'Tenants in common':
      return {
        ...byWill('Tenants in common: your share passes by your will, not to the other owners.'),
        path: 'tenants-in-common',
      };
    case 'Community property':
      return {
        ...byWill(
          "Community property: half is already your spouse's; your half passes by your will.",
        ),
        path: 'community',
        source: 'State community property law (e.g. Cal. Prob. Code §100)',
      };
    case 'Payable or transfer on death':
      if (named)
        return byDesignation(
          'transfer-on-death',
          'Payable or transfer on death: passes to the named beneficiary, outside the will.',
        );
      return byWill('Payable on death, but names no beneficiary: passes by your will.');
  }
  if (kind === 'insurance-policies' || named) {
    if (named)
      return byDesignation(
        'beneficiary',
        'Names a beneficiary: passes to them directly, whatever the will says.',
      );
    return byWill('Names no beneficiary: passes by your will, or by state law without one.');
  }
  return byWill('Passes by your will, or by state intestacy law without one.');
}
