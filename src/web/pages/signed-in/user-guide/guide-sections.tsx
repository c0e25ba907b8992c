import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FEATURE_GROUPS, QUICK_START, screenName } from './guide-content';

/** A titled block of the guide. */
export function GuideSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="font-display text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The four quick-start steps, numbered, each linking to its screen. */
export function QuickStart() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {QUICK_START.map((step, i) => (
        <li key={step.path}>
          <Card className="h-full gap-3">
            <CardHeader className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
              >
                {i + 1}
              </span>
              <CardTitle as="h3">{step.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid flex-1 content-between gap-3">
              <p className="text-muted-foreground text-sm">{step.text}</p>
              <Link
                to={step.path}
                className="text-primary inline-flex w-fit items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
              >
                Open {screenName(step.path)}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** The four feature groups with a link to each screen in them. */
export function FeatureGroups() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {FEATURE_GROUPS.map((group) => (
        <Card key={group.title} className="gap-3">
          <CardHeader>
            <CardTitle as="h3">{group.title}</CardTitle>
            <CardDescription>{group.text}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1.5 text-sm">
              {group.paths.map((path) => (
                <li key={path} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="text-primary size-4 shrink-0" />
                  <Link to={path} className="font-medium underline-offset-4 hover:underline">
                    {screenName(path)}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
