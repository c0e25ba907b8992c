import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteInput,
  SharedVault,
  TrustedPeople,
  TrustedPerson,
} from '../../../../domain/trusted-people';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';

/** GET /api/trusted-people: both lists, one's own fingerprint and the check-in setting. */
export const TRUSTED_PEOPLE_KEY = ['/api/trusted-people'] as const;
/** GET /api/trusted-people/access-history, by pages. */
export const ACCESS_HISTORY_PATH = '/api/trusted-people/access-history';

/** The page's data. */
export function useTrustedPeople() {
  return useQuery<TrustedPeople>({ queryKey: TRUSTED_PEOPLE_KEY });
}

/** Refreshes the lists (and the history, whose names and filter follow them). */
export function useRefreshTrustedPeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TRUSTED_PEOPLE_KEY }),
      queryClient.invalidateQueries({ queryKey: [ACCESS_HISTORY_PATH] }),
    ]);
}

const grantPath = (id: string, action?: string) =>
  `/api/trusted-people/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** POST /api/trusted-people: the invitation (201); the caller shows field errors. */
export function useInvite() {
  const refresh = useRefreshTrustedPeople();
  return useMutation({
    mutationFn: async (input: InviteInput) =>
      readJson<TrustedPerson>(await apiRequest('POST', '/api/trusted-people', input)),
    onSuccess: async (person) => {
      toast({
        title: 'Invitation sent',
        description: `We emailed an invitation to ${person.email}.`,
      });
      await refresh();
    },
  });
}

/**
 * A one-step action on a grant (resend, reject, remove, request): POSTs or DELETEs, toasts
 * `done` and refreshes; a refusal toasts the server's words.
 */
export function useGrantAction<T = TrustedPerson | SharedVault | null>(
  method: 'POST' | 'DELETE',
  action: string | undefined,
  done: (answer: T) => string,
) {
  const refresh = useRefreshTrustedPeople();
  return useMutation({
    mutationFn: async (id: string) => readJson<T>(await apiRequest(method, grantPath(id, action))),
    onSuccess: async (answer) => {
      toast({ title: 'Success', description: done(answer) });
      await refresh();
    },
    onError: (error) => {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    },
  });
}

/** The URL of a grant action that asks for the password (confirm, approve). */
export const reauthActionUrl = (id: string, action: 'confirm' | 'approve') => grantPath(id, action);

/** PUT /api/trusted-people/check-in. */
export function useSetCheckIn() {
  const refresh = useRefreshTrustedPeople();
  return useMutation({
    mutationFn: async (months: number | null) =>
      readJson<{ months: number | null }>(
        await apiRequest('PUT', '/api/trusted-people/check-in', { months }),
      ),
    onSuccess: async ({ months }) => {
      toast({
        title: 'Success',
        description:
          months === null
            ? 'Inactivity check-in is off.'
            : `Inactivity check-in is on: after ${months} months without a sign-in.`,
      });
      await refresh();
    },
    onError: (error) => {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
