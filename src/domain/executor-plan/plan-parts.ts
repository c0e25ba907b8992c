/** What every plan is made of: a step, and reading the owner's records as the cards print them. */
import { formatPhone, isBlank } from '../format';
import { recordKindByKey, type RecordJson, type RecordKindKey } from '../records';
import { partText } from '../records/display';
import { maskRecord } from '../reports/record-entry';

/** One step: a stable key (what a tick is kept under), what to do, and what it needs. */
export interface PlanStep {
  key: string;
  title: string;
  details: string[];
  /** The record area the step comes from (null for the general steps). */
  area: RecordKindKey | null;
}

export type Records = Readonly<Partial<Record<RecordKindKey, readonly RecordJson[]>>>;

export const open = (records: Records, key: RecordKindKey) =>
  (records[key] ?? []).filter((r) => !r.locked).map((r) => maskRecord(recordKindByKey(key)!, r));

/** A field as its card prints it ('Other' reads as the name typed), '' when empty. */
export function text(key: RecordKindKey, record: RecordJson, field: string): string {
  return partText(recordKindByKey(key)!, record, { field }).trim();
}
export const phone = (value: unknown) =>
  isBlank(value) ? '' : formatPhone(String(value)) || String(value).trim();
export const line = (label: string, value: string) => (value ? `${label}: ${value}` : '');
export const lines = (...parts: string[]) => parts.filter(Boolean);
