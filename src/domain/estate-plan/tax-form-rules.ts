/**
 * Which tax forms each kind of record brings, by its type: the table Tax Preparation Support
 * reads. Due dates are for statements to the taxpayer, in the year after the tax year.
 */

/** A form to expect: when it is due (month, day of the next year; null: no form is sent). */
export interface FormRule {
  form: string;
  what: string;
  due: readonly [month: number, day: number] | null;
  condition: string;
  source: string;
}

export const JAN_31 = [1, 31] as const;
export const FEB_15 = [2, 15] as const;
export const MAR_15 = [3, 15] as const;
export const APR_15 = [4, 15] as const;
export const MAY_31 = [5, 31] as const;

export const INFO_RETURNS = 'IRS General Instructions for Certain Information Returns';

const f1099R: FormRule = {
  form: '1099-R',
  what: 'Distributions from retirement plans',
  due: JAN_31,
  condition: 'Only if you took a distribution, conversion or rollover in the year.',
  source: 'IRS Instructions for Forms 1099-R and 5498',
};

/** Bank accounts that pay interest (a rate recorded, or a type that pays it). */
export const INTEREST_BEARING_BANK_TYPES = [
  'Savings',
  'Money Market',
  'Certificate of Deposit (CD)',
  'Business Savings',
];
export const BANK_INTEREST: FormRule = {
  form: '1099-INT',
  what: 'Interest income',
  due: JAN_31,
  condition: 'Sent when the account paid $10 or more of interest in the year.',
  source: 'IRS Instructions for Forms 1099-INT and 1099-OID; IRC §6049',
};

/** Investment accounts by type; a type not listed is a taxable brokerage account. */
export const INVESTMENT_FORMS: Readonly<Record<string, readonly FormRule[]>> = {
  brokerage: [
    {
      form: 'Consolidated 1099 (1099-DIV, 1099-INT, 1099-B)',
      what: 'Dividends, interest and sales',
      due: FEB_15,
      condition: 'Corrected copies can follow into March: wait for them if the broker says so.',
      source: `IRC §6045(b); ${INFO_RETURNS}`,
    },
  ],
  '401(k)': [
    {
      ...f1099R,
      condition:
        'Only if you took a distribution or rollover. Contributions from pay show on your Form W-2, box 12.',
    },
  ],
  '403(b)': [
    {
      ...f1099R,
      condition:
        'Only if you took a distribution or rollover. Contributions from pay show on your Form W-2, box 12.',
    },
  ],
  Pension: [f1099R],
  Annuity: [f1099R],
  'IRA - Traditional': [
    f1099R,
    {
      form: '5498',
      what: 'IRA contributions and year-end value',
      due: MAY_31,
      condition: 'Arrives after the filing deadline: you do not wait for it to file.',
      source: 'IRS Instructions for Forms 1099-R and 5498',
    },
  ],
  'IRA - Roth': [
    f1099R,
    {
      form: '5498',
      what: 'Roth IRA contributions and conversions',
      due: MAY_31,
      condition: 'Arrives after the filing deadline: you do not wait for it to file.',
      source: 'IRS Instructions for Forms 1099-R and 5498',
    },
  ],
  'SEP-IRA': [
    f1099R,
    {
      form: '5498',
      what: 'SEP contributions and year-end value',
      due: MAY_31,
      condition: 'Arrives after the filing deadline.',
      source: 'IRS Instructions for Forms 1099-R and 5498',
    },
  ],
  'Simple IRA': [
    f1099R,
    {
      form: '5498',
      what: 'SIMPLE contributions and year-end value',
      due: MAY_31,
      condition: 'Arrives after the filing deadline.',
      source: 'IRS Instructions for Forms 1099-R and 5498',
    },
  ],
  HSA: [
    {
      form: '1099-SA',
      what: 'HSA spending',
      due: JAN_31,
      condition: 'Only if you spent from the account; you file Form 8889.',
      source: 'IRS Instructions for Forms 1099-SA and 5498-SA',
    },
    {
      form: '5498-SA',
      what: 'HSA contributions',
      due: MAY_31,
      condition: 'Arrives after the filing deadline.',
      source: 'IRS Instructions for Forms 1099-SA and 5498-SA',
    },
  ],
  '529 Education Savings': [
    {
      form: '1099-Q',
      what: 'Education savings withdrawals',
      due: JAN_31,
      condition: 'Only if money was withdrawn in the year.',
      source: 'IRS Instructions for Form 1099-Q',
    },
  ],
};
