import type { ComponentType } from 'react';
import { cn } from '../lib/utils';

/**
 * An icon on a rounded square beside a title (cards, slides, marketing tiles). Decorative: the
 * title beside it says what it means. `className` sets its colours (default: the accent).
 */
export function IconBadge({
  icon: Icon,
  className = 'bg-accent text-accent-foreground',
}: {
  icon: ComponentType<{ className?: string }>;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', className)}
    >
      <Icon className="size-5" />
    </span>
  );
}
