import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { IconBadge } from '../icon-badge';

/**
 * One tile of the public pages' icon lists (features, steps, security): the icon in a tinted
 * square, an h3 and a short text. `inverted` is for the navy sections; `className` adds to the
 * tile's frame, `children` go first (a step's number).
 */
export function FeatureTile({
  as: Tag = 'article',
  icon: Icon,
  tint,
  title,
  text,
  inverted = false,
  className,
  children,
}: {
  as?: 'article' | 'li';
  icon: LucideIcon;
  /** The icon square's background and colour. */
  tint: string;
  title: ReactNode;
  text: string;
  inverted?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag
      className={cn(
        'rounded-2xl border p-6',
        !inverted && 'border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      {children}
      <span className={cn('flex size-12 items-center justify-center rounded-xl', tint)}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className={cn('mt-5 text-lg font-semibold', !inverted && 'text-slate-900')}>{title}</h3>
      <p
        className={cn(
          'mt-2 text-sm leading-relaxed',
          inverted ? 'text-slate-300' : 'text-slate-600',
        )}
      >
        {text}
      </p>
    </Tag>
  );
}

/** A planning area's icon: gold on a navy square. */
export function AreaIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <IconBadge icon={Icon} className="bg-[#1f3358] text-gold" />;
}
