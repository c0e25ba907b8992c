import { formatDate } from '../../../../domain/format';
import type { ExecutorPlan } from '../../../../domain/executor-plan/executor-plan-api';
import { cn } from '../../../lib/utils';

/**
 * The plan's steps as a list with a box to tick each (the executor's one change in the vault);
 * for anyone else the boxes only show what is done. Prints as a checklist.
 */
export function ExecutorPlanSteps({
  plan,
  onTick,
  busy,
}: {
  plan: ExecutorPlan;
  onTick: (key: string, done: boolean) => void;
  busy: boolean;
}) {
  return (
    <ol className="grid gap-3" aria-label="Steps">
      {plan.steps.map((step) => {
        const id = `step-${step.key}`;
        return (
          <li
            key={step.key}
            className={cn(
              'flex gap-3 rounded-lg border p-3 break-inside-avoid',
              step.done && 'bg-muted/50',
            )}
          >
            <input
              id={id}
              type="checkbox"
              className="accent-primary mt-1 size-4 shrink-0 cursor-pointer disabled:cursor-default"
              checked={step.done !== null}
              disabled={!plan.canTick || busy}
              onChange={(e) => onTick(step.key, e.target.checked)}
            />
            <div className="grid min-w-0 gap-1">
              <label
                htmlFor={id}
                className={cn('font-medium break-words', step.done && 'line-through')}
              >
                {step.title}
              </label>
              {step.details.map((line, i) => (
                <p key={i} className="text-muted-foreground text-sm break-words">
                  {line}
                </p>
              ))}
              {step.done && (
                <p className="text-sm text-emerald-700 dark:text-emerald-400">
                  Done by {step.done.by} on {formatDate(step.done.at.slice(0, 10))}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
