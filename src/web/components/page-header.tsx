import type { ReactNode } from 'react';

/**
 * A screen's h1, a muted line under it, and optional actions on the right. When the actions
 * and a title of at least 16rem do not fit on one row (several actions, a narrow window, the
 * larger text sizes), the actions move under the title instead of running off the screen.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="grid gap-1 sm:flex-[1_1_16rem]">
        <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
