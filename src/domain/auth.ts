import { z } from 'zod';

/** Shortest password the spec allows (part 1 §9). Stronger rules arrive with the admin's setting. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password accepted: argon2 cost grows with input, so cap it. */
export const MAX_PASSWORD_LENGTH = 256;

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
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
  code: z.string().trim().max(20).optional(),
});

/** POST /api/register body (what the server receives; confirmPassword is never sent). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password,
  firstName: personName('First name'),
  lastName: personName('Last name'),
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

/** PATCH /api/user body: the profile fields a user may change themselves. */
export const updateProfileSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailSchema,
  })
  .partial();

/** POST /api/user/password body. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
  newPassword: password,
});

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** PUT /api/user/preferences body. */
export const preferencesSchema = z.object({ theme: z.enum(THEMES) });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
