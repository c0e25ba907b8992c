import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

/** A dashboard card: icon, h2 title, an optional action on the right, then the body. */
export function DashboardCard({
  title,
  icon: Icon,
  action,
  footer,
  children,
  className,
}: {
  title: string;
  icon: ComponentType<{ className?: string }>;
  action?: ReactNode;
  /** Shown under the body, right-aligned (a link onward). */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('gap-5 py-5 sm:py-6', className)}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2.5">
          <span
            aria-hidden="true"
            className="bg-primary/10 text-primary flex size-8 items-center justify-center rounded-lg"
          >
            <Icon className="size-4" />
          </span>
          <h2 className="font-display text-lg font-semibold tracking-tight sm:text-xl">{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      {/* An empty state fills a card stretched beside a taller one, rather than leaving a hole. */}
      <CardContent className="grid flex-1 grid-cols-1 content-start gap-4 px-4 sm:px-6 has-[>[data-slot=empty-state]]:content-stretch">
        {children}
      </CardContent>
      {footer && <CardFooter className="-mt-2 justify-end px-4 sm:px-6">{footer}</CardFooter>}
    </Card>
  );
}

/** The short destructive line a card shows when its data failed to load. */
export function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="text-destructive text-sm">
      Could not load {what}. Please try refreshing the page.
    </p>
  );
}

/** Muted loading text for a card body. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted-foreground py-6 text-center text-sm">
      {children}
    </p>
  );
}

/** A centred empty state: icon, message and an optional call to action. */
export function EmptyState({
  icon: Icon,
  message,
  action,
}: {
  icon: ComponentType<{ className?: string }>;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div
      data-slot="empty-state"
      className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center"
    >
      <Icon aria-hidden="true" className="text-muted-foreground/70 size-8" />
      <p className="text-muted-foreground text-sm">{message}</p>
      {action}
    </div>
  );
}

/** A small muted sub-heading inside a card. */
export function SectionLabel({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
      {children}
    </h3>
  );
}
