import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A spinning icon with an optional label; `fullPage` centres it in the viewport (auth loading). */
export function Spinner({
  label,
  fullPage = false,
  className,
  ...props
}: React.ComponentProps<'div'> & { label?: string; fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'text-muted-foreground flex items-center justify-center gap-2 text-sm',
        fullPage && 'min-h-dvh w-full flex-col gap-3',
        className,
      )}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        className={cn('text-primary animate-spin', fullPage ? 'size-8' : 'size-5')}
      />
      {/* Screen readers still need to hear something when no visible label is given. */}
      {label ? <span>{label}</span> : <span className="sr-only">Loading...</span>}
    </div>
  );
}
