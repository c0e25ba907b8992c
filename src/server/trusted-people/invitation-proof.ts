import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { accept, grantOfToken } from './invitation-actions';
import { inviteEmailHash, type GrantRow } from './grant-store';

/**
 * Signing up from an invitation link: the link was mailed to the invited address, so holding it
 * and giving that address proves it (docs/decisions/018). Resolves when `email` is the invited
 * address; 404 or 410 for a link that is no longer valid, 400 for another address.
 */
export async function proveInvitedAddress(
  ctx: AppContext,
  token: string,
  email: string,
  now: Date,
): Promise<void> {
  assertInvitedAddress(ctx, await grantOfToken(ctx, token, now), email);
}

/** 400 unless `email` is the address the grant's invitation went to (by its keyed hash). */
export function assertInvitedAddress(ctx: AppContext, grant: GrantRow, email: string): void {
  if (inviteEmailHash(ctx.serverKey, email) !== grant.inviteEmailHash)
    throw new HttpError(
      400,
      'email: This is not the address the invitation was sent to. Sign up with that address to accept it.',
    );
}

/**
 * The sign-up from an invitation ends with it accepted: no second click (issue 28). The account
 * was just made with the invited address confirmed and its keys unlocked, so this is the same
 * acceptance as the page's button. A failure (the owner cancelled it meanwhile) leaves the new
 * account as it is: the invitation page still shows why.
 */
export async function acceptOnSignUp(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  token: string,
  now: Date,
): Promise<boolean> {
  try {
    const grant = await accept(ctx, user, token, now);
    await audit(ctx.db, request, {
      action: 'trusted.accept',
      message: 'Accepted an invitation to be a trusted person, on signing up from its link',
      targetKind: 'trusted_grant',
      targetId: grant.id,
      userId: user.id,
    });
    return true;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    request.log.warn({ status: err.statusCode }, 'invitation not accepted on sign-up');
    return false;
  }
}
