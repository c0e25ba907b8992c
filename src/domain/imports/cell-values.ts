/**
 * Reading one CSV cell as a field's value, with errors in the area's own words
 * ("Relationship 'Martian' is not one of Spouse, Child, …"). What each type accepts:
 * - money and percent: 1234.5, $1,234.50, -12, (12.50) for a negative, 1.234,50 and 12,5 with a
 *   decimal comma (a comma followed by one or two digits at the end), a trailing % for percents;
 * - dates: YYYY-MM-DD (also YYYY/MM/DD) and the US MM/DD/YYYY (M/D/YYYY); two-digit years are
 *   refused, since 01/02/03 could be any of three dates;
 * - flags: yes/no, true/false, y/n, 1/0 (any case);
 * - choices: the kind's options in any case; whole numbers: digits (the checklist's priority
 *   also takes its labels, 'High' or 'High Priority').
 * After this, each row is validated by the kind's own zod input schema, so the rules are the
 * typed ones.
 */
import type { FieldSpec } from '../records';
import { CHECKLIST_PRIORITY_LABELS } from '../records';

/** A cell's value for the input schema, or what is wrong with it. */
export type CellResult = { value: unknown } | { error: string };

const quote = (raw: string) => `'${raw.length > 60 ? `${raw.slice(0, 57)}…` : raw}'`;

/** Our own CSV writer guards formula-like text with an apostrophe: take it off again. */
export function unguardText(raw: string): string {
  return /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw;
}

/** A decimal string from money-ish text, or null when it is not a number. */
export function readDecimal(raw: string): string | null {
  let text = raw.replace(/[\s$€£%]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text) || /^\d+,\d{1,2}$/.test(text)) {
    // Decimal comma (1.234,50 or 12,5): dots are thousands separators.
    text = text.replace(/\./g, '').replace(',', '.');
  }
  text = text.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text)) return null;
  if (text.startsWith('.')) text = `0${text}`;
  return negative && Number(text) !== 0 ? `-${text}` : text;
}

/** YYYY-MM-DD from the accepted date forms, or null. */
export function readDate(raw: string): string | null {
  const pad = (n: string) => n.padStart(2, '0');
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(raw);
  if (m) return real(`${m[1]}-${pad(m[2])}-${pad(m[3])}`);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  if (m) return real(`${m[3]}-${pad(m[1])}-${pad(m[2])}`);
  // A spreadsheet's timestamp (2024-01-05T00:00:00 or with a zone): its date part.
  m = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/.exec(raw);
  return m ? real(m[1]) : null;
}

function real(day: string): string | null {
  const [y, mo, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? day
    : null;
}

const TRUE = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE = new Set(['no', 'n', 'false', '0']);

/** Priority labels back to their numbers ('High', 'high priority' -> 1). */
const PRIORITY_BY_LABEL = new Map(
  Object.entries(CHECKLIST_PRIORITY_LABELS).flatMap(([n, label]) => [
    [label.toLowerCase(), Number(n)],
    [label.toLowerCase().replace(/ priority$/, ''), Number(n)],
  ]),
);

/**
 * The value of one cell for a field; `undefined` value for an empty cell (the input schema then
 * says whether the field is required). References are resolved by the caller.
 */
export function readCell(name: string, field: FieldSpec, cell: string): CellResult {
  const raw = cell.trim();
  if (raw === '') return { value: undefined };
  const label = field.label;
  switch (field.type) {
    case 'text':
      return { value: unguardText(raw) };
    case 'choice': {
      const wanted = unguardText(raw).toLowerCase();
      const match = field.options.find((o) => o.toLowerCase() === wanted);
      if (match) return { value: match };
      return { error: `${label} ${quote(raw)} is not one of ${field.options.join(', ')}` };
    }
    case 'money':
    case 'percent': {
      const value = readDecimal(unguardText(raw));
      if (value !== null) return { value };
      return {
        error:
          field.type === 'money'
            ? `${label} ${quote(raw)} is not an amount (write it like 1234.50 or $1,234.50)`
            : `${label} ${quote(raw)} is not a percentage (write it like 4.5 or 4.5%)`,
      };
    }
    case 'date': {
      const value = readDate(raw);
      if (value) return { value };
      return { error: `${label} ${quote(raw)} is not a date (use YYYY-MM-DD or MM/DD/YYYY)` };
    }
    case 'boolean': {
      const lower = raw.toLowerCase();
      if (TRUE.has(lower)) return { value: true };
      if (FALSE.has(lower)) return { value: false };
      return { error: `${label} ${quote(raw)} is not yes or no` };
    }
    case 'integer': {
      if (/^-?\d+$/.test(raw)) return { value: Number(raw) };
      const byLabel = name === 'priority' ? PRIORITY_BY_LABEL.get(raw.toLowerCase()) : undefined;
      if (byLabel !== undefined) return { value: byLabel };
      return { error: `${label} ${quote(raw)} is not a whole number` };
    }
    case 'reference':
      return { value: raw };
  }
}
