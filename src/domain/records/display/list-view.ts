import { sumDecimals } from '../../money';
import { isBlank } from '../../format';
import type { RecordKind } from '../record-kind';
import type { RecordJson } from '../record-schema';
import { formatValue } from './format-value';
import type { RecordDisplay } from './types';

/** One filter button: the stored value it matches and its label. */
export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * The filter buttons after 'All ...': each value present in the records, once, in the order of
 * the field's options (values outside the list, e.g. legacy data, come last).
 */
export function filterChoices(
  display: RecordDisplay,
  kind: RecordKind,
  records: readonly RecordJson[],
): FilterChoice[] {
  const filter = display.filter;
  if (!filter) return [];
  const spec = kind.fields[filter.field];
  const options: readonly string[] = spec?.type === 'choice' ? spec.options : [];
  const present = new Set(
    records
      .map((r) => r[filter.field])
      .filter((v) => !isBlank(v))
      .map(String),
  );
  const rank = (v: string) => (options.includes(v) ? options.indexOf(v) : options.length);
  return [...present]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((value) => ({ value, label: formatValue(value, filter.format) }));
}

/** The records whose filter field holds `value`; all of them when value is null. */
export function applyFilter(
  display: RecordDisplay,
  records: readonly RecordJson[],
  value: string | null,
): RecordJson[] {
  if (!display.filter || value === null) return [...records];
  const field = display.filter.field;
  return records.filter((r) => String(r[field] ?? '') === value);
}

/**
 * The header total as an exact decimal string (sum of the total field over every record), or
 * null when the kind has no total or the sum is not above 0 (the badge is then hidden).
 */
export function recordsTotal(
  display: RecordDisplay,
  records: readonly RecordJson[],
): string | null {
  const total = display.total;
  if (!total) return null;
  const sum = sumDecimals(
    records.map((r) => (isBlank(r[total.field]) ? null : String(r[total.field]))),
  );
  return sum.startsWith('-') || /^0\.00$/.test(sum) ? null : sum;
}

/** Fills '{title}' in a confirmation message (through a function: a title's `$&` stays as typed). */
export function fillTitle(template: string, title: string): string {
  return template.replaceAll('{title}', () => title);
}
