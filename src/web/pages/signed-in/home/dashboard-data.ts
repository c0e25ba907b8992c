import { useQuery } from '@tanstack/react-query';
import type { KindRecord, RecordKindKey } from '../../../../domain/records';
import { recordsQueryKey } from '../../../records/use-records';

/*
 * The records the home dashboard reads (part 1 §3 "Fields the screens read"), typed from the
 * record kinds' descriptions. The keys are the record screens' own (recordsQueryKey), so their
 * saves (which invalidate these keys) refresh the dashboard too, and both share one cached list.
 */

/** The signed-in user's records of one kind, under the kind's list key. */
const useKindRecords = <K extends RecordKindKey>(kindKey: K) =>
  useQuery<KindRecord<K>[]>({ queryKey: recordsQueryKey(kindKey) });

export type FamilyMemberRecord = KindRecord<'family-members'>;
export type InvestmentAccountRecord = KindRecord<'investment-accounts'>;

export const useFamilyMembers = () => useKindRecords('family-members');
export const useBankAccounts = () => useKindRecords('bank-accounts');
export const useInvestmentAccounts = () => useKindRecords('investment-accounts');
export const useChecklistItems = () => useKindRecords('estate-checklist-items');
export const useImportantDates = () => useKindRecords('important-dates');

/** A pick-list name, or the name typed under 'Other' when there is one. */
export function pickedName(value: string | null, other: string | null | undefined): string {
  return value === 'Other' && other?.trim() ? other.trim() : (value ?? '');
}

/** Investment accounts count as active unless marked inactive (isActive defaults to true). */
export const isActiveAccount = (account: InvestmentAccountRecord) => account.isActive !== false;
