import { bankAccountsKind } from './bank-accounts';
import { businessInterestsKind } from './business-interests';
import { charitableGiftsKind } from './charitable-gifts';
import { debtsLiabilitiesKind } from './debts-liabilities';
import { documentsKind } from './documents';
import { estateChecklistItemsKind } from './estate-checklist-items';
import { familyMembersKind } from './family-members';
import { importantDatesKind } from './important-dates';
import { insurancePoliciesKind } from './insurance-policies';
import { investmentAccountsKind } from './investment-accounts';
import { lettersAndWishesKind } from './letters-and-wishes';
import { medicalInformationKind } from './medical-information';
import { professionalContactsKind } from './professional-contacts';
import { realEstateKind } from './real-estate';
import type { RecordKind } from './record-kind';
import type { RecordOf } from './record-schema';

export * from './field-types';
export * from './account-number-hint';
export * from './account-ownership';
export * from './record-kind';
export * from './family-members';
export * from './bank-accounts';
export * from './investment-accounts';
export * from './insurance-policies';
export * from './real-estate';
export * from './documents';
export * from './estate-checklist-items';
export * from './important-dates';
export * from './professional-contacts';
export * from './debts-liabilities';
export * from './medical-information';
export * from './business-interests';
export * from './charitable-gifts';
export * from './letters-and-wishes';

/**
 * The user record kinds: the twelve areas in sidebar order, then charitable gifts (kept on the
 * Legacy Planning page, issue 31), then Letters & Wishes (sealed until release, issue 29).
 */
export const RECORD_KINDS = [
  familyMembersKind,
  bankAccountsKind,
  investmentAccountsKind,
  insurancePoliciesKind,
  realEstateKind,
  documentsKind,
  estateChecklistItemsKind,
  importantDatesKind,
  professionalContactsKind,
  debtsLiabilitiesKind,
  medicalInformationKind,
  businessInterestsKind,
  charitableGiftsKind,
  lettersAndWishesKind,
] as const;

/** Any one of the kinds, with its literal field types. */
export type AnyRecordKind = (typeof RECORD_KINDS)[number];

/** The key of a record kind, e.g. 'family-members'. */
export type RecordKindKey = AnyRecordKind['key'];

/** One record of the kind with this key, as the API answers it: `KindRecord<'bank-accounts'>`. */
export type KindRecord<K extends RecordKindKey> = RecordOf<Extract<AnyRecordKind, { key: K }>>;

const byKey = new Map<string, RecordKind>(RECORD_KINDS.map((kind) => [kind.key, kind]));

/** The kind with this key, or undefined (keys come from URLs and references). */
export function recordKindByKey(key: string): RecordKind | undefined {
  return byKey.get(key);
}
export * from './record-schema';
