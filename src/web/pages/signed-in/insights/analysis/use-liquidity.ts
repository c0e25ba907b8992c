import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EstatePlanPreferences,
  Liquidity,
} from '../../../../../domain/estate-plan/liquidity-api';
import { toast } from '../../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, readJson, serverMessage } from '../../../../lib/api';
import { useUserToday } from '../../../../lib/reminder-preferences';

export const LIQUIDITY_PATH = '/api/estate-plan/liquidity';

/** Will the estate have cash: refetched each time the tab opens (records change elsewhere). */
export function useLiquidity() {
  const today = useUserToday();
  return useQuery<Liquidity>({
    queryKey: [LIQUIDITY_PATH, { today }],
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Saves the owner's final expenses and months to settle (null: back to the default). */
export function useSaveSettlementFigures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { finalExpenses?: string | null; monthsToSettle?: number | null }) =>
      readJson<EstatePlanPreferences>(
        await apiRequest('PUT', '/api/estate-plan/preferences', body),
      ),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Settlement figures saved' });
      await client.invalidateQueries({ queryKey: [LIQUIDITY_PATH] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save the figures'),
        variant: 'destructive',
      });
    },
  });
}
