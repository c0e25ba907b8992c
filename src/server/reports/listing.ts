import { formatMoney } from '../../domain/format';
import {
  recordKindByKey,
  type RecordJson,
  type RecordKind,
  type RecordKindKey,
} from '../../domain/records';
import { cardView, partText, recordDisplay } from '../../domain/records/display';
import { maskRecord } from '../../domain/reports/record-entry';

/** Whole dollars, as the analysis and report screens show money (part 2 §9). */
export const dollars = (value: string | null | undefined) => formatMoney(value ?? '0', 0) || '$0';

const kindOf = (key: RecordKindKey): RecordKind => recordKindByKey(key)!;

/**
 * A record's card title and subtitle as its screen shows them, with sensitive numbers masked:
 * summary reports always mask (only the Emergency Binder may print them in full).
 */
export function cardOf(
  key: RecordKindKey,
  record: RecordJson,
  names?: ReadonlyMap<string, string>,
) {
  if (record.locked) return { title: 'Locked record', subtitle: '' };
  const kind = kindOf(key);
  const view = cardView(recordDisplay(key), kind, maskRecord(kind, record), names);
  return { title: view.title, subtitle: view.subtitle };
}

/** One field as its card would format it ('Other' reads as the typed name). */
export function fieldText(
  key: RecordKindKey,
  record: RecordJson,
  field: string,
  format?: 'money0' | 'date' | 'percent' | 'phone',
) {
  const kind = kindOf(key);
  return partText(kind, maskRecord(kind, record), { field, format });
}
