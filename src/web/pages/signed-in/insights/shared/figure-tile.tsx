import type { ComponentType, ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

/** A headline figure: label and icon, the value large, a caption under it. */
export function FigureTile({
  label,
  value,
  caption,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon: ComponentType<{ className?: string }>;
}) {
  return (
    <Card className="gap-3 p-4 sm:p-5" data-testid={`figure-${label}`}>
      <div className="flex min-h-10 items-center justify-between gap-3">
        <h2 className="text-muted-foreground text-sm leading-5 font-medium">{label}</h2>
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
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold' : 'font-medium'}`}>
        {value}
      </dd>
    </div>
  );
}
