import { useQueries } from '@tanstack/react-query';
import { REMINDER_SOURCES } from '../../domain/reminder-sources';
import { upcomingEntries, type UpcomingEntry } from '../../domain/reminder-upcoming';
import type { RecordKindKey } from '../../domain/records';
import { cardTitle } from '../../domain/records/display/card-view';
import type { RecordJson } from '../../domain/records/record-schema';
import { useUserToday } from '../lib/reminder-preferences';
import { useVault, vaultCovers } from '../lib/vault';
import { kindAndDisplay, recordsQueryKey } from './use-records';

type Row = Record<string, unknown> & { id: string };
const KINDS = [...new Set(REMINDER_SOURCES.map((s) => s.recordKind))];

/** A record's title as its card shows it (decrypted in this signed-in session). */
export function entryTitle(entry: UpcomingEntry<Row>): string {
  const { kind, display } = kindAndDisplay(entry.source.recordKind);
  return cardTitle(display, kind, entry.record as RecordJson);
}

/**
 * Every reminded record list, and what falls in the next `days` days, counted from today in the
 * zone chosen in Preferences (as the bell and the email count). In someone's vault, only the
 * areas the grant shares are asked for (the others would answer 404).
 */
export function useUpcoming(days: number) {
  const vault = useVault();
  const today = useUserToday();
  const results = useQueries({
    queries: KINDS.map((kind) => ({
      queryKey: recordsQueryKey(kind),
      enabled: vaultCovers(vault, kind),
    })),
  });
  const loading = results.some((r) => r.isLoading);
  const records: Partial<Record<RecordKindKey, Row[]>> = {};
  KINDS.forEach((kind, i) => (records[kind] = (results[i].data as Row[] | undefined) ?? []));
  return { loading, entries: loading ? [] : upcomingEntries(records, today, days) };
}
