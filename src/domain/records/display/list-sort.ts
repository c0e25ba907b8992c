import { isBlank } from '../../format';
import type { RecordKind } from '../record-kind';
import type { RecordJson } from '../record-schema';
import { cardTitle, type ReferenceNames } from './card-view';
import type { RecordDisplay } from './types';

/**
 * How a record list can be ordered. The spec's order stays each list's default: newest first (as
 * the API answers), or high priority first for the checklist; the others are offered where the
 * kind has such a field.
 */
export const SORT_KEYS = ['priority', 'newest', 'oldest', 'name', 'amount', 'date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const hasPriority = (kind: RecordKind) => kind.fields.priority?.type === 'integer';

/** A list's default order: the spec's (the checklist's high priority first, else newest first). */
export function defaultSort(kind: RecordKind): SortKey {
  return hasPriority(kind) ? 'priority' : 'newest';
}

/** One choice of the "Sort by" menu. */
export interface SortOption {
  key: SortKey;
  label: string;
}

/**
 * The amount and the date a list sorts by, where the kind's first money or date field is not the
 * one a reader means (a property's value, not its purchase price; a policy's expiry, not its
 * renewal). Kept here rather than in each display so the lists' order is decided in one place.
 */
const SORT_FIELDS: Readonly<Record<string, { amount?: string; date?: string }>> = {
  'real-estate': { amount: 'currentValue' },
  'insurance-policies': { date: 'expirationDate' },
};

function firstField(kind: RecordKind, type: 'money' | 'date'): string | undefined {
  return Object.entries(kind.fields).find(
    ([, field]) => field.type === type && !field.serverManaged,
  )?.[0];
}

/** The field 'amount' sorts by: the header total's, else an override, else the first money field. */
export function amountField(kind: RecordKind, display: RecordDisplay): string | undefined {
  return display.total?.field ?? SORT_FIELDS[kind.key]?.amount ?? firstField(kind, 'money');
}

/** The field 'date' sorts by: an override, else the kind's first date field. */
export function dateField(kind: RecordKind): string | undefined {
  return SORT_FIELDS[kind.key]?.date ?? firstField(kind, 'date');
}

/** The "Sort by" choices of a kind's list, the default first. */
export function sortOptions(kind: RecordKind, display: RecordDisplay): SortOption[] {
  const options: SortOption[] = [
    ...(hasPriority(kind) ? [{ key: 'priority' as const, label: 'Priority (high first)' }] : []),
    { key: 'newest', label: 'Date added (newest first)' },
    { key: 'oldest', label: 'Date added (oldest first)' },
    { key: 'name', label: 'Name (A to Z)' },
  ];
  const amount = amountField(kind, display);
  if (amount)
    options.push({ key: 'amount', label: `${kind.fields[amount].label} (highest first)` });
  const date = dateField(kind);
  if (date) options.push({ key: 'date', label: `${kind.fields[date].label} (earliest first)` });
  return options;
}

/** A stored choice that this kind still offers, else the default. */
export function validSort(kind: RecordKind, display: RecordDisplay, key: unknown): SortKey {
  return sortOptions(kind, display).some((o) => o.key === key)
    ? (key as SortKey)
    : defaultSort(kind);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const time = (r: RecordJson) => Date.parse(String(r.createdAt ?? '')) || 0;

/**
 * The records in the chosen order. Empty amounts and dates go last whatever the order, ties keep
 * the API's order (newest first), and the input is never changed.
 */
export function sortRecords(
  kind: RecordKind,
  display: RecordDisplay,
  records: readonly RecordJson[],
  key: SortKey,
  names?: ReferenceNames,
): RecordJson[] {
  const list = [...records];
  if (key === 'newest') return list.sort((a, b) => time(b) - time(a));
  if (key === 'priority') {
    const rank = (r: RecordJson) => (typeof r.priority === 'number' ? r.priority : 4);
    return list.sort((a, b) => rank(a) - rank(b) || time(b) - time(a));
  }
  if (key === 'oldest') return list.sort((a, b) => time(a) - time(b));
  if (key === 'name') {
    const title = (r: RecordJson) => cardTitle(display, kind, r, names);
    return list.sort((a, b) => collator.compare(title(a), title(b)));
  }
  const field = key === 'amount' ? amountField(kind, display) : dateField(kind);
  if (!field) return list;
  const value = (r: RecordJson) => (isBlank(r[field]) ? null : String(r[field]));
  return list.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    // Amounts are decimal strings (largest first); dates are YYYY-MM-DD (earliest first).
    return key === 'amount' ? Number(y) - Number(x) : x.localeCompare(y);
  });
}
