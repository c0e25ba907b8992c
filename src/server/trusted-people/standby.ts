import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { NO_REQUEST, move, ownerOnly, party, wrongState } from './grant-actions';
import { grantNotices } from './grant-notices';
import { grantOfParty } from './grant-store';
import { endReleaseUnlessOpen } from '../letters-and-wishes/release';

/**
 * "Return to standby": after an executor's access has opened, the owner closes it again. The
 * grant goes back to confirmed with its waiting period, so a next request waits and can be
 * rejected as the first one could; the sealed key and release secret stay (the fingerprint was
 * compared once, and the release secret opens only while access is due). Every instance drops
 * its cached access before this answers. What the executor saw or copied meanwhile cannot be
 * taken back; the owner's page says so.
 *
 * Everything standby closes is done here, in this one function (the "For after" letters are
 * withheld again from here too).
 */
export async function returnToStandby(ctx: AppContext, owner: UserRow, grantId: string) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  if (grant.role !== 'executor')
    throw new HttpError(
      409,
      'Only an executor returns to standby. To stop a viewer or editor reading, change their role or remove them.',
    );
  if (grant.state !== 'approved') throw wrongState(grant, 'return to standby');
  const grantee = await party(ctx, grant.granteeId);
  const moved = await move(
    ctx.db,
    grant,
    ['approved'],
    { state: 'confirmed', approvedAt: null, ...NO_REQUEST },
    'return to standby',
  );
  // The owner's release ends with the last open executor: after-release secrets withheld again.
  await endReleaseUnlessOpen(ctx, owner.id);
  await ctx.sessions.grantChanged(grant.id);
  await grantNotices.standby(ctx, ctx.db, moved, owner, grantee);
  return moved;
}
