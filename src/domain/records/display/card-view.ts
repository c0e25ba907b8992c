import { isBlank } from '../../format';
import type { RecordKind } from '../record-kind';
import type { RecordJson } from '../record-schema';
import { formatValue } from './format-value';
import {
  TYPE_TONES,
  type BadgeCondition,
  type BadgeRule,
  type BadgeTone,
  type RecordDisplay,
  type ValuePart,
} from './types';
import { isServedPhotoUrl } from '../../profile-photo';

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

/**
 * A field's value as a card reads it: a reference to another record reads as that record's
 * title when `names` knows it, and as nothing otherwise (an id means nothing to a reader).
 */
function shownValue(
  kind: RecordKind,
  record: RecordJson,
  name: string,
  names?: ReferenceNames,
): unknown {
  const value = rawValue(kind, record, name);
  if (kind.fields[name]?.type !== 'reference' || isBlank(value)) return value;
  return names?.get(String(value));
}

/** One part's text, or '' (its first non-empty field, formatted; else its ifEmpty value). */
export function partText(
  kind: RecordKind,
  record: RecordJson,
  part: ValuePart,
  refNames?: ReferenceNames,
): string {
  const names = typeof part.field === 'string' ? [part.field] : part.field;
  let value: unknown = names
    .map((n) => shownValue(kind, record, n, refNames))
    .find((v) => !isBlank(v));
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
  names?: ReferenceNames,
): string {
  let out = '';
  for (const part of parts) {
    const text = partText(kind, record, part, names);
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

/**
 * The one colouring rule for type badges, every area alike: a choice field's value takes the
 * TYPE_TONES hue of its place in the field's list, so each type keeps its colour on every card
 * and neighbouring types differ. Undefined for values outside the list (a typed 'Other').
 */
export function typeTone(
  kind: RecordKind,
  record: RecordJson,
  part: ValuePart,
): BadgeTone | undefined {
  const names = typeof part.field === 'string' ? [part.field] : part.field;
  const name = names.find((n) => !isBlank(record[n]));
  const field = name ? kind.fields[name] : undefined;
  if (field?.type !== 'choice') return undefined;
  const at = field.options.indexOf(String(rawValue(kind, record, name!)));
  return at < 0 ? undefined : TYPE_TONES[at % TYPE_TONES.length];
}

function badge(
  kind: RecordKind,
  record: RecordJson,
  rule: BadgeRule,
): CardView['badges'][number] | null {
  if (rule.when && !rule.when.some((c) => holds(record, c))) return null;
  const text = rule.value ? partText(kind, record, rule.value) : (rule.text ?? '');
  if (!text) return null;
  const tone =
    rule.tones?.[text] ??
    (rule.value && typeTone(kind, record, rule.value)) ??
    rule.tone ??
    'secondary';
  return { text, tone, icon: rule.icon };
}

/** The badge a kind's card shows for one value of `field` (e.g. a priority in a side panel). */
export function valueBadge(
  display: RecordDisplay,
  kind: RecordKind,
  field: string,
  value: unknown,
): CardView['badges'][number] | null {
  const rule = display.card.badges?.find((r) => r.value && [r.value.field].flat().includes(field));
  return rule ? badge(kind, { id: '', [field]: value } as RecordJson, rule) : null;
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
    subtitle: card.subtitle ? partsText(kind, record, card.subtitle, names) : '',
    badges: (card.badges ?? []).map((rule) => badge(kind, record, rule)).filter((b) => b !== null),
    lines: card.lines
      .map((line) => ({
        label: line.label ? line.label.replace(/:?$/, ':') : '',
        value: partsText(kind, record, line.parts, names),
        multiline: line.multiline ?? false,
        strong: line.strong ?? false,
      }))
      .filter((line) => line.value !== ''),
    // Only a photo the app serves: the page's Content-Security-Policy blocks outside images, which
    // would leave a broken circle (issue 41); without one the card shows the initials.
    imageUrl: isServedPhotoUrl(image) ? image : undefined,
  };
}
