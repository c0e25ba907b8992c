/**
 * Verified addresses (docs/decisions/018-verified-addresses.md): the confirmation link sent at
 * sign-up and for a new address, its limits, the API's shapes and the words the banner, the
 * confirm page and Account Settings say. Both sides read these.
 */
import { z } from 'zod';

/** A confirmation link works this long, once. */
export const CONFIRMATION_LINK_HOURS = 48;
/** Confirmation emails one account may have mailed to one address a day (like reset emails). */
export const CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY = 3;
/**
 * Confirmation emails one address may receive a day for accounts asking to move to it, all of
 * them together. The account that holds the address (its sign-up, "Send again") is not counted
 * here, so others cannot use up its mail.
 */
export const CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY = 10;
/** Confirmation emails one account may ask for a day, whatever the addresses. */
export const CONFIRMATION_EMAILS_PER_ACCOUNT_PER_DAY = 10;

/** The page a confirmation link opens; the token travels in the fragment, never to a server. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/** POST /api/email-confirmation/confirm body: the token from the link's fragment. */
export const confirmEmailSchema = z.object({
  token: z.string().trim().min(1, 'Confirmation token is required').max(200),
});

/** POST /api/email-confirmation/confirm answer. */
export const emailConfirmedSchema = z.object({
  message: z.string(),
  /** The address now confirmed on the account. */
  email: z.string(),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** POST /api/email-confirmation/send answer ("Send again"). */
export const confirmationSentSchema = z.object({ message: z.string() });

/** What the signed-in user's address needs, for the banner (null: nothing to say). */
export type AddressState =
  { kind: 'unconfirmed'; email: string } | { kind: 'pending'; email: string } | { kind: 'taken' };

/** The banner's state from the user's three address fields. */
export function addressState(user: {
  email: string;
  emailConfirmed: boolean;
  pendingEmail: string | null;
  emailTaken: boolean;
}): AddressState | null {
  if (user.pendingEmail) return { kind: 'pending', email: user.pendingEmail };
  if (user.emailTaken) return { kind: 'taken' };
  if (!user.emailConfirmed) return { kind: 'unconfirmed', email: user.email };
  return null;
}

/** The words of the banner in the signed-in app. */
export function addressBannerText(state: AddressState): string {
  switch (state.kind) {
    case 'unconfirmed':
      return `Please confirm your email address: open the link we sent to ${state.email}.`;
    case 'pending':
      return `Your new email address ${state.email} takes effect when you open the link we sent to it.`;
    case 'taken':
      return 'Another account proved it owns the email address this account used, so it was removed from yours. Add your address in Account Settings.';
  }
}

/** Messages the server answers with (tests and pages compare them). */
export const ADDRESS_MESSAGES = {
  sent: (email: string) => `We sent a new confirmation link to ${email}.`,
  alreadyConfirmed: 'Your email address is already confirmed.',
  noAddress: 'This account has no email address. Add one in Account Settings.',
  addressCapped: `We have sent ${CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY} confirmation emails to this address for this account today, the most we send in a day. Please try again tomorrow.`,
  addressFull: `This address has received ${CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY} confirmation emails today, the most we send in a day. Please try again tomorrow.`,
  accountCapped: `This account has asked for ${CONFIRMATION_EMAILS_PER_ACCOUNT_PER_DAY} confirmation emails today, the most in a day. Please try again tomorrow.`,
  invalidLink:
    'This confirmation link is invalid, used or expired. Sign in and press "Send again" for a new one.',
  notTheAccountsAddress:
    'This confirmation link is for an email address the account no longer uses, so it confirms nothing. Sign in and press "Send again" for a new one.',
  confirmed: 'Thank you: your email address is confirmed.',
  changed: (email: string) => `Your email address is now ${email}.`,
  takenByConfirmed: 'An account with this email already exists.',
  changeRequested: (email: string) =>
    `We sent a link to ${email}. Your email address changes when you open it.`,
} as const;
