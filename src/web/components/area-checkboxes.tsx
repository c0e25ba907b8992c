import type { InputHTMLAttributes } from 'react';
import { AREA_NAMES } from '../../domain/navigation';
import { TRUSTED_AREAS } from '../../domain/trusted-people';
import type { RecordKindKey } from '../../domain/records';
import { cn } from '../lib/utils';

interface AreaCheckboxesProps {
  /** Each box's state and handler: the invitation registers them, a change keeps its own. */
  inputFor: (area: RecordKindKey) => InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}

/**
 * The sharing picker's areas, one box each, named as the menus name them (domain/navigation.ts),
 * for both the invitation and a change to a grant.
 */
export function AreaCheckboxes({ inputFor, className }: AreaCheckboxesProps) {
  return (
    <div className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {TRUSTED_AREAS.map((area) => (
        <label key={area} className="flex items-center gap-2 text-sm max-sm:-mx-4 max-sm:px-4">
          <input type="checkbox" className="accent-primary size-4" {...inputFor(area)} />
          {AREA_NAMES[area]}
        </label>
      ))}
    </div>
  );
}
