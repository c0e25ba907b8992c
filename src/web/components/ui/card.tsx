import * as React from 'react';
import { cn } from '../../lib/utils';

/** shadcn/ui Card: a bordered surface. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'bg-card text-card-foreground flex flex-col gap-6 rounded-xl border py-6 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Card heading area (title, description). */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('grid auto-rows-min items-start gap-1.5 px-6', className)}
      {...props}
    />
  );
}

/** How large each heading level of a card title is. */
const TITLE_SIZES = {
  h1: 'font-display text-2xl tracking-tight',
  h2: 'text-lg',
  h3: 'text-base',
} as const;

/**
 * Card title: a heading, h2 unless `as` says otherwise (h1 when the card is the page, h3 inside a
 * section), so the page outline stays right without hand-written headings inside cards.
 */
export function CardTitle({
  as: Heading = 'h2',
  className,
  ...props
}: React.ComponentProps<'h2'> & { as?: keyof typeof TITLE_SIZES }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('leading-none font-semibold', TITLE_SIZES[Heading], className)}
      {...props}
    />
  );
}

/** Muted line under the card title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

/** Card body. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

/** Card actions row. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex items-center px-6', className)} {...props} />
  );
}
