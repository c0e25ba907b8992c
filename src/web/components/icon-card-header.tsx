import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/utils';
import { CardDescription, CardHeader, CardTitle } from './ui/card';
import { IconBadge } from './icon-badge';

/** The icon's colours: gold for keys and mail, primary, destructive for a problem, muted. */
const TONES = {
  gold: 'bg-gold/20 text-primary',
  primary: 'bg-primary/10 text-primary',
  destructive: 'bg-destructive/10 text-destructive',
  muted: 'bg-muted text-muted-foreground',
} as const;

/**
 * The header of a card that is the whole page (password pages, 404, maintenance): its icon, the
 * page's h1 and the line under it. 'centred' stacks them in the middle; 'beside' puts the icon
 * left of the title.
 */
export function IconCardHeader({
  icon: Icon,
  title,
  description,
  tone = 'primary',
  layout = 'centred',
}: {
  icon: ComponentType<{ className?: string }>;
  title: ReactNode;
  description: ReactNode;
  tone?: keyof typeof TONES;
  layout?: 'centred' | 'beside';
}) {
  if (layout === 'beside')
    return (
      <CardHeader className="flex items-start gap-4">
        <IconBadge icon={Icon} />
        <div className="grid gap-1.5">
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
        </div>
      </CardHeader>
    );
  return (
    <CardHeader className="text-center">
      <span
        className={cn('mx-auto flex size-12 items-center justify-center rounded-full', TONES[tone])}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <CardTitle as="h1" className="mt-2">
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
