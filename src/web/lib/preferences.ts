import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { preferencesSchema } from '../../domain/auth';
import type { PublicUser } from '../../domain/user';
import { toast } from '../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from './api';
import { USER_QUERY_KEY } from './query-client';

export type PreferencesUpdate = z.infer<typeof preferencesSchema>;

/**
 * Saves preferences with PUT /api/user/preferences, showing the change at once (the user query
 * drives the theme and text size) and putting it back if the server refuses.
 */
export function useSavePreferences(saved: (update: PreferencesUpdate) => string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: PreferencesUpdate) =>
      readJson<PublicUser>(await apiRequest('PUT', '/api/user/preferences', update)),
    onMutate: (update) => {
      const previous = queryClient.getQueryData<PublicUser>(USER_QUERY_KEY);
      if (previous) queryClient.setQueryData(USER_QUERY_KEY, { ...previous, ...update });
      return { previous };
    },
    onSuccess: (user, update) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['/api/getting-started'] });
      const description = saved(update);
      if (description) toast({ title: 'Preferences saved', description });
    },
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(USER_QUERY_KEY, context.previous);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save preferences'),
        variant: 'destructive',
      });
    },
  });
}
