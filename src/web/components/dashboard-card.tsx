import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './ui/card';
import { cn } from '../lib/utils';

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
        <CardTitle className="font-display flex items-center gap-2.5 tracking-tight sm:text-xl">
          <span
            aria-hidden="true"
            className="bg-primary/10 text-primary flex size-8 items-center justify-center rounded-lg"
          >
            <Icon className="size-4" />
          </span>
          {title}
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

/** A small muted sub-heading inside a card. */
export function SectionLabel({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
      {children}
    </h3>
  );
}
