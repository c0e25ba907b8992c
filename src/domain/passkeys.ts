import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput } from './auth';
import { publicUserSchema } from './user';

/** At most this many passkeys per account. */
export const MAX_PASSKEYS = 10;
/** A passkey's name ("Maria's iPhone") is at most this long. */
export const MAX_PASSKEY_NAME = 60;

export const TOO_MANY_PASSKEYS = `You can have up to ${MAX_PASSKEYS} passkeys. Remove one before adding another.`;
export const PASSKEY_NAME_TOO_LONG = `A passkey's name can be at most ${MAX_PASSKEY_NAME} characters.`;

/**
 * The one fixed, site-wide PRF salt (docs/decisions/031). PRF is already keyed per credential;
 * a per-credential salt would need the credential chosen first, which a username-less sign-in
 * cannot do. Its bytes are the UTF-8 of this text.
 */
export const PASSKEY_PRF_SALT_TEXT = 'kinfolio passkey vault v1';

/** Why the password is asked once after a passkey sign-in, in one plain sentence each. */
export const PASSWORD_ONCE_REASONS = {
  'no-prf':
    'This passkey can sign you in but cannot open your encrypted records, so enter your password once to open them.',
  first:
    'This passkey has not opened your records on this account yet, so enter your password once; next time it will open them by itself.',
  renew:
    'Your records were given a new key since this passkey last opened them, so enter your password once; next time the passkey will open them by itself.',
} as const;
export type PasswordOnceReason = keyof typeof PASSWORD_ONCE_REASONS;

export const passkeyNameInput = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name, such as the device it is on')
  .max(MAX_PASSKEY_NAME, PASSKEY_NAME_TOO_LONG);

/** A WebAuthn response as @simplewebauthn/browser gives it (checked by the server library). */
const webauthnResponse = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .passthrough();

/** A PRF output (32 bytes, base64url), sent once beside an assertion and never stored. */
const prfOutput = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'A passkey unlock secret is 32 bytes')
  .optional();

const currentPassword = z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH);

/** POST /api/passkeys/registration-options body: the password again, as other security changes. */
export const passkeyRegistrationStartSchema = z.object({
  password: currentPassword,
  code: reauthCodeInput,
});

/** POST /api/passkeys body: the authenticator's answer, its name, and its PRF output if it gave one. */
export const addPasskeySchema = z.object({
  name: passkeyNameInput,
  response: webauthnResponse,
  prf: prfOutput,
});

/** A signed-in person's assertion with one of their passkeys (confirming a step, PRF follow-up). */
export const passkeyAssertionSchema = z.object({ response: webauthnResponse, prf: prfOutput });
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/**
 * The re-authentication of a sensitive step (docs/decisions/009): the password (and a code while
 * two-factor sign-in is on), or an assertion with one of one's passkeys that verified the person.
 */
export function passwordOrPasskey(passwordMessage = 'Password is required') {
  return z
    .object({
      password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
      code: reauthCodeInput,
      passkey: passkeyAssertionSchema.optional(),
    })
    .refine((v) => Boolean(v.password) || Boolean(v.passkey), {
      message: passwordMessage,
      path: ['password'],
    });
}

/** POST /api/passkeys/sign-in body. */
export const passkeySignInSchema = passkeyAssertionSchema;

/** POST /api/passkeys/sign-in/password body: the ticket the passkey sign-in gave, and the password. */
export const passkeyPasswordStepSchema = z.object({
  ticket: z.string().min(1).max(200),
  password: currentPassword,
  prf: prfOutput,
});

/** A passkey sign-in's answer: the user, or the request for the password once (and why). */
export const passkeySignInAnswerSchema = z.union([
  publicUserSchema,
  z.object({
    passwordNeeded: z.literal(true),
    ticket: z.string(),
    reason: z.string(),
  }),
]);

/** One passkey in Account Settings' list. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** It opens the records by itself (PRF, wrapping current); else sign-in asks for the password once. */
  opensRecords: z.boolean(),
  userVerified: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/** Options for the browser (the WebAuthn library's JSON), passed through as they are. */
export const webauthnOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });

/** DELETE /api/passkeys/:id body: removing one asks again (password and code, or a passkey). */
export const removePasskeySchema = passwordOrPasskey();

/** DELETE /api/passkeys/:id: whether the remover's own session was one the passkey started. */
export const passkeyRemovedSchema = z.object({ signedOut: z.boolean() });

/** What the page says when the passkey removed was the one this session signed in with. */
export const SIGNED_OUT_WITH_PASSKEY =
  'You had signed in with it, so you are now signed out. Sign in again with your password or another passkey.';
