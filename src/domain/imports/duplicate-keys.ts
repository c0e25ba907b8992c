/**
 * When an imported row looks already present: the fields that must agree, per area. Text is
 * compared without case, accents or spacing; account numbers by their last four digits, since
 * that is what forms and bank files usually give.
 *
 * - family members: name and relationship; professional contacts: name and profession
 * - banking and investments: institution (the name typed under Other when Other) and the last
 *   four digits of the account number; debts: type, creditor and last four digits
 * - insurance: insurer and policy number; real estate: address, city and state
 * - documents and checklist items: title and category; important dates: title and date
 * - medical information: the family member and the doctor; businesses: the business name
 * - charitable gifts: the charity and how the gift is made
 */
import type { RecordKindKey } from '../records';

type Values = Record<string, unknown>;

const text = (v: unknown) =>
  typeof v === 'string'
    ? v
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim()
    : v === null || v === undefined
      ? ''
      : String(v);

/** The last four digits (or characters, when there are no digits) of an account number. */
export function lastFour(value: unknown): string {
  const s = typeof value === 'string' ? value : '';
  const digits = s.replace(/\D/g, '');
  return (digits || s.replace(/[^A-Za-z0-9]/g, '')).slice(-4).toLowerCase();
}

const choiceOrOther = (choice: unknown, other: unknown) =>
  choice === 'Other' && text(other) ? `other:${text(other)}` : text(choice);

const KEYS: Record<RecordKindKey, (v: Values) => unknown[]> = {
  'family-members': (v) => [text(v.name), v.relationship],
  'bank-accounts': (v) => [choiceOrOther(v.bankName, v.bankNameOther), lastFour(v.accountNumber)],
  'investment-accounts': (v) => [
    choiceOrOther(v.institution, v.institutionOther),
    lastFour(v.accountNumber),
  ],
  'insurance-policies': (v) => [
    choiceOrOther(v.company, v.companyOther),
    text(v.policyNumber).replace(/[^a-z0-9]/g, ''),
  ],
  'real-estate': (v) => [text(v.address), text(v.city), text(v.state)],
  documents: (v) => [text(v.title), v.category],
  'estate-checklist-items': (v) => [text(v.title), v.category],
  'important-dates': (v) => [text(v.title), v.eventDate],
  'professional-contacts': (v) => [text(v.name), v.profession],
  'debts-liabilities': (v) => [v.debtType, text(v.creditorName), lastFour(v.accountNumber)],
  'medical-information': (v) => [v.familyMemberId ?? '', text(v.doctorName)],
  'business-interests': (v) => [text(v.businessName)],
  'charitable-gifts': (v) => [text(v.charityName), v.giftMethod],
  'letters-and-wishes': (v) => [v.itemType, text(v.title), text(v.recipient)],
};

/**
 * The duplicate key of a record of an area, or null when its identifying fields are all empty
 * (such a row is never called a duplicate).
 */
export function duplicateKey(area: RecordKindKey, values: Values): string | null {
  const parts = KEYS[area](values).map((p) => (p === null || p === undefined ? '' : String(p)));
  return parts.every((p) => p === '') ? null : JSON.stringify(parts);
}
