// Kept apart from auth.ts (zod schemas) so a screen that only needs the number does not carry zod.

/** Shortest password the spec allows (part 1 §9). Stronger rules arrive with the admin's setting. */
export const MIN_PASSWORD_LENGTH = 6;
