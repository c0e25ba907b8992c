import { z } from 'zod';
import { isMoment } from '../calendar-day';
import type { FieldSpec } from './field-types';
import type { RecordKind } from './record-kind';

/** A stored record as the API returns it: its fields plus identity and timestamps. */
export type RecordJson = {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** Documents only: where the attached file is served (derived, never stored). */
  fileUrl?: string | null;
  /** True when the row's encrypted fields could not be opened; they read as null. */
  locked?: boolean;
} & Record<string, string | number | boolean | null | undefined>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Empty form inputs ('' or whitespace) mean "no value". */
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A decimal that fits numeric(precision, 2): at most `precision - 2` digits before the point
 * and 2 after. Accepts numbers or strings (form inputs), answers a canonical decimal string.
 */
function decimal(label: string, precision: number, range?: { min: number; max: number }) {
  const whole = precision - 2;
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), `${label} must be a number`)
    .refine((v) => !/\.\d{3,}$/.test(v), `${label} can have at most 2 decimal places`)
    .refine(
      (v) =>
        v
          .replace(/^-/, '')
          .split('.')[0]
          .replace(/^0+(?=\d)/, '').length <= whole,
      `${label} is too large (at most ${whole} digits before the decimal point)`,
    )
    .refine(
      (v) => !range || (Number(v) >= range.min && Number(v) <= range.max),
      `${label} must be between ${range?.min} and ${range?.max}`,
    )
    .transform((v) => (Number(v) === 0 ? '0' : v.replace(/^(-?)0+(?=\d)/, '$1')));
}

/** The zod type of one field's value, when present. */
function valueSchema(name: string, field: FieldSpec): z.ZodType {
  const label = field.label;
  switch (field.type) {
    case 'text': {
      let s = z
        .string()
        .trim()
        .max(
          field.maxLength ?? 5000,
          `${label} must be at most ${field.maxLength ?? 5000} characters`,
        );
      if (field.format === 'email') s = s.email(`${label} must be a valid email address`);
      return s;
    }
    case 'choice':
      return z
        .string()
        .refine(
          (v) => field.options.includes(v),
          `${label} must be one of: ${field.options.join(', ')}`,
        );
    case 'money':
      return decimal(label, field.precision);
    case 'percent':
      return decimal(label, 5, { min: 0, max: 100 });
    case 'date':
      if (field.acceptsMoment)
        return z
          .string()
          .refine(
            (v) => (DATE.test(v) && isRealDate(v)) || isMoment(v),
            `${label} must be a date (YYYY-MM-DD) or an ISO timestamp`,
          );
      return z
        .string()
        .regex(DATE, `${label} must be a date (YYYY-MM-DD)`)
        .refine(isRealDate, `${label} is not a real date`);
    case 'boolean':
      return z.boolean({ error: `${label} must be true or false` });
    case 'integer': {
      const min = field.min ?? -2_147_483_648;
      const max = field.max ?? 2_147_483_647;
      return z.coerce
        .number({ error: `${label} must be a whole number` })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`);
    }
    case 'reference':
      return z.uuid(`${label} must be an id`);
    default:
      throw new Error(`unknown field type for ${name}`);
  }
}

/** One field in a create body: required fields must be present and non-blank. */
function inputField(name: string, field: FieldSpec): z.ZodType {
  const value = valueSchema(name, field);
  if (field.required) {
    return z.preprocess(
      blankToNull,
      z
        .any()
        .refine((v) => v !== null && v !== undefined, `${field.label} is required`)
        .pipe(value),
    );
  }
  if (field.type === 'boolean') return value.optional();
  return z.preprocess(blankToNull, value.nullable().optional());
}

function shape(kind: RecordKind) {
  const entries = Object.entries(kind.fields)
    .filter(([, field]) => !field.serverManaged || field.type === 'reference')
    .map(([name, field]) => [name, inputField(name, field)] as const);
  return Object.fromEntries(entries);
}

/** POST body of a kind: every form field validated, unknown fields dropped. */
export function recordInputSchema(kind: RecordKind) {
  return z.object(shape(kind));
}

/** PATCH body of a kind: any subset of the fields; required ones still may not be blanked. */
export function recordPatchSchema(kind: RecordKind) {
  const partial = Object.fromEntries(
    Object.entries(shape(kind)).map(([name, schema]) => [name, schema.optional()]),
  );
  return z.object(partial);
}

/** One field's value in the API's answer, as recordOutputSchema declares it. */
type OutputValue<F extends FieldSpec> = F extends { type: 'boolean' }
  ? boolean
  : F extends { type: 'integer' }
    ? number | null
    : string | null;

/**
 * One record of a kind as the API answers it (recordOutputSchema's shape), typed from the kind's
 * description: `RecordOf<typeof familyMembersKind>` has `name: string | null`, and so on.
 */
export type RecordOf<R extends RecordKind> = {
  id: string;
  createdAt: string;
  updatedAt: string;
  fileUrl?: string | null;
  locked?: boolean;
} & { [N in keyof R['fields']]: OutputValue<R['fields'][N]> };

/** The API's record shape for a kind; a response schema strips anything undeclared. */
export function recordOutputSchema(kind: RecordKind) {
  const fields = Object.fromEntries(
    Object.entries(kind.fields).map(([name, field]) => {
      const type =
        field.type === 'boolean'
          ? z.boolean()
          : field.type === 'integer'
            ? z.number().nullable()
            : z.string().nullable();
      return [name, type];
    }),
  );
  return z.object({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    fileUrl: z.string().nullable().optional(),
    locked: z.boolean().optional(),
    ...fields,
  });
}
