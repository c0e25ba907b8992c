import { INVITATION_PATH } from '../../domain/trusted-people';

/** Where the invitee lands once the invitation is accepted: what happens now, their six words. */
export const INVITATION_ACCEPTED_PATH = `${INVITATION_PATH}/accepted`;

/** Where the invitation being answered is kept while its reader signs up or in (this tab only). */
const KEY = 'kinfolio.invitation';

/**
 * The token of the invitation link that opened the page: `#token=…` (links mailed now: a
 * fragment never reaches a server or its request log) or `/invitations/<token>` (links mailed
 * before, still honoured until they expire).
 */
export function invitationTokenFrom(location: { hash: string; pathname: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (fromHash) return fromHash;
  const prefix = `${INVITATION_PATH}/`;
  return location.pathname.startsWith(prefix)
    ? decodeURIComponent(location.pathname.slice(prefix.length)) || null
    : null;
}

/** The invited address the link carries beside its token (`#token=…&email=…`), if any. */
export function invitationEmailFrom(location: { hash: string }): string | null {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('email') || null;
}

const EMAIL_KEY = 'kinfolio.invitation-email';

/** Keeps the link's address for this tab, beside its token (a reload keeps the short sign-up). */
export function rememberInvitationEmail(email: string): void {
  try {
    sessionStorage.setItem(EMAIL_KEY, email);
  } catch {
    // Storage refused: the address is typed again after a reload.
  }
}

export function rememberedInvitationEmail(): string | null {
  try {
    return sessionStorage.getItem(EMAIL_KEY);
  } catch {
    return null;
  }
}

/** Keeps the token for the sign-up or sign-in that brings the reader back to the invitation. */
export function rememberInvitation(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (a private window's quota): the page keeps the token in memory instead.
  }
}

export function rememberedInvitation(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(EMAIL_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The invitation a sign-up proves the address of: only when it comes from the invitation page
 * (its return path), so an ordinary sign-up later in the tab is not tied to it.
 */
export function invitationForSignUp(returnToPath: string): string | undefined {
  return returnToPath === INVITATION_PATH ? (rememberedInvitation() ?? undefined) : undefined;
}
