import { COMMON_PASSWORDS } from './common-passwords';
import { MIN_PASSWORD_LENGTH } from './password-length';

/** Shortest password accepted while the 'strong passwords' setting is on (the default). */
export const STRONG_PASSWORD_MIN_LENGTH = 10;

/** The rule as people read it, for hints under password fields. */
export const STRONG_PASSWORD_RULE = `At least ${STRONG_PASSWORD_MIN_LENGTH} characters and not a commonly used password.`;

/** The strong rule's length alone, in the rule's own words (no list: screens check this much). */
export function strongLengthProblem(password: string): string | null {
  return [...password].length < STRONG_PASSWORD_MIN_LENGTH
    ? `Password must be at least ${STRONG_PASSWORD_MIN_LENGTH} characters.`
    : null;
}

/**
 * What a form says under a new password before sending it, one rule for sign-up, reset and
 * change: under the spec's 6 characters its own message (`tooShort`, each form's wording);
 * from 6 to 9, while the strong rule is on (Security tab), the rule's own words, as the server
 * would answer. The common-password list is checked by the server only.
 */
export function newPasswordProblem(
  password: string,
  strongPasswords: boolean,
  tooShort: string,
): string | null {
  // Counted as the schemas' .min(6) counts (UTF-16 units), so both sides agree at the edge.
  if (password.length < MIN_PASSWORD_LENGTH) return tooShort;
  return strongPasswords ? strongLengthProblem(password) : null;
}

// Built on first use, so code that only shows the rule (the web's hints) does not carry the list.
let common: ReadonlySet<string> | undefined;

/** Lower-cased, with trailing digits and punctuation dropped: 'Password123!' reads as 'password'. */
function core(password: string): string {
  return password.toLowerCase().replace(/[\d\W_]+$/u, '');
}

/**
 * Why a password breaks the strong-password rule, or null when it passes. The message names
 * the rule, so a person knows what to change.
 */
export function strongPasswordProblem(password: string): string | null {
  const short = strongLengthProblem(password);
  if (short) return short;
  common ??= new Set(COMMON_PASSWORDS);
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(core(password)) || /^(.)\1+$/u.test(password)) {
    return 'This password is too common: choose one that is not on the list of commonly used passwords.';
  }
  return null;
}
