import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './password-length';

export { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT };
/**
 * A two-factor recovery code as typed: 16 characters in groups of 4 (80 bits), or the 10 of a
 * code made before codes grew (still accepted once each).
 */
export const RECOVERY_CODE_SHAPE =
  '[A-Za-z0-9]{4}(?:-?[A-Za-z0-9]{4}){3}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}';
/** Longest password accepted: argon2 cost grows with input, so cap it. */
export const MAX_PASSWORD_LENGTH = 256;

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Usernames are what people type to sign in: letters, digits and . _ - only. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'Username may contain only letters, digits, dots, dashes and underscores',
  );

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Enter a valid email address');

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** POST /api/login body. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
  /** Second step for accounts with two-factor sign-in: an app code or a recovery code. */
  code: z.string().trim().max(40).optional(),
  /**
   * The screen the sign-in opens (`/family`): when it shows a record list, the answer carries
   * its rows, so that screen waits for no second round trip (signInAnswerSchema's firstList).
   */
  firstScreen: z.string().max(2000).optional(),
});

/** POST /api/register body (what the server receives; confirmPassword is never sent). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  /**
   * The token of the invitation link the person signs up from: it proves the invited address,
   * so the account starts with it confirmed (docs/decisions/018-verified-addresses.md).
   */
  invitationToken: z.string().trim().min(1).max(100).optional(),
});

/** The Sign Up form: the register body plus the confirmation the spec checks on the client. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, 'Password confirmation must be at least 6 characters'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** POST /api/request-password-reset body. */
export const requestPasswordResetSchema = z.object({ email: emailSchema });

/** POST /api/reset-password body. */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, 'Reset token is required').max(200),
  newPassword: password,
  /** With it, the data key is re-wrapped and nothing is locked; without it, a fresh data key. */
  recoveryKey: z
    .string()
    .trim()
    .max(64, 'Recovery key is too long')
    .optional()
    .transform((v) => v || undefined),
});

/**
 * What a sensitive change asks for when two-factor sign-in is on: an app code or one of the
 * recovery codes. Left empty (or out) otherwise.
 */
export const reauthCodeInput = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^(\\d{6}|${RECOVERY_CODE_SHAPE})$`),
        'Enter the 6-digit code from your authenticator app or a recovery code',
      ),
  ])
  .optional()
  .transform((v) => v || undefined);

/** The password re-entered for a sensitive change (checked against the stored one). */
export const currentPasswordInput = z
  .string()
  .min(1, 'Current password is required')
  .max(MAX_PASSWORD_LENGTH);

/** The profile fields a user may change themselves. */
export const profileFieldsSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailSchema,
});

/**
 * PATCH /api/user body: any of the profile fields. A new email hands the account's resets to
 * whoever reads it, so changing it also takes the current password (and code when 2FA is on).
 */
export const updateProfileSchema = profileFieldsSchema.partial().extend({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  code: reauthCodeInput,
});

/** POST /api/user/password body. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordInput,
  newPassword: password,
  code: reauthCodeInput,
});

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * How large the signed-in app's text is, on every screen (dialogs and the phone drawer too):
 * Standard is a 16 px base, Large and Larger scale it (web/lib/text-size.ts).
 */
export const TEXT_SIZES = ['standard', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  standard: 'Standard',
  large: 'Large',
  larger: 'Larger',
};

/** PUT /api/user/preferences body: any of the preferences, at least one. */
export const preferencesSchema = z
  .object({
    theme: z.enum(THEMES).optional(),
    textSize: z
      .enum(TEXT_SIZES, { message: `Text size must be one of: ${TEXT_SIZES.join(', ')}` })
      .optional(),
    /** Hides the home's "Getting started" card (false brings it back). */
    gettingStartedHidden: z.boolean().optional(),
  })
  .refine(
    (v) =>
      v.theme !== undefined || v.textSize !== undefined || v.gettingStartedHidden !== undefined,
    { message: 'Send theme, textSize or gettingStartedHidden' },
  );

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
