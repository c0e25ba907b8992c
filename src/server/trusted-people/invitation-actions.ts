import { and, eq, inArray } from 'drizzle-orm';
import type { InviteInput } from '../../domain/trusted-people';
import { CONFIRM_BEFORE_ACCEPTING, DEFAULT_WAIT_DAYS } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { trustedGrants, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserByEmail, isUniqueViolation } from '../users/user-repository';
import { move, ownerOnly, party } from './grant-actions';
import { grantNotices } from './grant-notices';
import { sendInvitation } from './invitation-email';
import { letterOf, ownerLetter, sealForOwner, sealLetter } from './invitation-letter';
import {
  LIVE_STATES,
  grantOfParty,
  hashToken,
  inviteEmailHash,
  inviteExpiry,
  newInviteToken,
  openInviteEmail,
  type GrantRow,
} from './grant-store';
import { ensureKeyPair } from './key-pairs';

// The invitation half of a grant's life (grant-actions.ts has the rest): invited, resent, and
// accepted by the account whose confirmed address was invited (docs/decisions/018).

/** The owner invites someone: a grant in 'invited', an emailed link valid for 7 days. */
export async function invite(
  ctx: AppContext,
  owner: UserRow,
  input: InviteInput,
  now: Date,
): Promise<GrantRow> {
  if (input.email === owner.email.toLowerCase())
    throw new HttpError(400, 'email: You cannot invite yourself');
  const id = crypto.randomUUID();
  const { token, hash } = newInviteToken();
  const letter = letterOf(input);
  let grant: GrantRow;
  try {
    [grant] = await ctx.db
      .insert(trustedGrants)
      .values({
        id,
        ownerId: owner.id,
        inviteEmailSealed: await sealForOwner(ctx, { id, ownerId: owner.id }, input.email, letter),
        inviteEmailHash: inviteEmailHash(ctx.serverKey, input.email),
        inviteTokenHash: hash,
        inviteLetterSealed: sealLetter(token, id, letter),
        inviteExpiresAt: inviteExpiry(now),
        role: input.role,
        areas: input.areas === 'all' ? null : [...new Set(input.areas)],
        waitDays: input.waitDays ?? DEFAULT_WAIT_DAYS,
        state: 'invited',
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(
        409,
        'You have already invited this person. Resend or cancel that invitation instead.',
      );
    throw err;
  }
  const existing = await findUserByEmail(ctx.db, input.email);
  await sendInvitation(ctx, grant!, owner, input.email, token, letter, existing);
  return grant!;
}

/** The owner sends the invitation again: a new link and 7 more days; the old link stops working. */
export async function resend(ctx: AppContext, owner: UserRow, grantId: string, now: Date) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  const { token, hash } = newInviteToken();
  // The letter was sealed under the old token, which the server never kept: it is sealed again
  // under the new one from the owner's copy (this is the owner's session).
  const email = await openInviteEmail(ctx, grant);
  if (!email)
    throw new HttpError(409, 'This invitation cannot be resent: cancel it and invite again.');
  const letter = await ownerLetter(ctx, grant);
  const moved = await move(
    ctx.db,
    grant,
    ['invited'],
    {
      inviteTokenHash: hash,
      inviteExpiresAt: inviteExpiry(now),
      inviteLetterSealed: sealLetter(token, grant.id, letter),
    },
    'resend the invitation',
  );
  await sendInvitation(
    ctx,
    moved,
    owner,
    email,
    token,
    letter,
    await findUserByEmail(ctx.db, email),
  );
  return moved;
}

/** The grant an invitation link names: 404 unknown or used, 410 expired. */
export async function grantOfToken(ctx: AppContext, token: string, now: Date): Promise<GrantRow> {
  const [grant] = await ctx.db
    .select()
    .from(trustedGrants)
    .where(
      and(eq(trustedGrants.inviteTokenHash, hashToken(token)), eq(trustedGrants.state, 'invited')),
    );
  if (!grant)
    throw new HttpError(
      404,
      'This invitation link is not valid: it was used, cancelled or replaced by a newer one.',
    );
  if (grant.inviteExpiresAt <= now)
    throw new HttpError(
      410,
      'This invitation has expired. Ask the person who invited you to send it again.',
    );
  return grant;
}

/** The invited person accepts, signed in with the invited address: 'accepted', owner told. */
export async function accept(ctx: AppContext, me: UserRow, token: string, now: Date) {
  const grant = await grantOfToken(ctx, token, now);
  if (grant.ownerId === me.id) throw new HttpError(400, 'You cannot accept your own invitation.');
  if (me.emailTakenAt || inviteEmailHash(ctx.serverKey, me.email) !== grant.inviteEmailHash)
    throw new HttpError(
      403,
      'This invitation was sent to a different email address. Sign in with the account for that address, or ask for an invitation to yours.',
    );
  // Holding an address proves nothing until its link is opened: an account that registered
  // someone else's address must not receive what is meant for them (docs/decisions/018).
  if (!me.emailConfirmedAt) throw new HttpError(403, CONFIRM_BEFORE_ACCEPTING(me.email));
  const [already] = await ctx.db
    .select({ id: trustedGrants.id })
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.ownerId, grant.ownerId),
        eq(trustedGrants.granteeId, me.id),
        inArray(trustedGrants.state, LIVE_STATES),
      ),
    );
  if (already) throw new HttpError(409, 'You are already a trusted person of this account.');
  const publicKey = await ensureKeyPair(ctx, me.id);
  const owner = await party(ctx, grant.ownerId);
  const moved = await move(
    ctx.db,
    grant,
    ['invited'],
    {
      state: 'accepted',
      granteeId: me.id,
      granteePublicKey: publicKey,
      inviteTokenHash: null,
      // Its letter was for the invitation only; the owner keeps their own copy.
      inviteLetterSealed: null,
      acceptedAt: now,
    },
    'accept',
  );
  await grantNotices.accepted(ctx, ctx.db, owner, me);
  return moved;
}
