import { useQuery } from '@tanstack/react-query';
import type { GettingStarted } from '../../../../domain/getting-started';
import { useVault } from '../../../lib/vault';

/** The query key of GET /api/getting-started (saving preferences refreshes it). */
export const GETTING_STARTED_KEY = ['/api/getting-started'] as const;

/**
 * The owner's Getting started progress. Never asked in someone else's vault (it is the owner's
 * own, and the server answers 404 there). Fetched each time the home opens: what it counts
 * changes on other screens.
 */
export function useGettingStarted() {
  const vault = useVault();
  return useQuery<GettingStarted>({
    queryKey: GETTING_STARTED_KEY,
    enabled: vault === null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
