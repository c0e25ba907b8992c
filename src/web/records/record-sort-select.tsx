import { useId } from 'react';
import { ArrowDownUp } from 'lucide-react';
import type { SortKey, SortOption } from '../../domain/records/display/list-sort';
import { NativeSelect } from './native-select';

/** "Sort by" for a record list: a native select, so keyboards and phones work as usual. */
export function RecordSortSelect({
  options,
  value,
  onChange,
}: {
  options: readonly SortOption[];
  value: SortKey;
  onChange: (key: SortKey) => void;
}) {
  const id = useId();
  return (
    // On a phone the select takes what room is left and shrinks with it: nothing is cut off.
    <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
      <label
        htmlFor={id}
        className="text-muted-foreground flex shrink-0 items-center gap-1.5 text-sm"
      >
        <ArrowDownUp aria-hidden="true" className="size-4" /> Sort by
      </label>
      <div className="min-w-0 flex-1 sm:flex-none">
        <NativeSelect
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as SortKey)}
          className="w-full"
        >
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
