import { Hammer } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from './ui/card';

/** The words every not-yet-built area shows, so no screen is ever blank. */
export const BEING_BUILT_TEXT =
  'This area is being built. It will appear here in an upcoming release.';

/** A card naming an area and saying it is on its way. */
export function BeingBuiltCard({
  title,
  headingLevel = 1,
}: {
  title: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Card>
      <CardHeader className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-lg"
        >
          <Hammer className="size-5" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle>
            <Heading className="font-display text-2xl font-semibold tracking-tight">
              {title}
            </Heading>
          </CardTitle>
          <CardDescription className="text-base">{BEING_BUILT_TEXT}</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
