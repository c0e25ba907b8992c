/**
 * The vocabulary every record kind is described in. One description per kind drives the
 * database table, the zod validation on both sides, the form, the card and the filters.
 *
 * Storage rule (docs/decisions/005): every free-text value a user types is
 * `sealed` (encrypted with the row's other sealed values into one ciphertext column);
 * choices from fixed lists, flags, amounts and dates stay plain so the server can
 * filter, sum and schedule on them.
 */
export type FieldSpec =
  | TextField
  | ChoiceField
  | MoneyField
  | PercentField
  | DateField
  | BooleanField
  | IntegerField
  | ReferenceField;

interface FieldBase {
  /** Form label, exactly as the spec words it. */
  label: string;
  required?: boolean;
  placeholder?: string;
  /** A line shown under the field in the form, for what a family needs to know while typing. */
  hint?: string;
  /** Form section heading this field sits under, when the dialog has sections. */
  section?: string;
  /** One line saying what the field holds, for whoever reads this description; no code reads it. */
  doc: string;
  /**
   * Set by the server (e.g. from an upload), never typed into the form. Added so the generic form
   * can leave such fields out while the table and API still carry them.
   */
  serverManaged?: boolean;
  /**
   * Asked only when another field holds one of these values (a document's who-is-named fields
   * for wills, trusts, powers of attorney...). Added so the generic form can hide a question that
   * does not apply; the value stays optional and the card shows it whenever it is set.
   */
  onlyWhen?: { field: string; in: readonly string[] };
  /**
   * Takes the value of this other field when the form saves, and is asked as a question of its
   * own only on a record where the two already differ. Added so one date is asked once (a
   * birthday the reminders use follows the date of birth) while both spec fields are kept.
   */
  follows?: string;
}

/** Free text the user types. Always sealed (encrypted). */
export interface TextField extends FieldBase {
  type: 'text';
  /** How it is entered and shown. */
  format?: 'line' | 'multiline' | 'email' | 'phone' | 'ssn' | 'account-number' | 'url';
  maxLength?: number;
  /**
   * Names the choice field this text completes: the name typed when that choice is 'Other'.
   * Added so the generic form shows the box only then and the card can show the typed name.
   */
  otherOf?: string;
}

/** One value from a fixed list. Stored plain. */
export interface ChoiceField extends FieldBase {
  type: 'choice';
  options: readonly string[];
  /** Stored as a plain column and may hold a value outside `options` (legacy data); validation still checks the list. */
}

/** A decimal amount in USD, numeric(precision, 2) in the database, a decimal string in JSON. */
export interface MoneyField extends FieldBase {
  type: 'money';
  precision: number;
}

/** A percentage 0..100, numeric(5,2). */
export interface PercentField extends FieldBase {
  type: 'percent';
}

/** A calendar date (YYYY-MM-DD), `date` in the database. */
export interface DateField extends FieldBase {
  type: 'date';
  /**
   * The day something happened: an ISO timestamp ('now') is accepted too, and the server stores
   * the user's calendar day of it (src/domain/calendar-day.ts).
   */
  acceptsMoment?: boolean;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  default: boolean;
}

export interface IntegerField extends FieldBase {
  type: 'integer';
  min?: number;
  max?: number;
  default?: number;
}

/** A link to another of the user's records (uuid), stored plain. */
export interface ReferenceField extends FieldBase {
  type: 'reference';
  kind: string;
}

export type FieldMap = Record<string, FieldSpec>;

/** True when the field's value is encrypted at rest. */
export function isSealed(field: FieldSpec): boolean {
  return field.type === 'text';
}
