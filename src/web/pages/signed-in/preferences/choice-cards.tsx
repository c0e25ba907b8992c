import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

export interface Choice<T extends string> {
  value: T;
  /** The choice's name, shown in bold (it may preview itself, as text sizes do). */
  label: ReactNode;
  hint: string;
}

/**
 * A row of radio cards for one preference (theme, text size): the whole card is the label, the
 * chosen one is outlined, and a change saves at once.
 */
export function ChoiceCards<T extends string>({
  name,
  labelledBy,
  choices,
  value,
  disabled,
  onChange,
}: {
  name: string;
  labelledBy: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-3">
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-[3px]',
            value === choice.value ? 'border-primary bg-accent' : 'hover:bg-accent/50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
            className="accent-primary mt-1.5 size-4 shrink-0"
          />
          <span className="grid gap-1">
            {choice.label}
            <span className="text-muted-foreground text-xs">{choice.hint}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
