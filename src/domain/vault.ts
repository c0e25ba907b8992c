import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput, RECOVERY_CODE_SHAPE } from './auth';
import { publicUserSchema } from './user';

/** A recovery key as typed: 32 base32 characters, grouping dashes and spaces allowed. */
export const recoveryKeyInput = z
  .string()
  .trim()
  .max(64, 'Recovery key is too long')
  .refine((v) => v.replace(/[\s-]/g, '').length === 32, {
    message: 'A recovery key has 32 letters and digits (8 groups of 4)',
  });

/** A six-digit code from an authenticator app. */
export const totpCodeInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** One of the ten single-use two-factor recovery codes. */
export const twoFactorRecoveryCodeInput = z
  .string()
  .trim()
  .regex(
    new RegExp(`^(${RECOVERY_CODE_SHAPE})$`),
    'A recovery code looks like abcd-1234-efgh-5678',
  );

const currentPassword = z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH);

/**
 * The rows of the list a sign-in asked for (`firstList`), as GET on that path answers them in
 * the new session, with the list's ETag for the next refetch.
 */
export const firstListSchema = z.object({
  path: z.string(),
  rows: z.array(z.unknown()),
  etag: z.string().optional(),
});

/** POST /api/login answer: the user (and a recovery key made now for an older account), or a request for the code. */
export const signInAnswerSchema = z.union([
  publicUserSchema.extend({
    recoveryKey: z.string().optional(),
    firstList: firstListSchema.optional(),
  }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);

/** POST /api/register answer: the new user and their recovery key, shown once. */
export const signUpAnswerSchema = publicUserSchema.extend({ recoveryKey: z.string() });

/** POST /api/account/recovery-key body (a new key; the old one stops working). */
export const newRecoveryKeySchema = z.object({ password: currentPassword, code: reauthCodeInput });

/** POST /api/account/unlock body: the old password or the recovery key that opened the locked key. */
export const unlockSchema = z
  .object({
    recoveryKey: recoveryKeyInput.optional(),
    oldPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .refine((v) => Boolean(v.recoveryKey) !== Boolean(v.oldPassword), {
    message: 'Give either your recovery key or your old password',
  });

/** POST /api/account/rotate-key body (suspected compromise: a new data key). */
export const rotateKeySchema = z.object({ password: currentPassword, code: reauthCodeInput });

/** GET /api/account/vault answer. */
export const vaultStatusSchema = z.object({
  /** Data keys left locked by a password reset without the recovery key. */
  lockedKeys: z.number().int(),
  /** Records and files still sealed under those keys. */
  lockedItems: z.number().int(),
});
export type VaultStatus = z.infer<typeof vaultStatusSchema>;

/** Answers that hand the user a recovery key to save (shown once). */
export const recoveryKeyAnswerSchema = z.object({ recoveryKey: z.string() });

/** POST /api/account/2fa/setup answer: scan the QR code or type the secret. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});

/** POST /api/account/2fa/setup body: the password, however fresh the session. */
export const startTwoFactorSetupSchema = z.object({ password: currentPassword });

/** POST /api/account/2fa/enable body and answer (ten single-use recovery codes, shown once). */
export const enableTwoFactorSchema = z.object({ password: currentPassword, code: totpCodeInput });
export const twoFactorCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * POST /api/account/2fa/disable body: an app code or, for someone who lost their phone, one of
 * the recovery codes.
 */
export const disableTwoFactorSchema = z.object({
  password: currentPassword,
  code: z.union([totpCodeInput, twoFactorRecoveryCodeInput], {
    error: 'Enter the 6-digit code from your authenticator app or a recovery code',
  }),
});

/** POST /api/emergency-kit body: the key to print (never stored). */
export const emergencyKitSchema = z.object({ recoveryKey: recoveryKeyInput });
