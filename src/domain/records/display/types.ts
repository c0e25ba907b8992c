import type { RecordKind } from '../record-kind';

/**
 * How a record kind looks on its screen, as data: texts, filter, total, toasts, delete
 * confirmation and card layout. Field names are checked against the kind (see defineDisplay).
 */

/** How a value is shown on a card or a filter button. */
export type ValueFormat =
  'text' | 'money0' | 'money2' | 'percent' | 'date' | 'phone' | 'masked' | 'insurance-type';

/**
 * The colours a type badge takes, by its value's place in its field's list (card-view.ts
 * typeTone): hues apart from the green, amber and red that say active, warning and inactive.
 */
export const TYPE_TONES = [
  'sky',
  'violet',
  'teal',
  'orange',
  'indigo',
  'pink',
  'lime',
  'cyan',
] as const;

/** Badge colours; the web maps each to classes. */
export type BadgeTone =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'success'
  | 'warning'
  | 'danger'
  | (typeof TYPE_TONES)[number];

/** A record field or timestamp a display may read. */
export type DisplayField<K extends RecordKind = RecordKind> =
  (keyof K['fields'] & string) | 'createdAt' | 'updatedAt';

/**
 * One piece of a card line. `field` may list fallbacks (the first non-empty wins); a choice
 * answered 'Other' shows the name typed into its `otherOf` field. `join` goes between this
 * piece and an earlier one that rendered; `before`/`after` wrap the piece whenever it renders.
 */
export interface ValuePart<F extends string = string> {
  field: F | readonly F[];
  format?: ValueFormat;
  /** Shown instead when the field is empty, e.g. '0' so a balance reads $0.00. */
  ifEmpty?: string;
  /** Labels for stored values, e.g. priority 1 → 'High Priority'. */
  labels?: Readonly<Record<string, string>>;
  join?: string;
  before?: string;
  after?: string;
}

/** A labelled line on a card; skipped when none of its parts has a value. */
export interface CardLine<F extends string = string> {
  /** Text before the value ('Born', 'Matures:'); a trailing ':' is added unless present. */
  label?: string;
  parts: readonly ValuePart<F>[];
  /** Long text (notes): shown on its own lines, clamped. */
  multiline?: boolean;
  /** Emphasised (a balance or value). */
  strong?: boolean;
}

/** When a badge shows. No condition: whenever its text is non-empty. */
export interface BadgeCondition<F extends string = string> {
  field: F;
  equals?: string | number | boolean;
  /** Case-insensitive substring of a text value. */
  contains?: string;
  /** Shows when the value is truthy (true) or false/empty (false). */
  truthy?: boolean;
}

/**
 * A badge: a field's value (a type badge) or fixed text when any condition holds. A type badge
 * of a choice field is coloured by its type, in every area alike (card-view.ts typeTone).
 */
export interface BadgeRule<F extends string = string> {
  text?: string;
  value?: ValuePart<F>;
  /** Shows when any of these holds. */
  when?: readonly BadgeCondition<F>[];
  /** The colour; for a type badge, only of values outside its field's list (a typed 'Other'). */
  tone?: BadgeTone;
  /** Colour per shown value, where the spec names one (banking's colour map, priorities). */
  tones?: Readonly<Record<string, BadgeTone>>;
  /** 'star': a red star icon instead of a pill (documents' isImportant). */
  icon?: 'star';
}

/** The card title: fields with fallbacks, or the name of a referenced record. */
export type CardTitle<F extends string = string> =
  | { parts: readonly ValuePart<F>[]; fallback?: string }
  | {
      /** A reference field; the title is the referenced record's card title. */
      reference: F;
      /** When the reference is empty (null). */
      none: string;
      /** When the referenced record is not found. */
      missing: string;
    };

/** The card layout of a kind. */
export interface CardLayout<F extends string = string> {
  title: CardTitle<F>;
  /** Avatar with the title's initials (family members); an image when this field holds a URL. */
  avatar?: { imageField?: F };
  /** Muted line under the title. */
  subtitle?: readonly ValuePart<F>[];
  badges?: readonly BadgeRule<F>[];
  lines: readonly CardLine<F>[];
}

/** The delete confirmation: a dialog with the card title in it, or the browser's confirm(). */
export type DeleteConfirm =
  | {
      style: 'dialog';
      title: string;
      /** '{title}' is replaced by the card title. */ message: string;
    }
  | { style: 'browser'; message: string };

/** Texts and rules of a kind's list screen. */
export interface RecordDisplay<F extends string = string> {
  kindKey: string;
  /** In-app route, e.g. '/family'. */
  route: string;
  /** Page heading and document title. */
  title: string;
  /** Muted line under the heading. */
  description: string;
  /** Header button. */
  addLabel: string;
  dialogTitles: { add: string; edit: string };
  /** Muted line under the dialog title. */
  dialogDescription?: string;
  empty: { title: string; description: string; action: string };
  loadingText: string;
  /** Toast text when the list fails to load (part 2 §8, title 'Error Loading Data'). */
  loadError: string;
  filter?: { field: F; allLabel: string; noMatch: string; format?: ValueFormat };
  /** Header badge summing a money field, shown only when above 0. */
  total?: { label: string; field: F; decimals: 0 | 2 };
  /** Toast descriptions; success toasts are titled 'Success', failures 'Error'. */
  toasts: {
    created: string;
    updated: string;
    deleted: string;
    createFailed: string;
    updateFailed: string;
    deleteFailed: string;
  };
  deleteConfirm: DeleteConfirm;
  /** Card grid columns at full width (the rest of the range is responsive). */
  columns: 2 | 3;
  /** Option text for "no record" in a reference select, per reference field. */
  referenceNone?: Readonly<Partial<Record<F, string>>>;
  card: CardLayout<F>;
}

/** Declares a kind's display with its field names checked against the kind. */
export function defineDisplay<K extends RecordKind>(
  kind: K,
  display: Omit<RecordDisplay<DisplayField<K>>, 'kindKey'>,
): RecordDisplay {
  return { ...display, kindKey: kind.key } as RecordDisplay;
}
