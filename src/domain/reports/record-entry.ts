import { isBlank } from '../format';
import { recordKindByKey, type FieldSpec, type RecordJson, type RecordKind } from '../records';
import {
  cardTitle,
  partText,
  type RecordDisplay,
  type ReferenceNames,
  type ValueFormat,
  type ValuePart,
} from '../records/display';
import { isSensitiveField, maskSensitive } from './masking';

/** One record as a printed report lists it: its card title and every filled-in field. */
export interface RecordEntry {
  title: string;
  fields: { label: string; value: string }[];
  /** Its encrypted details could not be opened (see docs/decisions/005). */
  locked: boolean;
}

function formatOf(field: FieldSpec): ValueFormat {
  if (field.type === 'money') return 'money2';
  if (field.type === 'percent') return 'percent';
  if (field.type === 'date') return 'date';
  if (field.type === 'text' && field.format === 'phone') return 'phone';
  return 'text';
}

/** Value labels the kind's card uses for a field (priority 1 → 'High Priority'), if any. */
function labelsOf(display: RecordDisplay, name: string): ValuePart['labels'] {
  const { card } = display;
  const parts = [
    ...(card.subtitle ?? []),
    ...card.lines.flatMap((line) => line.parts),
    ...(card.badges ?? []).flatMap((badge) => (badge.value ? [badge.value] : [])),
  ];
  return parts.find((part) => part.field === name && part.labels)?.labels;
}

/** Fields a reader needs; form helpers and file bookkeeping are left out. */
function isListed(field: FieldSpec): boolean {
  if (field.type === 'text') return !field.otherOf; // shown in place of its choice's 'Other'
  if (field.type === 'reference') return recordKindByKey(field.kind) !== undefined;
  return !field.serverManaged;
}

/** The record with SSNs and account, routing and policy numbers cut to their last 4 characters. */
export function maskRecord(kind: RecordKind, record: RecordJson): RecordJson {
  const shown: RecordJson = { ...record };
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = shown[name];
    if (isSensitiveField(field) && typeof value === 'string' && !isBlank(value))
      shown[name] = maskSensitive(field, value);
  }
  return shown;
}

/**
 * A record for a printed report. SSNs and account, routing and policy numbers show only their
 * last 4 characters unless `fullNumbers` is set; references show the referenced record's name.
 */
export function recordEntry(
  kind: RecordKind,
  display: RecordDisplay,
  record: RecordJson,
  options: { fullNumbers: boolean; names?: ReferenceNames },
): RecordEntry {
  const shown = options.fullNumbers ? record : maskRecord(kind, record);
  const fields: RecordEntry['fields'] = [];
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = shown[name];
    if (isBlank(value) || !isListed(field)) continue;
    let text: string;
    // A flag is worth printing only when it says something: set where it defaults to off
    // (Important: Yes), or cleared where it defaults to on (Active: No).
    if (field.type === 'boolean' && value === field.default) continue;
    if (field.type === 'boolean') text = value ? 'Yes' : 'No';
    else if (field.type === 'reference') text = options.names?.get(String(value)) ?? 'Unknown';
    else
      text = partText(kind, shown, {
        field: name,
        format: formatOf(field),
        labels: labelsOf(display, name),
      });
    if (text) fields.push({ label: field.label, value: text });
  }
  return {
    title: cardTitle(display, kind, shown, options.names),
    fields,
    locked: record.locked === true,
  };
}
