import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../domain/dashboard-summary';
import { apiRequest, readJson } from './api';
import { retryUpTo, SCREEN_QUERY_RETRIES } from './query-client';
import { useUserToday } from './reminder-preferences';

/**
 * GET /api/dashboard-summary, shared by the dashboard, legacy-planning and analysis screens.
 * The app caches queries forever by default and record saves only refresh their own lists, so
 * the summary is refetched each time a screen opens (the cached figures show meanwhile).
 */
export function useDashboardSummary() {
  // "Upcoming" dates are counted from today in the zone chosen in Preferences.
  const today = useUserToday();
  return useQuery<DashboardSummary>({
    queryKey: ['/api/dashboard-summary', today],
    queryFn: async () =>
      readJson<DashboardSummary>(await apiRequest('GET', `/api/dashboard-summary?today=${today}`)),
    staleTime: 0,
    refetchOnMount: 'always',
    // Part 2 §7: up to 3 times, never on client errors.
    retry: retryUpTo(SCREEN_QUERY_RETRIES),
  });
}
