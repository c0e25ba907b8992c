import { Link } from 'react-router';
import { MailWarning } from 'lucide-react';
import { addressBannerText, addressState } from '../../../domain/verified-addresses';
import { useAuth } from '../../lib/auth';
import { SendAgainButton } from '../send-again-button';
import { Button } from '../ui/button';

/**
 * A quiet strip under the header while the account's address waits for its confirmation link
 * (or another account proved it and took it): the account works meanwhile, so this only asks.
 * docs/decisions/018-verified-addresses.md.
 */
export function AddressBanner() {
  const { user } = useAuth();
  const state = user ? addressState(user) : null;
  if (!state) return null;
  return (
    <div
      data-testid="address-banner"
      className="bg-muted/70 text-muted-foreground flex items-start gap-2 border-b px-4 py-1.5 text-sm sm:px-6"
    >
      <MailWarning aria-hidden="true" className="mt-1.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-6">
        <p className="min-w-0 py-1 [overflow-wrap:anywhere]">{addressBannerText(state)}</p>
        {state.kind === 'taken' ? (
          <Button asChild size="sm" variant="ghost" className="-ml-3 h-7">
            <Link to="/settings">Account Settings</Link>
          </Button>
        ) : (
          <SendAgainButton className="-ml-3 h-7" />
        )}
      </div>
    </div>
  );
}
