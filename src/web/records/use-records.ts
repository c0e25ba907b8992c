import { useCallback, useMemo } from 'react';
import {
  useIsMutating,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { recordKindByKey, type RecordKind, type RecordKindKey } from '../../domain/records';
import type { RecordJson } from '../../domain/records/record-schema';
import {
  cardTitle,
  recordDisplay,
  type RecordDisplay,
  type ReferenceNames,
} from '../../domain/records/display';
import { toast } from '../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../lib/api';
import { retryUpTo, SCREEN_QUERY_RETRIES } from '../lib/query-client';
import { useVault, vaultCovers } from '../lib/vault';
import { toastDeletedWithUndo, TRASH_QUERY_KEY } from './recently-deleted';

/** A kind's description and its display, looked up once by key. */
export function kindAndDisplay(kindKey: RecordKindKey): {
  kind: RecordKind;
  display: RecordDisplay;
} {
  const kind = recordKindByKey(kindKey);
  if (!kind) throw new Error(`Unknown record kind ${kindKey}`);
  return { kind, display: recordDisplay(kindKey) };
}

/** The API path a kind's screens use (banking: /api/banking-accounts). */
export function recordsPath(kindKey: RecordKindKey): string {
  return kindAndDisplay(kindKey).kind.apiPaths[0];
}

/** The list query key of a kind: [apiPath], fetched by the default query function. */
export function recordsQueryKey(kindKey: RecordKindKey): readonly [string] {
  return [recordsPath(kindKey)];
}

/** Part 2's list screens (§7: contacts, debts, medical, business) retry up to 3 times. */
const PART_2_LIST_SCREENS: ReadonlySet<RecordKindKey> = new Set([
  'professional-contacts',
  'debts-liabilities',
  'medical-information',
  'business-interests',
]);

/** A kind's list query: its key and, for part 2's screens, their retry count. */
export function recordsQueryOptions(kindKey: RecordKindKey) {
  return {
    queryKey: recordsQueryKey(kindKey),
    ...(PART_2_LIST_SCREENS.has(kindKey) ? { retry: retryUpTo(SCREEN_QUERY_RETRIES) } : {}),
  };
}

/** The signed-in user's records of a kind, newest first. */
export function useRecords(kindKey: RecordKindKey) {
  return useQuery<RecordJson[]>(recordsQueryOptions(kindKey));
}

/** Card titles of another kind's records by id, for reference titles and selects. */
export function useReferenceNames(kindKey: RecordKindKey | null): ReferenceNames {
  const query = useQuery<RecordJson[]>({
    queryKey: kindKey ? recordsQueryKey(kindKey) : ['reference-none'],
    enabled: kindKey !== null,
  });
  return useMemo(() => {
    if (!kindKey || !query.data) return new Map();
    const { kind, display } = kindAndDisplay(kindKey);
    return new Map(query.data.map((r) => [r.id, cardTitle(display, kind, r)]));
  }, [kindKey, query.data]);
}

/**
 * Titles of every record a kind's cards point at (a medical record's family member; the person a
 * will names and the attorney holding a copy), by id. Kinds the open vault does not share are
 * not asked for: such a line just stays empty.
 */
export function useCardReferenceNames(kind: RecordKind): ReferenceNames {
  const vault = useVault();
  const targets = useMemo(
    () => [
      ...new Set(
        Object.values(kind.fields).flatMap((f) =>
          f.type === 'reference' && recordKindByKey(f.kind) ? [f.kind as RecordKindKey] : [],
        ),
      ),
    ],
    [kind],
  );
  // `combine` keeps one map while the lists are unchanged (it runs again only when they change).
  const combine = useCallback(
    (results: { data?: unknown }[]) => {
      const names = new Map<string, string>();
      targets.forEach((key, i) => {
        const { kind: target, display } = kindAndDisplay(key);
        for (const r of (results[i]?.data as RecordJson[] | undefined) ?? [])
          names.set(r.id, cardTitle(display, target, r));
      });
      return names as ReferenceNames;
    },
    [targets],
  );
  return useQueries({
    queries: targets.map((key) => ({
      queryKey: recordsQueryKey(key),
      enabled: vaultCovers(vault, key),
    })),
    combine,
  });
}

function useInvalidate(kindKey: RecordKindKey) {
  const queryClient = useQueryClient();
  // Every screen reads a kind under its one key (recordsQueryKey), whatever other paths serve it.
  return () => queryClient.invalidateQueries({ queryKey: recordsQueryKey(kindKey) });
}

/** What a save sends: an id means PATCH (edit), none means POST (add). */
export interface SaveRecordInput {
  id?: string;
  values: Record<string, unknown>;
}

/** Creates or updates a record; refetches the list and toasts the kind's words. */
export function useSaveRecord(kindKey: RecordKindKey) {
  const { display } = kindAndDisplay(kindKey);
  const path = recordsPath(kindKey);
  const invalidate = useInvalidate(kindKey);
  return useMutation({
    mutationKey: ['save', path],
    mutationFn: async ({ id, values }: SaveRecordInput) =>
      readJson<RecordJson>(
        await apiRequest(id ? 'PATCH' : 'POST', id ? `${path}/${id}` : path, values),
      ),
    onSuccess: async (_saved, { id }) => {
      toast({
        title: 'Success',
        description: id ? display.toasts.updated : display.toasts.created,
      });
      await invalidate();
    },
    onError: (error, { id }) => {
      const fallback = id ? display.toasts.updateFailed : display.toasts.createFailed;
      toast({
        title: 'Error',
        description: serverMessage(error, fallback),
        variant: 'destructive',
      });
    },
  });
}

/** Deletes a record; refetches the list and toasts the kind's words. */
export function useDeleteRecord(kindKey: RecordKindKey) {
  const { display } = kindAndDisplay(kindKey);
  const path = recordsPath(kindKey);
  const invalidate = useInvalidate(kindKey);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete', path],
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${path}/${id}`);
    },
    onSuccess: async (_answer, id) => {
      // Kept in Recently deleted: the toast's words stay, with Undo for 10 seconds.
      toastDeletedWithUndo(queryClient, display.toasts.deleted, id);
      await Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error, display.toasts.deleteFailed),
        variant: 'destructive',
      });
    },
  });
}

/** True while any delete of this kind is running: every delete button waits (part 2 §4). */
export function useIsDeleting(kindKey: RecordKindKey): boolean {
  return useIsMutating({ mutationKey: ['delete', recordsPath(kindKey)] }) > 0;
}
