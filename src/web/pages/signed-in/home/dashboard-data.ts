import { useQuery } from '@tanstack/react-query';
import type { KindRecord, RecordKindKey } from '../../../../domain/records';
import { useVault, vaultCovers, type ActiveVault } from '../../../lib/vault';
import { recordsQueryKey } from '../../../records/use-records';

/*
 * The records the home dashboard reads (part 1 §3 "Fields the screens read"), typed from the
 * record kinds' descriptions. The keys are the record screens' own (recordsQueryKey), so their
 * saves (which invalidate these keys) refresh the dashboard too, and both share one cached list.
 */

/**
 * The query of one kind's records, under the kind's list key. In someone's vault whose grant
 * leaves the kind out it stays off: the server would answer 404, and the card says "not shared"
 * instead (useShared).
 */
export function kindQueryOptions(kindKey: RecordKindKey, vault: ActiveVault | null) {
  return { queryKey: recordsQueryKey(kindKey), enabled: vaultCovers(vault, kindKey) };
}

/** The open vault's records of one kind (one's own outside a vault). */
const useKindRecords = <K extends RecordKindKey>(kindKey: K) =>
  useQuery<KindRecord<K>[]>(kindQueryOptions(kindKey, useVault()));

/** False in someone's vault whose grant leaves this kind out (its query never runs). */
export const useShared = (kindKey: RecordKindKey) => vaultCovers(useVault(), kindKey);

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
