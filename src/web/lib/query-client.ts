import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import type { ReminderPreferences } from '../../domain/reminders';
import { noteQueryFailure } from '../offline/status';
import { ApiError, defaultQueryFn, isUnauthorizedError } from './api';
import { redirectToLogin } from './redirect-to-login';
import { REMINDER_PREFERENCES_KEY } from './reminder-preferences';
import { readChosenTimeZoneFrom } from './time-zone';

/** The user lookup's key: its 401 means "signed out", not "session lost". */
export const USER_QUERY_KEY = ['/api/user'] as const;

/** Part 1 §7: queries retry up to 2 times. */
const MAX_QUERY_RETRIES = 2;
/** Part 2 §7: its screens' queries (list screens, insights) retry up to 3 times. */
export const SCREEN_QUERY_RETRIES = 3;
const MAX_MUTATION_RETRIES = 1;

function statusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3})\b/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Queries skip retries on 401/403 (part 1 §7). Other client errors (400, 404, 409, 429 ...) are
 * skipped too: the same request gets the same answer, and retrying a 429 only prolongs it.
 */
export function shouldRetryQuery(
  failureCount: number,
  error: unknown,
  maxRetries: number = MAX_QUERY_RETRIES,
): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < maxRetries;
}

/**
 * A query's retry option allowing up to `maxRetries`. Every failure passes here first: a
 * network error switches the app to offline (paused queries keep showing what they have)
 * instead of ending in an error screen.
 */
export function retryUpTo(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => {
    noteQueryFailure(error);
    return shouldRetryQuery(failureCount, error, maxRetries);
  };
}

/** Mutations retry once, never on 401/403/422 (part 1 §7) nor any other client error. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < MAX_MUTATION_RETRIES;
}

/** Backoff doubling from 1 s, capped at 30 s (part 1 §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/**
 * The 403 every data route answers while the administrator requires two-factor sign-in and this
 * session has not enrolled yet (only possible when the cached user is older than the session).
 */
function mustEnrolFirst(error: unknown): boolean {
  return (
    statusOf(error) === 403 &&
    error instanceof Error &&
    error.message.includes('requires two-factor sign-in. Set it up to continue')
  );
}

/** Re-reads the user once, however many calls failed: its mustEnrolTwoFactor sends the app to /setup-two-factor. */
function recheckUser() {
  void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY }, { cancelRefetch: false });
}

function isUserLookup(query: Query<unknown, unknown, unknown>): boolean {
  return query.queryKey[0] === USER_QUERY_KEY[0];
}

/** The app's one QueryClient, with the spec's fetch defaults (part 1 §7, §9). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (isUnauthorizedError(error) && !isUserLookup(query)) redirectToLogin();
      else if (mustEnrolFirst(error) && !isUserLookup(query)) recheckUser();
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      // A mutation's own onError runs after this one and may toast "Failed to ..."; deferring
      // puts the 'Unauthorized' toast last, so it is the one left on screen (one toast at a time).
      if (isUnauthorizedError(error)) setTimeout(redirectToLogin, 0);
      else if (mustEnrolFirst(error)) recheckUser();
    },
  }),
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: retryUpTo(MAX_QUERY_RETRIES),
      retryDelay,
    },
    mutations: { retry: shouldRetryMutation, retryDelay },
  },
});

// Requests and plain functions count days in the zone chosen in Preferences, as cached here.
readChosenTimeZoneFrom(
  () => queryClient.getQueryData<ReminderPreferences>(REMINDER_PREFERENCES_KEY)?.timeZone,
);
