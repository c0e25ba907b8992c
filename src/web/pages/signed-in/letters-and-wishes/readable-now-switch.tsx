import { useWatch } from 'react-hook-form';
import { READABLE_NOW_HINT } from '../../../../domain/records';
import type { RecordDialogContext } from '../../../records/record-dialog';

/**
 * "Readable now" (issue 45, decision 030): final wishes the people chosen under "Who may read it"
 * can read today, not only after the release. Shown for final wishes only (never a letter); the
 * whole line works the switch, 44 px tall on a phone. The page sends `false` for a letter.
 */
export function ReadableNowSwitch({ form }: RecordDialogContext) {
  const itemType = useWatch({ control: form.control, name: 'itemType' });
  const on = useWatch({ control: form.control, name: 'readableNow' }) === true;
  if (itemType !== 'Final wishes') return null;
  return (
    <div className="grid gap-1 sm:col-span-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium max-sm:-mx-4 max-sm:px-4">
        <input
          type="checkbox"
          role="switch"
          aria-describedby="readable-now-hint"
          className="accent-primary size-5 cursor-pointer"
          checked={on}
          onChange={(e) => form.setValue('readableNow', e.target.checked, { shouldDirty: true })}
        />
        Readable now
      </label>
      <p id="readable-now-hint" className="text-muted-foreground text-sm">
        {READABLE_NOW_HINT}
      </p>
    </div>
  );
}
