import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { RecordJson } from '../../../../domain/records/record-schema';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { userToday } from '../../../lib/time-zone';
import { kindAndDisplay, recordsPath, recordsQueryKey } from '../../../records/use-records';

const KIND = 'estate-checklist-items';

interface ToggleInput {
  item: RecordJson;
  isCompleted: boolean;
}

/**
 * Toggles a checklist item's completion (part 1 §4): PATCH {isCompleted}; the server stamps or
 * clears completedDate. The list shows the change at once and rolls the item back on failure.
 * `pendingIds` are the items whose toggle is on its way (a second click waits for it).
 */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  const { display } = kindAndDisplay(KIND);
  const path = recordsPath(KIND);
  const key = recordsQueryKey(KIND);
  const mutationKey = ['toggle', path];

  const setItem = (id: string, change: Partial<RecordJson>) =>
    queryClient.setQueryData<RecordJson[]>(key, (rows) =>
      rows?.map((row) => (row.id === id ? { ...row, ...change } : row)),
    );

  const toggle = useMutation({
    mutationKey,
    mutationFn: async ({ item, isCompleted }: ToggleInput) =>
      readJson<RecordJson>(await apiRequest('PATCH', `${path}/${item.id}`, { isCompleted })),
    onMutate: async ({ item, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setItem(item.id, { isCompleted, completedDate: isCompleted ? userToday() : null });
    },
    onSuccess: (saved) => {
      setItem(saved.id, saved);
      toast({ title: 'Success', description: display.toasts.updated });
    },
    onError: (error, { item }) => {
      setItem(item.id, { isCompleted: item.isCompleted, completedDate: item.completedDate });
      toast({
        title: 'Error',
        description: serverMessage(error, display.toasts.updateFailed),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const pendingIds = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ToggleInput | undefined)?.item.id,
  });

  return {
    toggle: (item: RecordJson) => {
      if (pendingIds.includes(item.id)) return;
      toggle.mutate({ item, isCompleted: item.isCompleted !== true });
    },
    pendingIds,
  };
}
