import { useState, useSyncExternalStore } from 'react';
import type { RecordKind } from '../../domain/records';
import type { RecordDisplay } from '../../domain/records/display';
import { validSort, type SortKey } from '../../domain/records/display/list-sort';
import { SORT_KEY_PREFIX } from '../device-choices';

const keyOf = (list: string) => `${SORT_KEY_PREFIX}${list}`;

function readStored(list: string): string | null {
  try {
    return localStorage.getItem(keyOf(list));
  } catch {
    return null; // storage blocked: the default order
  }
}

/** Another tab's choice arrives as a `storage` event. */
function subscribe(onChange: () => void) {
  addEventListener('storage', onChange);
  return () => removeEventListener('storage', onChange);
}

/**
 * A list's sort order, remembered on this device per list (a choice of how to look, not data:
 * it never leaves the browser). Until one is chosen, the spec's default order.
 *
 * A page the server rendered has the default order (it cannot know this device's choice): the
 * stored choice is read as a store whose server value is none, so React hydrates the page as
 * the server sent it and then re-renders it in the chosen order. Read in the first render
 * instead, it made the hydration fail (React #418) and the whole screen render again.
 */
export function useListSort(
  list: string,
  kind: RecordKind,
  display: RecordDisplay,
): [SortKey, (key: SortKey) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(list),
    () => null,
  );
  const [chosen, setChosen] = useState<{ list: string; key: SortKey } | null>(null);
  const sort = validSort(kind, display, chosen?.list === list ? chosen.key : stored);
  const choose = (key: SortKey) => {
    setChosen({ list, key });
    try {
      localStorage.setItem(keyOf(list), key);
    } catch {
      // Without storage the choice lasts until the page is left.
    }
  };
  return [sort, choose];
}
