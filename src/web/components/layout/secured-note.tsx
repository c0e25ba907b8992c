import { ShieldCheck } from 'lucide-react';

/** The navigation footer line (part 1 §1); true of the app: records are sealed with AES-256-GCM. */
export function SecuredNote() {
  return (
    <div className="border-sidebar-border text-sidebar-foreground/75 flex items-center gap-2 border-t px-5 py-4 text-xs">
      <ShieldCheck aria-hidden="true" className="text-sidebar-primary size-4" />
      <span>Secured by AES-256</span>
    </div>
  );
}
