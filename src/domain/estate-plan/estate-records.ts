/**
 * The records the estate-plan rules read, as the API shapes them, and how an asset is named on
 * the inheritance, liquidity and report pages (the kind's card title with its institution; a
 * debt by its type and creditor).
 */
import { recordKindByKey, type RecordJson, type RecordKindKey } from '../records';
import { cardTitle, insuranceTypeLabel, partText, recordDisplay } from '../records/display';
import { maskRecord } from '../reports/record-entry';
import { toCents } from '../money';

/** The owner's records by kind; an area missing (not shared) reads as none. */
export type RecordsByKind = Partial<Record<RecordKindKey, readonly RecordJson[]>>;

/** A kind's records, without the ones whose sealed fields would not open. */
export function recordsOf(records: RecordsByKind, key: RecordKindKey): readonly RecordJson[] {
  return (records[key] ?? []).filter((r) => r.locked !== true);
}

/** A text field's value, trimmed, or ''. */
export const textOf = (record: RecordJson, field: string): string =>
  typeof record[field] === 'string' ? String(record[field]).trim() : '';

/** An amount field in cents; blank counts as 0. */
export const centsOf = (record: RecordJson, field: string): bigint =>
  toCents(typeof record[field] === 'string' ? String(record[field]) : null) ?? 0n;

/** The field naming an institution, by kind ('Other' reads as the typed name). */
const INSTITUTION_FIELD: Partial<Record<RecordKindKey, string>> = {
  'bank-accounts': 'bankName',
  'investment-accounts': 'institution',
  'insurance-policies': 'company',
  'debts-liabilities': 'creditorName',
};

/** Where an asset is held ("Chase", "MetLife"), or ''. */
export function institutionOf(key: RecordKindKey, record: RecordJson): string {
  const field = INSTITUTION_FIELD[key];
  const kind = recordKindByKey(key);
  return field && kind ? partText(kind, record, { field }) : '';
}

/**
 * How pages name an asset: "Household checking · Chase", "Life Insurance · MetLife". Built from
 * the masked record, so an account number in a title never shows in full.
 */
export function assetTitle(key: RecordKindKey, record: RecordJson): string {
  const kind = recordKindByKey(key);
  if (!kind) return 'Record';
  const shown = maskRecord(kind, record);
  const institution = institutionOf(key, shown);
  const title =
    key === 'insurance-policies'
      ? insuranceTypeLabel(textOf(shown, 'policyType') || 'Other')
      : key === 'debts-liabilities'
        ? textOf(shown, 'debtType')
        : cardTitle(recordDisplay(key), kind, shown);
  if (!title) return institution || 'Record';
  return institution && institution !== title ? `${title} · ${institution}` : title;
}

/** The screen that edits a record, opened on it (`?record=<id>`). */
export function recordLink(key: RecordKindKey, id: string): string {
  return `${recordDisplay(key).route}?record=${id}`;
}
