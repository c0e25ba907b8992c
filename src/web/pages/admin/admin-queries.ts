import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../lib/api';
import { SITE_INFO_KEY } from '../../lib/site-info';

/** Query keys of the admin screen (each is also the GET path, see lib/api.ts). */
export const ADMIN_KEYS = {
  stats: ['/api/admin/stats'],
  users: ['/api/admin/users'],
  logs: ['/api/admin/logs'],
  maintenance: ['/api/admin/maintenance'],
  settings: ['/api/admin/settings'],
} as const;

/** The audit log list's key for a filter: every filtered list refreshes with ADMIN_KEYS.logs. */
export function logsQueryKey(filter: { level?: string; q?: string; category?: 'access' }) {
  return [ADMIN_KEYS.logs[0], filter] as const;
}

/** Polling intervals (part 2 §9): stats every 30 s, logs every 10 s. */
export const STATS_REFRESH_MS = 30_000;
export const LOGS_REFRESH_MS = 10_000;

/** Toasts a failed admin call with the server's message. */
export function toastFailure(error: unknown, fallback: string) {
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });
}

/** Toggle Maintenance: POST {enabled}; the badge follows the answer (part 2 §4). */
export function useMaintenanceToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      readJson<{ enabled: boolean }>(
        await apiRequest('POST', '/api/admin/maintenance', { enabled }),
      ),
    onSuccess: ({ enabled }) => {
      queryClient.setQueryData(ADMIN_KEYS.maintenance, { enabled });
      void queryClient.invalidateQueries({ queryKey: SITE_INFO_KEY });
      toast({
        title: 'Success',
        description: enabled ? 'Maintenance mode enabled' : 'Maintenance mode disabled',
      });
    },
    onError: (error) => toastFailure(error, 'Failed to change maintenance mode'),
  });
}
