import { useQuery } from '@tanstack/react-query';
import { recordsQueryKey } from '../../../records/use-records';

/*
 * The records the home dashboard reads (part 1 §3 "Fields the screens read"). The keys are the
 * API paths the default query function fetches, shared with the record screens, so their saves
 * (which invalidate these keys) refresh the dashboard too.
 */

export interface FamilyMemberRow {
  id: string;
  /** Null when the row is locked (its encrypted details cannot be opened). */
  name: string | null;
  relationship: string;
  locked?: boolean;
}

export interface BankAccountRow {
  id: string;
  bankName: string;
  bankNameOther?: string | null;
  accountType: string;
  currentBalance: string | null;
}

export interface InvestmentAccountRow {
  id: string;
  institution: string;
  institutionOther?: string | null;
  accountType: string;
  currentValue: string | null;
  isActive?: boolean | null;
}

export interface ChecklistItemRow {
  id: string;
  title: string;
  category: string;
  priority: number;
  isCompleted: boolean;
  completedDate: string | null;
}

export interface ImportantDateRow {
  id: string;
  /** Null when the row is locked (its encrypted details cannot be opened). */
  title: string | null;
  eventDate: string;
  isRecurring?: boolean | null;
}

export const useFamilyMembers = () =>
  useQuery<FamilyMemberRow[]>({ queryKey: ['/api/family-members'] });
export const useBankAccounts = () =>
  // The Banking screen's key, so the two screens share one cached list.
  useQuery<BankAccountRow[]>({ queryKey: recordsQueryKey('bank-accounts') });
export const useInvestmentAccounts = () =>
  useQuery<InvestmentAccountRow[]>({ queryKey: ['/api/investment-accounts'] });
export const useChecklistItems = () =>
  useQuery<ChecklistItemRow[]>({ queryKey: ['/api/estate-checklist-items'] });
export const useImportantDates = () =>
  useQuery<ImportantDateRow[]>({ queryKey: ['/api/important-dates'] });

/** A pick-list name, or the name typed under 'Other' when there is one. */
export function pickedName(value: string, other: string | null | undefined): string {
  return value === 'Other' && other?.trim() ? other.trim() : value;
}

/** Investment accounts count as active unless marked inactive (isActive defaults to true). */
export const isActiveAccount = (account: InvestmentAccountRow) => account.isActive !== false;
