import { COMMON_PASSWORDS } from './common-passwords';

/** Shortest password accepted while the 'strong passwords' setting is on (the default). */
export const STRONG_PASSWORD_MIN_LENGTH = 10;

/** The rule as people read it, for hints under password fields. */
export const STRONG_PASSWORD_RULE = `At least ${STRONG_PASSWORD_MIN_LENGTH} characters and not a commonly used password.`;

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
  if ([...password].length < STRONG_PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${STRONG_PASSWORD_MIN_LENGTH} characters.`;
  }
  common ??= new Set(COMMON_PASSWORDS);
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(core(password)) || /^(.)\1+$/u.test(password)) {
    return 'This password is too common: choose one that is not on the list of commonly used passwords.';
  }
  return null;
}
