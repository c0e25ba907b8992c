import { ShieldCheck } from 'lucide-react';
import { useSiteInfo } from '../../lib/site-info';

/**
 * The navigation footer (part 1 §1): the security line, true of the app (records are sealed
 * with AES-256-GCM), and the admin's support email once a real one is set.
 */
export function SecuredNote() {
  const { supportEmail } = useSiteInfo();
  return (
    <div className="border-sidebar-border text-sidebar-foreground/75 grid gap-1.5 border-t px-5 py-4 text-xs">
      <div className="flex items-center gap-2">
        <ShieldCheck aria-hidden="true" className="text-sidebar-primary size-4" />
        <span>Secured by AES-256</span>
      </div>
      {supportEmail && (
        <a href={`mailto:${supportEmail}`} className="truncate hover:underline">
          Support: {supportEmail}
        </a>
      )}
    </div>
  );
}
