/**
 * Whether two-factor sign-in exists for users. Until it does, the Security tab shows '2FA for all
 * users' disabled with a note, and the settings API refuses to switch it on. The two-factor
 * work flips this once enrolment and sign-in with a code are in place.
 */
export const TWO_FACTOR_SIGN_IN_AVAILABLE = false;
