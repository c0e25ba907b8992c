import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/utils';
import { useVault } from '../lib/vault';

/*
 * A record the server answers with `locked: true`: its encrypted details were sealed under a data
 * key that a password reset without the recovery key left locked. Plain fields (types, amounts,
 * dates) still show; it cannot be edited until unlocked (the server refuses), only deleted.
 */

/** The 'Locked' badge with its lock icon. */
export function LockedBadge() {
  return (
    <Badge
      variant="outline"
      className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
    >
      <Lock aria-hidden="true" /> Locked
    </Badge>
  );
}

/** What happened and where to unlock it. */
export function LockedNote({ className }: { className?: string }) {
  const vault = useVault();
  // Only the owner can unlock them, from their own settings (not the visitor's).
  if (vault)
    return (
      <p className={cn('text-muted-foreground text-sm', className)}>
        Encrypted details locked since a password reset. Only {vault.ownerName} can unlock them.
      </p>
    );
  return (
    <p className={cn('text-muted-foreground text-sm', className)}>
      Encrypted details locked since a password reset. Unlock them in{' '}
      <Link to="/settings" className="text-primary font-medium underline-offset-4 hover:underline">
        Account Settings
      </Link>
      .
    </p>
  );
}
