import { useQuery } from '@tanstack/react-query';
import type { DashboardView } from '../../domain/dashboard-summary';
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
  return useQuery<DashboardView>({
    // The default query function: GET /api/dashboard-summary?today=…, which a signed-in screen
    // rendered on the server can answer ahead (signed-in-render-entry.tsx).
    queryKey: ['/api/dashboard-summary', { today }],
    staleTime: 0,
    refetchOnMount: 'always',
    // Part 2 §7: up to 3 times, never on client errors.
    retry: retryUpTo(SCREEN_QUERY_RETRIES),
  });
}
