import { isBlank } from '../../format';
import type { RecordKind } from '../record-kind';
import type { RecordJson } from '../record-schema';
import { formatValue } from './format-value';
import type { BadgeCondition, BadgeRule, BadgeTone, RecordDisplay, ValuePart } from './types';

/** A card ready to render: every text resolved and formatted, empty lines dropped. */
export interface CardView {
  title: string;
  subtitle: string;
  badges: { text: string; tone: BadgeTone; icon?: 'star' }[];
  lines: { label: string; value: string; multiline: boolean; strong: boolean }[];
  /** Image URL for the avatar, when the layout has one and the record holds an http(s) URL. */
  imageUrl?: string;
}

/** Names of records a reference may point at, by id (e.g. family member id → name). */
export type ReferenceNames = ReadonlyMap<string, string>;

/** The name typed under 'Other' for a choice field, when the kind has such a text field. */
function otherText(kind: RecordKind, record: RecordJson, choice: string): unknown {
  const entry = Object.entries(kind.fields).find(
    ([, field]) => field.type === 'text' && field.otherOf === choice,
  );
  return entry ? record[entry[0]] : undefined;
}

/** A field's raw value; a choice answered 'Other' reads as the typed name when there is one. */
function rawValue(kind: RecordKind, record: RecordJson, name: string): unknown {
  const value = record[name];
  if (value === 'Other') {
    const typed = otherText(kind, record, name);
    if (!isBlank(typed)) return typed;
  }
  return value;
}

/** One part's text, or '' (its first non-empty field, formatted; else its ifEmpty value). */
export function partText(kind: RecordKind, record: RecordJson, part: ValuePart): string {
  const names = typeof part.field === 'string' ? [part.field] : part.field;
  let value: unknown = names.map((n) => rawValue(kind, record, n)).find((v) => !isBlank(v));
  if (isBlank(value)) value = part.ifEmpty;
  if (isBlank(value)) return '';
  if (part.labels) value = part.labels[String(value)] ?? value;
  const text = formatValue(value, part.format);
  return text ? `${part.before ?? ''}${text}${part.after ?? ''}` : '';
}

/** Parts joined: each part's `join` goes between it and the text before it. */
export function partsText(
  kind: RecordKind,
  record: RecordJson,
  parts: readonly ValuePart[],
): string {
  let out = '';
  for (const part of parts) {
    const text = partText(kind, record, part);
    if (!text) continue;
    out += out ? `${part.join ?? ' '}${text}` : text;
  }
  return out;
}

function holds(record: RecordJson, condition: BadgeCondition): boolean {
  const value = record[condition.field];
  if (condition.equals !== undefined) return value === condition.equals;
  if (condition.contains !== undefined) {
    return (
      typeof value === 'string' && value.toLowerCase().includes(condition.contains.toLowerCase())
    );
  }
  if (condition.truthy !== undefined) return Boolean(value) === condition.truthy;
  return !isBlank(value);
}

function badge(
  kind: RecordKind,
  record: RecordJson,
  rule: BadgeRule,
): CardView['badges'][number] | null {
  if (rule.when && !rule.when.some((c) => holds(record, c))) return null;
  const text = rule.value ? partText(kind, record, rule.value) : (rule.text ?? '');
  if (!text) return null;
  return { text, tone: rule.tones?.[text] ?? rule.tone ?? 'secondary', icon: rule.icon };
}

/**
 * The title of a record whose encrypted details cannot be opened (a password reset without the
 * recovery key), when its title is among them: 'Locked family member'.
 */
export function lockedRecordTitle(kind: Pick<RecordKind, 'singular'>): string {
  return `Locked ${kind.singular}`;
}

/** The card title alone (delete confirmations and reference selects use it too). */
export function cardTitle(
  display: RecordDisplay,
  kind: RecordKind,
  record: RecordJson,
  names?: ReferenceNames,
): string {
  const title = display.card.title;
  if ('reference' in title) {
    const id = record[title.reference];
    if (isBlank(id)) return title.none;
    return names?.get(String(id)) ?? title.missing;
  }
  const text = partsText(kind, record, title.parts);
  if (text) return text;
  return record.locked === true ? lockedRecordTitle(kind) : title.fallback || 'Untitled';
}

/** Builds a record's card from its kind's display description. */
export function cardView(
  display: RecordDisplay,
  kind: RecordKind,
  record: RecordJson,
  names?: ReferenceNames,
): CardView {
  const { card } = display;
  const image = card.avatar?.imageField ? record[card.avatar.imageField] : undefined;
  return {
    title: cardTitle(display, kind, record, names),
    subtitle: card.subtitle ? partsText(kind, record, card.subtitle) : '',
    badges: (card.badges ?? []).map((rule) => badge(kind, record, rule)).filter((b) => b !== null),
    lines: card.lines
      .map((line) => ({
        label: line.label ? line.label.replace(/:?$/, ':') : '',
        value: partsText(kind, record, line.parts),
        multiline: line.multiline ?? false,
        strong: line.strong ?? false,
      }))
      .filter((line) => line.value !== ''),
    imageUrl: typeof image === 'string' && /^https?:\/\//i.test(image) ? image : undefined,
  };
}
