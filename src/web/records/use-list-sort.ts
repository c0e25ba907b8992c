import { useState } from 'react';
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

/**
 * A list's sort order, remembered on this device per list (a choice of how to look, not data:
 * it never leaves the browser). Until one is chosen, the spec's default order.
 */
export function useListSort(
  list: string,
  kind: RecordKind,
  display: RecordDisplay,
): [SortKey, (key: SortKey) => void] {
  const [sort, setSort] = useState<SortKey>(() => validSort(kind, display, readStored(list)));
  const choose = (key: SortKey) => {
    setSort(key);
    try {
      localStorage.setItem(keyOf(list), key);
    } catch {
      // Without storage the choice lasts until the page is left.
    }
  };
  return [sort, choose];
}
