/**
 * Tax Preparation Support: for a tax year, the forms to expect from each record (bank interest,
 * brokerage and retirement accounts, mortgages and other debts with interest, property taxes,
 * business interests), with the date each is due. Made from today's records: an account closed
 * during the year is not listed.
 */
import type { RecordJson, RecordKindKey } from '../records';
import { assetTitle, centsOf, recordsOf, textOf, type RecordsByKind } from './estate-records';
import {
  BANK_INTEREST,
  INTEREST_BEARING_BANK_TYPES,
  INVESTMENT_FORMS,
  type FormRule,
} from './tax-form-rules';
import {
  BUSINESS_FORMS,
  DEBT_FORMS,
  NO_FORM_DEBT,
  OTHER_BUSINESS,
  PROPERTY_TAX,
  RENTAL,
} from './tax-form-holdings';

/** The first tax year the report covers; the last is the current year. */
export const FIRST_TAX_PREP_YEAR = 2020;

/** The tax years offered on `today` (YYYY-MM-DD), oldest first. */
export function taxPrepYears(today: string): { first: number; last: number } {
  return { first: FIRST_TAX_PREP_YEAR, last: Number(today.slice(0, 4)) };
}

/** The error for a year outside the range, or null. */
export function taxYearProblem(year: number, today: string): string | null {
  const { first, last } = taxPrepYears(today);
  if (!Number.isInteger(year) || year < first || year > last)
    return `Tax year must be between ${first} and ${last}`;
  return null;
}

/** One line of the checklist. */
export interface TaxFormRow {
  area: RecordKindKey;
  recordId: string;
  title: string;
  form: string;
  what: string;
  /** YYYY-MM-DD, or null when no form is sent. */
  expectedBy: string | null;
  condition: string;
  source: string;
}

/** The Monday-based day of the month of the nth (1-based; -1: last) Monday. */
function nthMonday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - first) % 7);
  if (n > 0) return firstMonday + 7 * (n - 1);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return firstMonday + 7 * Math.floor((days - firstMonday) / 7);
}

/** Legal holidays in the District of Columbia that can meet these due dates (Jan to June). */
function isHoliday(d: Date): boolean {
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const weekday = d.getUTCDay();
  if (m === 1) return day === 1 || day === nthMonday(y, 1, 3);
  if (m === 2) return day === nthMonday(y, 2, 3);
  // Emancipation Day, April 16: on a Saturday it is kept on Friday the 15th, on a Sunday on the 17th.
  if (m === 4)
    return (
      (day === 16 && weekday >= 1 && weekday <= 5) ||
      (day === 15 && weekday === 5) ||
      (day === 17 && weekday === 1)
    );
  if (m === 5) return day === nthMonday(y, 5, -1);
  return false;
}

/**
 * The due date of a statement for `taxYear`: a date on a Saturday, Sunday or legal holiday
 * moves to the next business day (IRC §7503).
 */
export function dueDate(taxYear: number, due: FormRule['due']): string | null {
  if (!due) return null;
  const date = new Date(Date.UTC(taxYear + 1, due[0] - 1, due[1]));
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6 || isHoliday(date))
    date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const isRental = (r: RecordJson) =>
  r.isRental === true || /rental|investment property/i.test(textOf(r, 'propertyType'));

function rulesFor(area: RecordKindKey, r: RecordJson): readonly FormRule[] {
  switch (area) {
    case 'bank-accounts':
      return centsOf(r, 'interestRate') > 0n ||
        INTEREST_BEARING_BANK_TYPES.includes(textOf(r, 'accountType'))
        ? [BANK_INTEREST]
        : [];
    case 'investment-accounts':
      return INVESTMENT_FORMS[textOf(r, 'accountType')] ?? INVESTMENT_FORMS.brokerage;
    case 'debts-liabilities': {
      const type = textOf(r, 'debtType');
      if (DEBT_FORMS[type]) return [DEBT_FORMS[type]];
      return centsOf(r, 'interestRate') > 0n ? [NO_FORM_DEBT] : [];
    }
    case 'real-estate':
      return isRental(r) ? [PROPERTY_TAX, RENTAL] : [PROPERTY_TAX];
    case 'business-interests':
      return [BUSINESS_FORMS[textOf(r, 'businessType')] ?? OTHER_BUSINESS];
    default:
      return [];
  }
}

const AREAS: readonly RecordKindKey[] = [
  'bank-accounts',
  'investment-accounts',
  'debts-liabilities',
  'real-estate',
  'business-interests',
];

/** Every form to expect for `taxYear`, area by area in the sidebar's order. */
export function expectedTaxForms(records: RecordsByKind, taxYear: number): TaxFormRow[] {
  return AREAS.flatMap((area) =>
    recordsOf(records, area)
      .filter((r) => r.isActive !== false)
      .flatMap((r) =>
        rulesFor(area, r).map((rule) => ({
          area,
          recordId: r.id,
          title: assetTitle(area, r),
          form: rule.form,
          what: rule.what,
          expectedBy: dueDate(taxYear, rule.due),
          condition: rule.condition,
          source: rule.source,
        })),
      ),
  );
}
