import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { grantOfToken } from './invitation-actions';
import { inviteEmailHash } from './grant-store';

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
  const grant = await grantOfToken(ctx, token, now);
  if (inviteEmailHash(ctx.serverKey, email) !== grant.inviteEmailHash)
    throw new HttpError(
      400,
      'email: This is not the address the invitation was sent to. Sign up with that address to accept it.',
    );
}
