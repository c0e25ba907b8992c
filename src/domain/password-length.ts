// Kept apart from auth.ts (zod schemas) so a screen that only needs the number does not carry zod.

/** Shortest password the spec allows (part 1 §9). Stronger rules arrive with the admin's setting. */
export const MIN_PASSWORD_LENGTH = 6;

/** The message for a new password under that length (sign-up and change; reset says "long."). */
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
