import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { USE_RECORDS_EXPLANATION, USE_RECORDS_LABEL } from '../../../../domain/assistant/texts';
import { Switch } from '../../../components/ui/switch';

/** The consent switch (off by default) and what it shares. */
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
        <Switch
          id={switchId}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={explanationId}
        />
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
