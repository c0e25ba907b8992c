/**
 * How many invitations (and resends) are mailed a day: per owner, per owner and address, and
 * per address from all owners together. Issue 40: a count per address alone let three
 * throwaway owners block a family's real invitation.
 */

/** Invitations and resends one owner may send a day. */
export const INVITATIONS_PER_OWNER_PER_DAY = 10;
/** Invitations and resends one owner may send one address a day. */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;
/** Invitations one address may receive a day from all owners together. */
export const INVITATIONS_TO_ADDRESS_PER_DAY = 20;

/** The 429 answers when a limit is reached. */
export const INVITATION_LIMIT_MESSAGES = {
  owner: `You have sent ${INVITATIONS_PER_OWNER_PER_DAY} invitations today, the most in a day. Please try again tomorrow.`,
  address: `You have sent this address ${INVITATIONS_PER_ADDRESS_PER_DAY} invitations today, the most in a day. Please try again tomorrow.`,
  addressFull: `This address has received ${INVITATIONS_TO_ADDRESS_PER_DAY} invitations today, the most in a day. Please try again tomorrow.`,
} as const;
