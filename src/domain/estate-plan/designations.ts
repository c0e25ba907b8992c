/**
 * The assets that name their heirs themselves (payable-on-death bank accounts, investment
 * accounts, life insurance), each with the names on its beneficiary field.
 */
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

const VALUE_FIELD: Record<DesignationKind, string> = {
  'bank-accounts': 'currentBalance',
  'investment-accounts': 'currentValue',
  'insurance-policies': 'coverageAmount',
};

/** An asset with a beneficiary field. */
export interface DesignatedAsset {
  recordKind: DesignationKind;
  recordId: string;
  title: string;
  institution: string;
  /** What passes at death, in cents: a balance, a value, a life policy's death benefit. */
  valueCents: bigint;
  /** The beneficiary field as typed ('' when blank). */
  text: string;
  names: NamedBeneficiary[];
  record: RecordJson;
}

/**
 * Only life insurance pays a death benefit to its beneficiaries (a health or car policy's
 * "beneficiary" is not an inheritance), and a lapsed policy pays nothing.
 */
const paysAtDeath = (kind: DesignationKind, record: RecordJson) =>
  kind !== 'insurance-policies' || (record.policyType === 'Life' && record.isActive !== false);

/** Every designated asset, in the kinds' order and each kind's record order. */
export function designatedAssets(records: RecordsByKind): DesignatedAsset[] {
  const out: DesignatedAsset[] = [];
  for (const kind of Object.keys(DESIGNATION_FIELDS) as DesignationKind[]) {
    for (const record of recordsOf(records, kind)) {
      if (!paysAtDeath(kind, record)) continue;
      const text = textOf(record, DESIGNATION_FIELDS[kind]);
      out.push({
        recordKind: kind,
        recordId: record.id,
        title: assetTitle(kind, record),
        institution: institutionOf(kind, record),
        valueCents: centsOf(record, VALUE_FIELD[kind]),
        text,
        names: parseBeneficiaries(text),
        record,
      });
    }
  }
  return out;
}
