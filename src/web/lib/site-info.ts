import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../domain/admin';

/** GET /api/site-info's key: public facts (application name, support email, maintenance). */
export const SITE_INFO_KEY = ['/api/site-info'] as const;

/** What screens show before the answer arrives (the server's defaults). */
export const DEFAULT_SITE_INFO: SiteInfo = {
  applicationName: 'Kinfolio',
  supportEmail: 'support@kinfolio.local',
  maintenance: false,
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
