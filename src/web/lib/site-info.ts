import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../domain/admin';
import { MIN_PASSWORD_LENGTH } from '../../domain/auth';
import { STRONG_PASSWORD_RULE } from '../../domain/password-policy';

/** GET /api/site-info's key: public facts (application name, support email, maintenance). */
export const SITE_INFO_KEY = ['/api/site-info'] as const;

/** What screens show before the answer arrives (the server's defaults). */
export const DEFAULT_SITE_INFO: SiteInfo = {
  applicationName: 'Kinfolio',
  supportEmail: 'support@kinfolio.local',
  maintenance: false,
  strongPasswords: true,
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

/** The password rule new passwords must meet now, as a hint under password fields. */
export function usePasswordRule(): string {
  const { strongPasswords } = useSiteInfo();
  return strongPasswords ? STRONG_PASSWORD_RULE : `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
}
