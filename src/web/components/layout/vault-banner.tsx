import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Eye, PencilLine } from 'lucide-react';
import { vaultBannerText, type VaultAccess } from '../../../domain/trusted-people';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import { switchVault, leaveVault } from '../../lib/vault-switch';
import { useVault, type ActiveVault } from '../../lib/vault';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

/** The words when a grant has ended while its vault was open. */
export function accessEndedText(ownerName: string): string {
  return `Your access to ${ownerName}'s records has ended.`;
}

/** GET /api/shared-vaults/:ownerId: what the open vault allows now (404 once it has ended). */
export function vaultAccessKey(ownerId: string) {
  return [`/api/shared-vaults/${encodeURIComponent(ownerId)}`] as const;
}

/**
 * The strip at the top of the signed-in shell while reading someone's records, with the way
 * back. It asks the server what the grant allows on entering and whenever the window regains
 * focus: an ended grant closes the vault at once.
 */
export function VaultBanner() {
  const vault = useVault();
  return vault ? <OpenVaultBanner vault={vault} /> : null;
}

function OpenVaultBanner({ vault }: { vault: ActiveVault }) {
  const access = useQuery<VaultAccess>({
    queryKey: vaultAccessKey(vault.ownerId),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
  const { data, error } = access;

  useEffect(() => {
    // The grant's name, role or areas changed since the vault was opened (or a cold load knew
    // only the remembered id): follow the server.
    if (
      data &&
      (data.canWrite !== vault.canWrite ||
        data.ownerName !== vault.ownerName ||
        data.role !== vault.role ||
        JSON.stringify(data.areas) !== JSON.stringify(vault.areas))
    ) {
      void switchVault(data, { rememberChoice: false });
    }
  }, [data, vault]);

  useEffect(() => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      void leaveVault();
      toast({ title: 'Access ended', description: accessEndedText(vault.ownerName) });
    }
  }, [error, vault.ownerName]);

  const compact = useCompactAfterFirstScreen();
  const Icon = vault.canWrite ? PencilLine : Eye;
  return (
    <div
      data-testid="vault-banner"
      data-compact={compact || undefined}
      className={cn(
        'sticky top-16 z-10 flex items-center justify-between border-b border-sky-300 bg-sky-100 px-4 text-sm text-sky-950 sm:px-6 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
        compact ? 'flex-nowrap gap-2 py-0.5' : 'flex-wrap gap-x-4 gap-y-2 py-2',
      )}
    >
      <p className="flex min-w-0 items-center gap-2 font-medium">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className={cn(compact && 'truncate')}>
          {vaultBannerText(vault.ownerName, vault.canWrite)}
        </span>
      </p>
      <Button
        size="sm"
        variant={compact ? 'ghost' : 'outline'}
        className={cn('shrink-0', compact ? '-mr-3' : 'bg-background/80 h-8')}
        // One line on a phone: the short words, the full ones for screen readers.
        aria-label={compact ? 'Back to my records' : undefined}
        onClick={() => void leaveVault()}
      >
        {compact ? 'My records' : 'Back to my records'}
      </Button>
    </div>
  );
}

/**
 * The banner says in full whose records these are on the first screen; once the person scrolls
 * or moves to another page it keeps one line, so that on a phone the header and banner leave
 * the screen to the records (issue 41). It stays one line from then on: growing back near the
 * top would move the page under the finger.
 */
function useCompactAfterFirstScreen(): boolean {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    if (compact) return;
    if (pathname !== firstPath.current) return setCompact(true);
    const onScroll = () => {
      if (window.scrollY > 32) setCompact(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [compact, pathname]);
  return compact;
}
