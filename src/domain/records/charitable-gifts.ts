import { defineRecordKind } from './record-kind';

/** How a planned gift reaches the charity (issue 31), in the order the form offers them. */
export const GIFT_METHODS = [
  'Bequest in the will',
  'Beneficiary designation',
  'Donor-advised fund',
  'Charitable remainder trust',
  'Lifetime gift',
] as const;

export type GiftMethod = (typeof GIFT_METHODS)[number];

/**
 * Charitable gifts (Legacy Planning › Charitable Giving): gifts the owner plans to leave or make.
 * Not a screen of its own: the generic pieces serve it inside the Legacy Planning page.
 */
export const charitableGiftsKind = defineRecordKind({
  key: 'charitable-gifts',
  table: 'charitable_gifts',
  apiPaths: ['/api/charitable-gifts'],
  singular: 'charitable gift',
  plural: 'charitable gifts',
  fields: {
    charityName: {
      type: 'text',
      label: 'Charity',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: "The charity's legal name, as the IRS lists it.",
    },
    ein: {
      type: 'text',
      label: 'EIN',
      format: 'line',
      maxLength: 10,
      placeholder: '12-3456789',
      doc: "The charity's employer identification number, to tell it from others of a like name.",
    },
    giftMethod: {
      type: 'choice',
      label: 'How',
      required: true,
      options: GIFT_METHODS,
      doc: 'How the gift is made: by will, designation, fund, trust or during life.',
    },
    amount: {
      type: 'money',
      label: 'Amount',
      precision: 15,
      doc: 'A fixed amount in USD; for a remainder trust, the deduction its terms give.',
    },
    estateSharePercent: {
      type: 'percent',
      label: 'Share of Estate (%)',
      doc: 'A share of the estate instead of an amount (used when no amount is given).',
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Conditions, purpose, contacts at the charity.',
    },
  },
});
