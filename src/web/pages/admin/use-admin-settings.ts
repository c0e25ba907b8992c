import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsAnswer } from '../../../domain/admin';
import { toast } from '../../hooks/use-toast';
import { apiRequest, readJson } from '../../lib/api';
import { SITE_INFO_KEY } from '../../lib/site-info';
import { ADMIN_KEYS, toastFailure } from './admin-queries';

/** GET /api/admin/settings and a PUT that saves any subset, toasting `savedText` on success. */
export function useAdminSettings(savedText: string) {
  const queryClient = useQueryClient();
  const settings = useQuery<AdminSettingsAnswer>({ queryKey: ADMIN_KEYS.settings });
  const save = useMutation({
    mutationFn: async (changes: Partial<AdminSettings>) =>
      readJson<AdminSettingsAnswer>(await apiRequest('PUT', '/api/admin/settings', changes)),
    onSuccess: (answer) => {
      queryClient.setQueryData(ADMIN_KEYS.settings, answer);
      void queryClient.invalidateQueries({ queryKey: SITE_INFO_KEY });
      toast({ title: 'Success', description: savedText });
    },
    onError: (error) => toastFailure(error, 'Failed to save settings'),
  });
  return { settings, save };
}
