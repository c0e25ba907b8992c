import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SiteInfo } from '../../domain/admin';
import { MIN_PASSWORD_LENGTH } from '../../domain/password-length';
import { newPasswordProblem, STRONG_PASSWORD_RULE } from '../../domain/password-policy';
import { ApiError } from './api';

/** GET /api/site-info's key: public facts (application name, support email, maintenance). */
export const SITE_INFO_KEY = ['/api/site-info'] as const;

/** What screens show before the answer arrives (the server's defaults). */
export const DEFAULT_SITE_INFO: SiteInfo = {
  applicationName: 'Kinfolio',
  supportEmail: null,
  maintenance: false,
  strongPasswords: true,
  maxUploadMb: 10,
  maxLetterUploadMb: 100,
};

/** How often every open screen re-asks whether maintenance started or ended. */
const SITE_INFO_POLL_MS = 30_000;
/**
 * Older answers are re-fetched when a screen mounts: one restored from the offline copy must not
 * keep showing a maintenance page that has ended.
 */
const SITE_INFO_STALE_MS = 10_000;

/** The admin's application name, support email and the maintenance state, kept fresh. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery<SiteInfo>({
    queryKey: SITE_INFO_KEY,
    refetchInterval: SITE_INFO_POLL_MS,
    staleTime: SITE_INFO_STALE_MS,
  });
  return data ?? DEFAULT_SITE_INFO;
}

/**
 * The application name from the cached answer, for code outside a render (a mutation's toast);
 * the server's default until site-info has loaded.
 */
export function cachedApplicationName(queryClient: QueryClient): string {
  return (
    queryClient.getQueryData<SiteInfo>(SITE_INFO_KEY)?.applicationName ??
    DEFAULT_SITE_INFO.applicationName
  );
}

/** The password rule new passwords must meet now, as a hint under password fields. */
export function usePasswordRule(): string {
  const { strongPasswords } = useSiteInfo();
  return strongPasswords ? STRONG_PASSWORD_RULE : `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
}

/**
 * The check a form runs on a new password before sending it, under the rule in force now: the
 * form's own message under 6 characters, the strong rule's words from 6 to 9 while it is on.
 */
export function useNewPasswordCheck(): (password: string, tooShort: string) => string | null {
  const { strongPasswords } = useSiteInfo();
  return (password, tooShort) => newPasswordProblem(password, strongPasswords, tooShort);
}

/**
 * Whether maintenance mode is on, for the route table's gate. Besides the 30 s poll, any API
 * answer 503 (what every call of a non-admin gets once maintenance starts) re-asks at once, so
 * an open screen turns into the maintenance page without waiting for the next poll.
 */
export function useMaintenanceMode(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    const watchFor503 = (error: unknown) => {
      if (error instanceof ApiError && error.status === 503) {
        void queryClient.invalidateQueries({ queryKey: SITE_INFO_KEY });
      }
    };
    const unsubscribe = [
      queryClient.getQueryCache().subscribe((event) => {
        // 'failed' is each attempt (queries retry server errors), 'error' the final one.
        if (event.type !== 'updated' || event.query.queryKey[0] === SITE_INFO_KEY[0]) return;
        if (event.action.type === 'failed' || event.action.type === 'error') {
          watchFor503(event.action.error);
        }
      }),
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error')
          watchFor503(event.action.error);
      }),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [queryClient]);
  return useSiteInfo().maintenance;
}
