import { ShieldCheck } from 'lucide-react';
import { useSiteInfo } from '../lib/site-info';
import { cn } from '../lib/utils';

/** The brand mark: a gold shield on navy. Decorative; pair it with the name. */
export function BrandMarkIcon({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-gold text-gold-foreground flex size-9 shrink-0 items-center justify-center rounded-lg shadow-sm',
        className,
      )}
    >
      <ShieldCheck className="size-5" />
    </span>
  );
}

/** Mark plus the wordmark (the admin's application name); colours follow the surrounding text. */
export function BrandLogo({ className }: { className?: string }) {
  const { applicationName } = useSiteInfo();
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <BrandMarkIcon />
      <span data-slot="wordmark" className="font-display text-xl font-semibold tracking-tight">
        {applicationName}
      </span>
    </span>
  );
}
