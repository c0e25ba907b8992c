/**
 * Which tax forms debts, property and business interests bring, by their type (the rest of the
 * table is in tax-form-rules.ts).
 */
import { APR_15, JAN_31, MAR_15, type FormRule } from './tax-form-rules';

/** Debts by type; other debts that charge interest get NO_FORM_DEBT. */
export const DEBT_FORMS: Readonly<Record<string, FormRule>> = {
  Mortgage: {
    form: '1098',
    what: 'Mortgage interest (and escrowed property tax)',
    due: JAN_31,
    condition: 'Sent when you paid $600 or more of interest.',
    source: 'IRS Instructions for Form 1098; IRC §163(h)(3)',
  },
  'Home Equity Loan': {
    form: '1098',
    what: 'Home-equity interest',
    due: JAN_31,
    condition:
      'Sent when you paid $600 or more; the interest is deductible only if the loan bought, built or improved the home.',
    source: 'IRS Instructions for Form 1098; IRC §163(h)(3)',
  },
  'Student Loan': {
    form: '1098-E',
    what: 'Student loan interest',
    due: JAN_31,
    condition: 'Sent when you paid $600 or more of interest.',
    source: 'IRS Instructions for Forms 1098-E and 1098-T; IRC §221',
  },
  'Business Loan': {
    form: "Lender's interest statement",
    what: 'Business interest',
    due: null,
    condition: "The interest is an expense on the business's own return.",
    source: 'IRC §163(a)',
  },
  'Tax Liability': {
    form: "The tax agency's notices",
    what: 'Tax owed and paid',
    due: null,
    condition: 'Keep the notices showing payments; interest on tax owed is not deductible.',
    source: 'IRC §163(h)(2)',
  },
};
export const NO_FORM_DEBT: FormRule = {
  form: 'No form',
  what: 'Personal interest',
  due: null,
  condition: 'Interest on cards, car and personal loans is not deductible: nothing to wait for.',
  source: 'IRC §163(h)(1)',
};

export const PROPERTY_TAX: FormRule = {
  form: 'Property tax bill and receipt',
  what: 'Real estate taxes paid',
  due: null,
  condition:
    'Deductible on Schedule A within the state-and-local-tax cap; paid from a mortgage escrow, it also shows on Form 1098.',
  source: 'IRC §164(a) and §164(b)(6)',
};
export const RENTAL: FormRule = {
  form: 'Rental records (Schedule E); 1099-MISC from a manager',
  what: 'Rent, expenses and depreciation',
  due: JAN_31,
  condition: 'A property manager who collects rent sends Form 1099-MISC for $600 or more.',
  source: 'IRS Instructions for Schedule E (Form 1040); Instructions for Form 1099-MISC',
};

/** Business interests by legal form. */
export const BUSINESS_FORMS: Readonly<Record<string, FormRule>> = {
  Partnership: {
    form: 'Schedule K-1 (Form 1065)',
    what: 'Your share of partnership income',
    due: MAR_15,
    condition: 'Later if the partnership extends its return (to September 15).',
    source: 'IRC §6031(b) and §6072(b)',
  },
  'Limited Partnership': {
    form: 'Schedule K-1 (Form 1065)',
    what: 'Your share of partnership income',
    due: MAR_15,
    condition: 'Later if the partnership extends its return (to September 15).',
    source: 'IRC §6031(b) and §6072(b)',
  },
  LLC: {
    form: 'Schedule K-1 (Form 1065), if taxed as a partnership',
    what: 'Your share of LLC income',
    due: MAR_15,
    condition: 'A single-member LLC sends none: its income goes on your Schedule C or E.',
    source: 'IRC §6031(b); Treas. Reg. §301.7701-3',
  },
  'S Corporation': {
    form: 'Schedule K-1 (Form 1120-S)',
    what: 'Your share of S corporation income',
    due: MAR_15,
    condition: 'Later if the corporation extends its return (to September 15).',
    source: 'IRC §6037(b) and §6072(b)',
  },
  Corporation: {
    form: '1099-DIV',
    what: 'Dividends',
    due: JAN_31,
    condition: 'Only if it paid you dividends; wages come on Form W-2.',
    source: 'IRS Instructions for Form 1099-DIV',
  },
  'C Corporation': {
    form: '1099-DIV',
    what: 'Dividends',
    due: JAN_31,
    condition: 'Only if it paid you dividends; wages come on Form W-2.',
    source: 'IRS Instructions for Form 1099-DIV',
  },
  'Professional Corporation': {
    form: '1099-DIV or W-2',
    what: 'Dividends or wages',
    due: JAN_31,
    condition: 'Whichever it pays you.',
    source: 'IRS Instructions for Form 1099-DIV',
  },
  'Sole Proprietorship': {
    form: 'Schedule C records; 1099-NEC and 1099-K from clients',
    what: 'Business income and expenses',
    due: JAN_31,
    condition: 'Clients send 1099-NEC for $600 or more; payment processors send 1099-K.',
    source: 'IRS Instructions for Schedule C; Forms 1099-NEC and 1099-K',
  },
  Trust: {
    form: 'Schedule K-1 (Form 1041)',
    what: 'Your share of trust income',
    due: APR_15,
    condition: "Due with the trust's return; later if it extends.",
    source: 'IRC §6034A and §6072(a)',
  },
};
export const OTHER_BUSINESS: FormRule = {
  form: 'Ask the business',
  what: 'Income from the business',
  due: null,
  condition: 'Which form it sends depends on how it is taxed.',
  source: 'IRS Publication 334',
};
