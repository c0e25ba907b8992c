import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InheritancePlan } from '../../../../../domain/estate-plan/inheritance-api';
import { toast } from '../../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, readJson, serverMessage } from '../../../../lib/api';
import { useUserToday } from '../../../../lib/reminder-preferences';

export const INHERITANCE_PATH = '/api/estate-plan/inheritance';
const MATCHES_PATH = '/api/estate-plan/beneficiary-matches';

/** Who gets what, for the person's today (ages count from it); refetched each time it opens. */
export function useInheritance() {
  const today = useUserToday();
  return useQuery<InheritancePlan>({
    queryKey: [INHERITANCE_PATH, { today }],
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Which name on which record the owner answers for. */
export interface MatchTarget {
  recordKind: string;
  recordId: string;
  position: number;
}

/** The owner's answer: a family member, someone outside the family, or back to automatic. */
export type MatchChoice =
  { familyMemberId: string } | { outsideFamily: true } | { automatic: true };

/** Saves an answer; the server answers the updated plan, which replaces the cached one. */
export function useSaveMatch() {
  const today = useUserToday();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, choice }: { target: MatchTarget; choice: MatchChoice }) => {
      if ('automatic' in choice) {
        const query = new URLSearchParams({ ...target, position: String(target.position), today });
        return readJson<InheritancePlan>(await apiRequest('DELETE', `${MATCHES_PATH}?${query}`));
      }
      const body = {
        ...target,
        familyMemberId: 'familyMemberId' in choice ? choice.familyMemberId : null,
        outsideFamily: 'outsideFamily' in choice,
      };
      return readJson<InheritancePlan>(
        await apiRequest('PUT', `${MATCHES_PATH}?today=${today}`, body),
      );
    },
    onSuccess: (plan) => {
      client.setQueryData([INHERITANCE_PATH, { today }], plan);
      toast({ title: 'Success', description: 'Beneficiary match saved' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save the match'),
        variant: 'destructive',
      });
    },
  });
}
