/**
 * The assets that name their heirs themselves (payable-on-death bank accounts, investment
 * accounts, life insurance), each with the names on its beneficiary field.
 */
import { passingOf, type Passing } from '../figures/passing';
import type { RecordJson, RecordKindKey } from '../records';
import { parseBeneficiaries, type NamedBeneficiary } from './beneficiary-names';
import {
  assetTitle,
  centsOf,
  institutionOf,
  recordsOf,
  textOf,
  type RecordsByKind,
} from './estate-records';

/** The kinds with a beneficiary field, and that field's name. */
export const DESIGNATION_FIELDS = {
  'bank-accounts': 'beneficiary',
  'investment-accounts': 'beneficiaries',
  'insurance-policies': 'beneficiaries',
} as const satisfies Partial<Record<RecordKindKey, string>>;

export type DesignationKind = keyof typeof DESIGNATION_FIELDS;

/** The kinds whose assets may name their heirs (a jointly held home names its co-owners). */
type HeirKind = DesignationKind | 'real-estate';

const VALUE_FIELD: Record<HeirKind, string> = {
  'bank-accounts': 'currentBalance',
  'investment-accounts': 'currentValue',
  'insurance-policies': 'coverageAmount',
  'real-estate': 'currentValue',
};

/** An asset with a beneficiary field. */
export interface DesignatedAsset {
  recordKind: HeirKind;
  recordId: string;
  title: string;
  institution: string;
  /** What passes at death, in cents: a balance, a value, a life policy's death benefit. */
  valueCents: bigint;
  /** The beneficiary field as typed ('' when blank). */
  text: string;
  names: NamedBeneficiary[];
  record: RecordJson;
  /** How it passes, by the one rule (src/domain/figures/passing.ts). */
  passing: Passing;
}

/**
 * Only life insurance pays a death benefit to its beneficiaries (a health or car policy's
 * "beneficiary" is not an inheritance), and a lapsed policy pays nothing.
 */
const paysAtDeath = (kind: DesignationKind, record: RecordJson) =>
  kind !== 'insurance-policies' || (record.policyType === 'Life' && record.isActive !== false);

/**
 * Every asset that names its heirs, in the kinds' order and each kind's record order: those with
 * a beneficiary field, and a home held jointly with right of survivorship (its co-owners). An
 * account held jointly with survivorship names its owners, not its beneficiary field.
 */
export function designatedAssets(records: RecordsByKind): DesignatedAsset[] {
  const out: DesignatedAsset[] = [];
  const kinds = [...(Object.keys(DESIGNATION_FIELDS) as DesignationKind[]), 'real-estate' as const];
  for (const kind of kinds) {
    for (const record of recordsOf(records, kind)) {
      if (kind !== 'real-estate' && !paysAtDeath(kind, record)) continue;
      const passing = passingOf(kind, record);
      if (kind === 'real-estate' && passing.path !== 'survivorship') continue;
      const field =
        passing.path === 'survivorship'
          ? passing.heirsField
          : kind === 'real-estate'
            ? null
            : DESIGNATION_FIELDS[kind];
      const text = field ? textOf(record, field) : '';
      out.push({
        recordKind: kind,
        recordId: record.id,
        title: assetTitle(kind, record),
        institution: institutionOf(kind, record),
        valueCents: centsOf(record, VALUE_FIELD[kind]),
        text,
        names: parseBeneficiaries(text),
        record,
        passing,
      });
    }
  }
  return out;
}
