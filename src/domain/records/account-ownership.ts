/**
 * How a bank or investment account is owned (issue 43): a plain choice, so how the account
 * passes at death is decided without opening the sealed "Owners on Account" text. The rules that
 * read it are in src/domain/figures/.
 */
export const ACCOUNT_OWNERSHIP = [
  'Individual',
  'Joint with right of survivorship',
  'Tenants in common',
  'Community property',
  'Trust',
  'Payable or transfer on death',
] as const;

/** One of the account ownership choices. */
export type AccountOwnership = (typeof ACCOUNT_OWNERSHIP)[number];

/** The Ownership field both account kinds carry (same words, same list). */
export const ownershipField = {
  type: 'choice',
  label: 'Ownership',
  options: ACCOUNT_OWNERSHIP,
  hint: 'How the account is titled: it decides who receives it at death.',
  doc: 'How the account is owned; with the beneficiaries it decides how the account passes.',
} as const;
