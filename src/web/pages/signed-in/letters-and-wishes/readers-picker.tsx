import { useWatch } from 'react-hook-form';
import { ALL_READERS, parseReaders } from '../../../../domain/records';
import type { RecordDialogContext } from '../../../records/record-dialog';
import { usePeople } from './use-people';

/**
 * "Who may read it": every trusted person, or the ones ticked. Stored in the item's sealed
 * `readers` ('all', or their grant ids); the server checks each is one of the owner's people.
 */
export function ReadersPicker({ form }: RecordDialogContext) {
  const people = (usePeople() ?? []).filter((p) => p.state !== 'revoked');
  const value = String(useWatch({ control: form.control, name: 'readers' }) ?? '');
  const parsed = parseReaders(value);
  const all = parsed === 'all' || value === '';
  const chosen = new Set(parsed === 'all' ? [] : parsed);
  const set = (next: string) => form.setValue('readers', next, { shouldValidate: true });
  const toggle = (id: string, on: boolean) => {
    const ids = new Set(chosen);
    if (on) ids.add(id);
    else ids.delete(id);
    set([...ids].join(','));
  };
  const error = form.formState.errors.readers?.message;

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Who may read it *</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="readers-mode" checked={all} onChange={() => set(ALL_READERS)} />
        All my trusted people
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="readers-mode"
          checked={!all}
          disabled={people.length === 0}
          onChange={() => set(people[0]?.id ?? '')}
        />
        Only the people I choose
      </label>
      {!all && (
        <ul className="ml-6 grid gap-1">
          {people.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.has(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                {p.name ?? p.email}
                <span className="text-muted-foreground">
                  ({p.role}
                  {['confirmed', 'requested', 'approved'].includes(p.state)
                    ? ''
                    : ', not confirmed yet'}
                  )
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {String(error)}
        </p>
      )}
    </fieldset>
  );
}
