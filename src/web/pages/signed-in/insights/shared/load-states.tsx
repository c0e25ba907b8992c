import { CircleAlert, Sparkles } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';

/** The spinner with its loading text that every signed-in screen shows while data loads. */
export function InsightLoading({ label }: { label: string }) {
  return <Spinner label={label} className="py-16" />;
}

/** A load failure in the spec's words (part 2 §8): a title and 'Failed to … refreshing the page.' */
export function InsightError({ title, description }: { title: string; description: string }) {
  return (
    <Card role="alert" className="border-destructive/40 bg-destructive/5 gap-2">
      <CardHeader className="flex items-center gap-3">
        <CircleAlert aria-hidden="true" className="text-destructive size-5 shrink-0" />
        <h2 className="text-destructive text-lg font-semibold">{title}</h2>
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
        <h2 className="font-display text-2xl font-semibold">Coming Soon</h2>
        <p className="font-medium">{feature}</p>
        <CardDescription>{description}</CardDescription>
      </div>
    </Card>
  );
}
