import { changeRefusal, widensGrant, type GrantChangeInput } from '../../domain/grant-changes';
import type { GrantState, TrustedRole } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { NO_REQUEST, move, ownerOnly, party, wrongState } from './grant-actions';
import { grantNotices } from './grant-notices';
import { areasOf, grantOfParty, type GrantRow } from './grant-store';

/**
 * The executor takes back a waiting request: back to confirmed, nothing opened, the owner told.
 * Only the requester may; the owner rejects instead.
 */
export async function withdrawRequest(ctx: AppContext, grantee: UserRow, grantId: string) {
  const grant = await grantOfParty(ctx.db, grantId, grantee.id);
  if (grant.granteeId !== grantee.id) throw new HttpError(404, 'No such trusted person');
  if (grant.state !== 'requested') throw wrongState(grant, 'withdraw the request');
  const owner = await party(ctx, grant.ownerId);
  const moved = await move(
    ctx.db,
    grant,
    ['requested'],
    { state: 'confirmed', ...NO_REQUEST },
    'withdraw the request',
  );
  await grantNotices.withdrawn(ctx, ctx.db, owner, grantee);
  await grantNotices.settled(ctx.db, grant, grantee, 'withdrawn');
  return moved;
}

/**
 * True when the change widens what the person can do (then the route asks for the password
 * first): docs/decisions/020-changing-a-grant.md.
 */
export function changeWidens(grant: GrantRow, change: GrantChangeInput): boolean {
  return widensGrant(
    { role: grant.role as TrustedRole, areas: areasOf(grant), waitDays: grant.waitDays },
    change,
  );
}

/** The grant the owner means to change, or 409 when its state does not allow a change now. */
export async function changeableGrant(ctx: AppContext, owner: UserRow, grantId: string) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  const refusal = changeRefusal(grant.state as GrantState);
  if (refusal) throw new HttpError(409, refusal);
  return grant;
}

/**
 * The owner changes role, areas and waiting period in place: no new invitation and no new
 * fingerprint comparison (the key stays sealed to the same compared key). The grant's state
 * is unchanged, so a viewer made executor waits from now on, and an executor made viewer reads
 * at once. Every instance drops its cached access before this answers.
 */
export async function changeGrant(
  ctx: AppContext,
  owner: UserRow,
  grant: GrantRow,
  change: GrantChangeInput,
) {
  const moved = await move(
    ctx.db,
    grant,
    [grant.state as GrantState],
    {
      role: change.role,
      areas: change.areas === 'all' ? null : [...change.areas],
      waitDays: change.waitDays,
      ...(grant.state === 'confirmed' ? NO_REQUEST : {}),
    },
    'change this person',
  );
  await ctx.sessions.grantChanged(grant.id);
  const grantee = grant.granteeId ? await party(ctx, grant.granteeId).catch(() => null) : null;
  if (grantee) await grantNotices.changed(ctx, ctx.db, moved, owner, grantee);
  return moved;
}
