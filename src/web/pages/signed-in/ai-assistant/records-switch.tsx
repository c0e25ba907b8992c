import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { USE_RECORDS_EXPLANATION, USE_RECORDS_LABEL } from '../../../../domain/assistant/texts';
import { cn } from '../../../lib/utils';

/**
 * The consent switch (off by default) and what it shares. A button with role=switch: there is
 * no Radix switch in the project, and this is all a switch needs to be accessible.
 */
export function RecordsSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const switchId = useId();
  const explanationId = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          id={switchId}
          aria-describedby={explanationId}
          onClick={() => onChange(!checked)}
          className={cn(
            'focus-visible:ring-ring/50 relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent transition-colors outline-none focus-visible:ring-[3px]',
            checked ? 'bg-primary' : 'bg-input',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'bg-background pointer-events-none block size-4 rounded-full shadow-sm transition-transform',
              checked ? 'translate-x-4' : 'translate-x-0.5',
            )}
          />
        </button>
        <label htmlFor={switchId} className="cursor-pointer text-sm font-medium">
          {USE_RECORDS_LABEL}
        </label>
      </div>
      <p id={explanationId} className="text-muted-foreground flex gap-1.5 text-xs leading-relaxed">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>{USE_RECORDS_EXPLANATION}</span>
      </p>
    </div>
  );
}
