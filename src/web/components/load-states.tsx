import type { ComponentType, ReactNode } from 'react';
import { CircleAlert, Sparkles } from 'lucide-react';
import { Badge } from './ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
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

/** A tab whose content a later phase builds: 'Coming Soon' with the 'Phase 2 Feature' badge. */
export function ComingSoon({ feature, description }: { feature: string; description: string }) {
  return (
    <Card className="items-center border-dashed px-6 py-12 text-center">
      <span className="bg-accent text-accent-foreground flex size-12 items-center justify-center rounded-full">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <div className="grid max-w-md justify-items-center gap-2">
        <Badge variant="secondary">Phase 2 Feature</Badge>
        <CardTitle className="font-display text-2xl">Coming Soon</CardTitle>
        <p className="font-medium">{feature}</p>
        <CardDescription>{description}</CardDescription>
      </div>
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
