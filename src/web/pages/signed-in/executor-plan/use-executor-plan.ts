import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExecutorPlan } from '../../../../domain/executor-plan/executor-plan-api';
import { useToast } from '../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api';

/** GET /api/executor-plan (in the open vault). */
export const EXECUTOR_PLAN_KEY = ['/api/executor-plan'] as const;

/** The plan, and ticking a step off or back on (an executor with open access only). */
export function useExecutorPlan() {
  const client = useQueryClient();
  const { toast } = useToast();
  const query = useQuery<ExecutorPlan>({ queryKey: EXECUTOR_PLAN_KEY, staleTime: 0 });
  const tick = useMutation({
    mutationFn: ({ key, done }: { key: string; done: boolean }) =>
      apiRequest('PUT', `/api/executor-plan/steps/${encodeURIComponent(key)}`, { done }),
    onSettled: () => client.invalidateQueries({ queryKey: EXECUTOR_PLAN_KEY }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save the step'),
        variant: 'destructive',
      });
    },
  });
  return { query, tick };
}
