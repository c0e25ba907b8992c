import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RECENTLY_DELETED_API,
  UNDO_FOR_MS,
  type RestoreAnswer,
  type TrashList,
} from '../../domain/recently-deleted';
import { ToastAction } from '../components/ui/toast';
import { toast } from '../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../lib/api';

/** The Recently deleted list's query key (the default query function fetches it). */
export const TRASH_QUERY_KEY = [RECENTLY_DELETED_API] as const;

/** What waits in Recently deleted for this vault (404 for a viewer or executor: no list). */
export function useRecentlyDeleted(enabled = true) {
  return useQuery<TrashList>({ queryKey: TRASH_QUERY_KEY, enabled, retry: false });
}

/**
 * Puts an item back and refreshes every screen: a restore sets back what pointed at it too (a
 * document naming a family member), so more than its own list may read differently.
 */
export async function restoreItem(queryClient: QueryClient, id: string): Promise<RestoreAnswer> {
  try {
    const answer = await readJson<RestoreAnswer>(
      await apiRequest('POST', `${RECENTLY_DELETED_API}/${id}/restore`),
    );
    toast({ title: 'Success', description: answer.message });
    return answer;
  } catch (error) {
    toast({
      title: 'Error',
      description: serverMessage(error, 'Could not restore it. Please try again.'),
      variant: 'destructive',
    });
    throw error;
  } finally {
    await queryClient.invalidateQueries();
  }
}

/** The delete's success toast, its words kept, with Undo for 10 seconds (issue 44). */
export function toastDeletedWithUndo(queryClient: QueryClient, description: string, id: string) {
  toast({
    title: 'Success',
    description,
    duration: UNDO_FOR_MS,
    action: (
      <ToastAction
        altText="Undo the delete"
        onClick={() => void restoreItem(queryClient, id).catch(() => {})}
      >
        Undo
      </ToastAction>
    ),
  });
}

/** The query client, for the helpers above from a component. */
export const useTrashClient = useQueryClient;
