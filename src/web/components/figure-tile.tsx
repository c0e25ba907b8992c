import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Card, CardTitle } from './ui/card';

/** What one headline figure shows. */
export interface Figure {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon: ComponentType<{ className?: string }>;
}

/** A headline figure: label and icon, the value large, a caption under it. */
export function FigureTile({ label, value, caption, icon: Icon }: Figure) {
  return (
    <Card className="gap-3 p-4 sm:p-5" data-testid={`figure-${label}`}>
      <div className="flex min-h-10 items-center justify-between gap-3">
        <CardTitle className="text-muted-foreground text-sm leading-5 font-medium">
          {label}
        </CardTitle>
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-9 shrink-0 items-center justify-center rounded-lg"
        >
          <Icon className="size-4.5" />
        </span>
      </div>
      <div className="grid min-w-0 gap-1">
        <p className="font-display text-2xl font-semibold tracking-tight break-words tabular-nums sm:text-3xl">
          {value}
        </p>
        {caption && <div className="text-muted-foreground text-sm">{caption}</div>}
      </div>
    </Card>
  );
}

/**
 * A screen's row of headline figures: two a row on phones (one with `stackOnPhones`, for long
 * captions), four from extra-large screens up. `label` names the region for screen readers.
 */
export function FigureTiles({
  label,
  figures,
  stackOnPhones = false,
}: {
  label: string;
  figures: readonly Figure[];
  stackOnPhones?: boolean;
}) {
  return (
    <section
      aria-label={label}
      className={cn(
        'grid gap-3 sm:gap-4 xl:grid-cols-4',
        stackOnPhones ? 'sm:grid-cols-2' : 'grid-cols-2',
      )}
    >
      {figures.map((figure) => (
        <FigureTile key={figure.label} {...figure} />
      ))}
    </section>
  );
}

/** A label and amount on one line, for the small lists inside cards. */
export function FigureRow({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd
        className={`text-right whitespace-nowrap tabular-nums ${strong ? 'font-semibold' : 'font-medium'}`}
      >
        {value}
      </dd>
    </div>
  );
}
