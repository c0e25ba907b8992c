import type { ComponentType, ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { Spinner } from './ui/spinner';

/** Loading, empty and failed states shared by the signed-in screens and their cards. */

/** The spinner with its loading text that every signed-in screen shows while data loads. */
export function PageLoading({ label }: { label: string }) {
  return <Spinner label={label} className="py-16" />;
}

/** A load failure in the spec's words (part 2 §8): a title and 'Failed to … refreshing the page.' */
export function PageLoadError({ title, description }: { title: string; description: string }) {
  return (
    <Card role="alert" className="border-destructive/40 bg-destructive/5 gap-2">
      <CardHeader className="flex items-center gap-3">
        <CircleAlert aria-hidden="true" className="text-destructive size-5 shrink-0" />
        <CardTitle className="text-destructive">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{description}</p>
      </CardContent>
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
