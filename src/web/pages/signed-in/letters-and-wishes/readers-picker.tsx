import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ALL_READERS, parseReaders } from '../../../../domain/records';
import type { RecordDialogContext } from '../../../records/record-dialog';
import { usePeople } from './use-people';

/**
 * "Who may read it": every trusted person, or the ones ticked. Stored in the item's sealed
 * `readers` ('all', or their grant ids); the server checks each is one of the owner's people.
 *
 * The form saves exactly what it shows: a new item starts as "All my trusted people" with that
 * value in the form (Save used to answer "required" for the choice shown as made); choosing
 * "Only the people I choose" ticks nobody by itself; unticking the last person leaves nobody
 * chosen (Save then asks for someone) instead of widening to everyone. The line under the
 * choices says who will be able to read it, before Save.
 */
export function ReadersPicker({ form }: RecordDialogContext) {
  const people = (usePeople() ?? []).filter((p) => p.state !== 'revoked');
  const value = String(useWatch({ control: form.control, name: 'readers' }) ?? '');
  const parsed = parseReaders(value);
  // The mode is the person's choice, not read off the value: "some" with nobody ticked yet is
  // a state of its own (an empty value), never the same as "all".
  const [mode, setMode] = useState<'all' | 'some'>(
    parsed === 'all' || value === '' ? 'all' : 'some',
  );
  useEffect(() => {
    // A new item: the choice shown is the value saved.
    if (form.getValues('readers') === '' || form.getValues('readers') == null)
      form.setValue('readers', ALL_READERS);
  }, [form]);
  const chosen = new Set(parsed === 'all' ? [] : parsed);
  const set = (next: string) => form.setValue('readers', next, { shouldValidate: true });
  const toggle = (id: string, on: boolean) => {
    const ids = new Set(chosen);
    if (on) ids.add(id);
    else ids.delete(id);
    set([...ids].join(','));
  };
  const error = form.formState.errors.readers?.message;
  const chosenNames = people.filter((p) => chosen.has(p.id)).map((p) => p.name ?? p.email);
  const summary =
    mode === 'all'
      ? 'All my trusted people'
      : chosenNames.length
        ? `${listOf(chosenNames)} only`
        : 'nobody yet: tick at least one person';

  return (
    <fieldset className="grid content-start gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">Who may read it *</legend>
      {/* Each whole line works its choice: on a phone, into the dialog's padding (44 px). */}
      <label className="flex min-h-11 items-center gap-3 text-sm max-sm:-mx-4 max-sm:px-4">
        <input
          type="radio"
          name="readers-mode"
          className="size-5"
          checked={mode === 'all'}
          onChange={() => {
            setMode('all');
            set(ALL_READERS);
          }}
        />
        All my trusted people
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm max-sm:-mx-4 max-sm:px-4">
        <input
          type="radio"
          name="readers-mode"
          className="size-5"
          checked={mode === 'some'}
          disabled={people.length === 0}
          onChange={() => {
            setMode('some');
            set('');
          }}
        />
        Only the people I choose
      </label>
      {mode === 'some' && (
        <ul className="ml-8 grid gap-1">
          {people.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 items-center gap-3 text-sm max-sm:-mx-4 max-sm:px-4">
                <input
                  type="checkbox"
                  className="size-5"
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
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Readable by: {summary}
      </p>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {String(error)}
        </p>
      )}
    </fieldset>
  );
}

/** "Emily", "Emily and John", "Emily, John and Ana". */
function listOf(names: string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
