/**
 * How the Emergency Binder lays out the record areas (issue 29): in the order an executor needs
 * them, each record headed by its title once, with only the fields a person fills in.
 */
import { isBlank } from '../format';
import { recordKindByKey, type RecordJson, type RecordKindKey } from '../records';
import { recordDisplay, type ReferenceNames } from '../records/display';
import { recordEntry, type RecordEntry } from './record-entry';
import { AREA_NAMES } from '../navigation';

/**
 * Medical first (what is needed in the first hour), then the estate papers, what pays out,
 * what must be notified, what must be kept safe, the people, and the dates. Professional
 * contacts and charitable gifts, which the order in the issue leaves out, sit beside the people
 * and the business they concern.
 */
export const BINDER_AREAS: readonly RecordKindKey[] = [
  'medical-information',
  'documents',
  'estate-checklist-items',
  'insurance-policies',
  'bank-accounts',
  'investment-accounts',
  'debts-liabilities',
  'real-estate',
  'business-interests',
  'charitable-gifts',
  'family-members',
  'professional-contacts',
  'important-dates',
];

/**
 * Fields that steer the app rather than describe anything: the card's star, the photo's
 * address, how many days ahead a reminder mails. Nobody acting for the family needs them.
 */
const APP_FIELDS: ReadonlySet<string> = new Set(['isImportant', 'profileImageUrl', 'reminderDays']);

/**
 * One record for the binder: its card title as the heading, then its filled-in fields without
 * the one(s) the heading already says (no "Title: …", no "Creditor Name: …") and without the
 * app's own settings. Numbers are masked unless `fullNumbers`.
 */
export function binderEntry(
  key: RecordKindKey,
  record: RecordJson,
  options: { fullNumbers: boolean; names?: ReferenceNames },
): RecordEntry {
  const kind = recordKindByKey(key)!;
  const display = recordDisplay(key);
  const entry = recordEntry(kind, display, record, options);
  const title = display.card.title;
  const titleReference = 'reference' in title ? title.reference : null;
  const hidden = new Set<string>(APP_FIELDS);
  if (titleReference) hidden.add(kind.fields[titleReference]?.label ?? '');
  for (const [name, field] of Object.entries(kind.fields))
    if (APP_FIELDS.has(name)) hidden.add(field.label);
  return {
    ...entry,
    // A field printing exactly what the heading says is the heading's own source.
    fields: entry.fields.filter((f) => !hidden.has(f.label) && f.value !== entry.title),
  };
}

/** The areas with records and, in one list, those without (printed as one line). */
export function binderAreas(
  records: Readonly<Partial<Record<RecordKindKey, readonly RecordJson[]>>>,
  /** Areas the reader may not see: neither printed nor called empty. */
  missing: readonly string[] = [],
): { filled: RecordKindKey[]; empty: RecordKindKey[] } {
  const shown = BINDER_AREAS.filter((key) => !missing.includes(key));
  const has = (key: RecordKindKey) => (records[key] ?? []).length > 0;
  return { filled: shown.filter(has), empty: shown.filter((key) => !has(key)) };
}

/** The one line naming the empty areas, e.g. 'Nothing recorded in: Business Interests, …'. */
export function emptyAreasLine(empty: readonly RecordKindKey[]): string {
  return empty.length === 0
    ? ''
    : `Nothing recorded in: ${empty.map((key) => AREA_NAMES[key]).join(', ')}.`;
}

/** A value as printed, '' for nothing. */
export const plain = (value: unknown) => (isBlank(value) ? '' : String(value).trim());
