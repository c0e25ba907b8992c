import { Link } from 'react-router';
import { CircleCheck, Circle, ListChecks, X } from 'lucide-react';
import { GETTING_STARTED_STEPS } from '../../../../domain/getting-started';
import { DashboardCard } from '../../../components/dashboard-card';
import { Button } from '../../../components/ui/button';
import { useSavePreferences } from '../../../lib/preferences';
import { cn } from '../../../lib/utils';
import { useGettingStarted } from './use-getting-started';

/**
 * "Getting started": the few steps that make a vault useful, each ticked by what is recorded,
 * with a link to do it. Hidden from here; Preferences brings it back.
 */
export function GettingStartedCard() {
  const query = useGettingStarted();
  const hide = useSavePreferences(() => 'Getting started is hidden. Preferences brings it back.');
  const data = query.data;
  if (!data || data.hidden) return null;
  const done = new Set(data.steps.filter((s) => s.done).map((s) => s.key));
  return (
    <DashboardCard
      title="Getting started"
      icon={ListChecks}
      action={
        <Button
          variant="ghost"
          size="sm"
          disabled={hide.isPending}
          onClick={() => hide.mutate({ gettingStartedHidden: true })}
        >
          <X aria-hidden="true" /> Hide
        </Button>
      }
    >
      <p className="text-muted-foreground text-sm">
        {done.size === GETTING_STARTED_STEPS.length
          ? 'All done: your family can find what they need.'
          : `${done.size} of ${GETTING_STARTED_STEPS.length} steps done.`}
      </p>
      <ol className="grid gap-3">
        {GETTING_STARTED_STEPS.map((step) => {
          const isDone = done.has(step.key);
          return (
            <li
              key={step.key}
              data-testid={`getting-started-${step.key}`}
              data-done={isDone}
              className="flex flex-wrap items-start gap-3 rounded-lg border p-3"
            >
              {isDone ? (
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-emerald-600"
                />
              ) : (
                <Circle
                  aria-hidden="true"
                  className="text-muted-foreground mt-0.5 size-5 shrink-0"
                />
              )}
              <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                <p className={cn('font-medium', isDone && 'text-muted-foreground line-through')}>
                  {step.title}
                  <span className="sr-only">{isDone ? ' (done)' : ' (to do)'}</span>
                </p>
                {!isDone && <p className="text-muted-foreground text-sm">{step.hint}</p>}
              </div>
              {!isDone && (
                <Button asChild size="sm" variant="outline" className="ml-8 sm:ml-0">
                  <Link to={step.link}>{step.action}</Link>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </DashboardCard>
  );
}
