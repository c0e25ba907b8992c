import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';

/**
 * Reminds an admin, on every screen, that everyone else sees the maintenance page; links to
 * the admin screen where it is switched off. Other users never reach the shell meanwhile.
 */
export function MaintenanceIndicator({ isAdmin }: { isAdmin: boolean }) {
  const { maintenance } = useSiteInfo();
  if (!isAdmin || !maintenance) return null;
  return (
    <Link
      to="/admin"
      className="bg-destructive flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-white outline-none focus-visible:ring-2"
    >
      <Wrench aria-hidden="true" className="size-3.5" />
      <span className="hidden sm:inline">Maintenance Mode</span>
      <span className="sm:hidden">Maintenance</span>
    </Link>
  );
}
