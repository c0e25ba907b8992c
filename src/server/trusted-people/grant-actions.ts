import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { InviteInput } from '../../domain/trusted-people';
import { DEFAULT_WAIT_DAYS, canWrite, hasAccess } from '../../domain/trusted-people';
import type { TrustedRole, GrantState } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { grantReleaseSecrets, trustedGrants, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserByEmail, findUserById, isUniqueViolation } from '../users/user-repository';
import { newReleaseSecret, openReleaseSecret, sealDataKeyForGrantee } from './grant-sealing';
import { grantNotices } from './grant-notices';
import {
  LIVE_STATES,
  grantOfParty,
  hashToken,
  inviteEmailHash,
  inviteExpiry,
  newInviteToken,
  openInviteEmail,
  sealInviteEmail,
  type GrantRow,
} from './grant-store';
import { ensureKeyPair } from './key-pairs';

const DAY_MS = 86_400_000;

/** 409: the grant is not in a state this step applies to; says what the state is. */
function wrongState(grant: GrantRow, step: string): HttpError {
  const state: Record<string, string> = {
    invited: 'the invitation has not been accepted yet',
    accepted: 'it is waiting for the owner to confirm',
    confirmed:
      grant.role === 'executor'
        ? 'it is confirmed and no request is waiting'
        : 'it is already confirmed',
    requested: 'a request for access is waiting',
    approved: 'access is already open',
    revoked: 'it has ended',
  };
  return new HttpError(409, `Cannot ${step}: ${state[grant.state] ?? grant.state}.`);
}

/**
 * Moves a grant from one of `from` to new values in one atomic UPDATE (PGlite ignores row
 * locks, DESIGN.md): two requests racing on one grant cannot both succeed.
 */
async function move(
  db: Database,
  grant: GrantRow,
  from: GrantState[],
  set: Partial<typeof trustedGrants.$inferInsert>,
  step: string,
): Promise<GrantRow> {
  const [moved] = await db
    .update(trustedGrants)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(trustedGrants.id, grant.id), inArray(trustedGrants.state, from)))
    .returning();
  if (!moved) {
    const [now] = await db.select().from(trustedGrants).where(eq(trustedGrants.id, grant.id));
    throw wrongState(now ?? grant, step);
  }
  return moved;
}

async function party(ctx: AppContext, id: string | null): Promise<UserRow> {
  const user = id ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw new HttpError(404, 'No such trusted person');
  return user;
}

/** The grant's owner and grantee (either undefined once their account is deleted). */
async function partiesOf(ctx: AppContext, grant: GrantRow) {
  const [owner, grantee] = await Promise.all([
    findUserById(ctx.db, grant.ownerId),
    grant.granteeId ? findUserById(ctx.db, grant.granteeId) : undefined,
  ]);
  return { owner, grantee };
}

function ownerOnly(grant: GrantRow, me: UserRow) {
  if (grant.ownerId !== me.id) throw new HttpError(404, 'No such trusted person');
}

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
  let grant: GrantRow;
  try {
    [grant] = await ctx.db
      .insert(trustedGrants)
      .values({
        id,
        ownerId: owner.id,
        inviteEmailSealed: await sealInviteEmail(ctx, { id, ownerId: owner.id }, input.email),
        inviteEmailHash: inviteEmailHash(ctx.serverKey, input.email),
        inviteTokenHash: hash,
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
  await grantNotices.invitation(ctx, grant!, owner, input.email, token, existing);
  return grant!;
}

/** The owner sends the invitation again: a new link and 7 more days; the old link stops working. */
export async function resend(ctx: AppContext, owner: UserRow, grantId: string, now: Date) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  const { token, hash } = newInviteToken();
  const moved = await move(
    ctx.db,
    grant,
    ['invited'],
    { inviteTokenHash: hash, inviteExpiresAt: inviteExpiry(now) },
    'resend the invitation',
  );
  const email = await openInviteEmail(ctx, moved);
  if (!email)
    throw new HttpError(409, 'This invitation cannot be resent: cancel it and invite again.');
  await grantNotices.invitation(
    ctx,
    moved,
    owner,
    email,
    token,
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
  if (inviteEmailHash(ctx.serverKey, me.email) !== grant.inviteEmailHash)
    throw new HttpError(
      403,
      'This invitation was sent to a different email address. Sign in with the account for that address, or ask for an invitation to yours.',
    );
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
      acceptedAt: now,
    },
    'accept',
  );
  await grantNotices.accepted(ctx, ctx.db, owner, me);
  return moved;
}

/**
 * The owner confirms after comparing fingerprints: in the owner's session, the owner's data key
 * is sealed for the grantee with a fresh release secret, kept apart (grant-sealing.ts).
 */
export async function confirm(ctx: AppContext, owner: UserRow, grantId: string, now: Date) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  if (grant.state !== 'accepted') throw wrongState(grant, 'confirm');
  if (!grant.granteePublicKey || !grant.granteeId)
    throw new HttpError(
      409,
      'This person has not signed in since their password was reset. Ask them to sign in, then confirm.',
    );
  const grantee = await party(ctx, grant.granteeId);
  const dataKey = await ctx.keys.dataKeyFor(owner.id);
  const release = newReleaseSecret(ctx.serverKey, grant.id);
  const sealing = sealDataKeyForGrantee(dataKey, grant.granteePublicKey, release.secret, {
    grantId: grant.id,
    ownerId: owner.id,
    granteeId: grant.granteeId,
  });
  const moved = await ctx.db.transaction(async (tx) => {
    const moved = await move(
      tx,
      grant,
      ['accepted'],
      { ...sealing, state: 'confirmed', confirmedAt: now },
      'confirm',
    );
    await tx
      .insert(grantReleaseSecrets)
      .values({ grantId: grant.id, secretSealed: release.sealed })
      .onConflictDoUpdate({
        target: grantReleaseSecrets.grantId,
        set: { secretSealed: release.sealed, createdAt: now },
      });
    return moved;
  });
  await ctx.sessions.grantChanged(grant.id);
  // Told after the commit: PGlite's one connection is the transaction's until then.
  await grantNotices.confirmed(ctx, ctx.db, moved, owner, grantee);
  return moved;
}

/** The executor asks for access: the wait starts, the owner is told at once. */
export async function requestAccess(
  ctx: AppContext,
  grantee: UserRow,
  grantId: string,
  now: Date,
  byCheckIn = false,
) {
  const grant = await grantOfParty(ctx.db, grantId, grantee.id);
  if (grant.granteeId !== grantee.id) throw new HttpError(404, 'No such trusted person');
  if (grant.role !== 'executor')
    throw new HttpError(
      409,
      'Only an executor asks for access; viewers and editors have it once confirmed.',
    );
  const owner = await party(ctx, grant.ownerId);
  const moved = await move(
    ctx.db,
    grant,
    ['confirmed'],
    {
      state: 'requested',
      requestedAt: now,
      opensAt: new Date(now.getTime() + grant.waitDays * DAY_MS),
      requestedByCheckIn: byCheckIn,
      reminderSentAt: null,
    },
    'request access',
  );
  await grantNotices.requested(ctx, ctx.db, moved, owner, grantee);
  // The executor did not press the button: they learn it started, and when it opens.
  if (byCheckIn) await grantNotices.startedByCheckIn(ctx, ctx.db, moved, owner, grantee);
  return moved;
}

/** The owner approves a waiting request early. */
export async function approve(ctx: AppContext, owner: UserRow, grantId: string, now: Date) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  const grantee = await party(ctx, grant.granteeId);
  const moved = await move(
    ctx.db,
    grant,
    ['requested'],
    { state: 'approved', approvedAt: now },
    'approve',
  );
  await ctx.sessions.grantChanged(grant.id);
  await grantNotices.approved(ctx, ctx.db, owner, grantee, true);
  return moved;
}

/** The owner rejects a waiting request: back to confirmed; the executor may ask again. */
export async function reject(ctx: AppContext, owner: UserRow, grantId: string) {
  const grant = await grantOfParty(ctx.db, grantId, owner.id);
  ownerOnly(grant, owner);
  const grantee = await party(ctx, grant.granteeId);
  const moved = await move(
    ctx.db,
    grant,
    ['requested'],
    {
      state: 'confirmed',
      requestedAt: null,
      opensAt: null,
      requestedByCheckIn: false,
      reminderSentAt: null,
    },
    'reject',
  );
  await grantNotices.rejected(ctx, ctx.db, owner, grantee);
  return moved;
}

/**
 * Either side ends the relation (or the owner cancels an invitation). The release secret is
 * deleted with it, so the sealed key can never open again, and every instance drops its cached
 * access before this resolves.
 */
export async function end(ctx: AppContext, me: UserRow, grantId: string, now: Date) {
  const grant = await grantOfParty(ctx.db, grantId, me.id);
  const ownerSide = grant.ownerId === me.id;
  const other = ownerSide ? grant.granteeId : grant.ownerId;
  await ctx.db.transaction(async (tx) => {
    await move(
      tx,
      grant,
      LIVE_STATES,
      {
        state: 'revoked',
        endedAt: now,
        inviteTokenHash: null,
        sealedDataKey: null,
        ephemeralPublicKey: null,
      },
      'end it',
    );
    await tx.delete(grantReleaseSecrets).where(eq(grantReleaseSecrets.grantId, grant.id));
  });
  await ctx.sessions.grantChanged(grant.id);
  const otherUser = other ? await findUserById(ctx.db, other) : undefined;
  if (otherUser) await grantNotices.revoked(ctx, ctx.db, otherUser, me, ownerSide);
}

/**
 * Opens access for requests whose wait has passed without a rejection (the sweep, and a read
 * that finds one due). Each grant moves once, whoever gets there first; that one tells both.
 */
export async function releaseDueRequests(ctx: AppContext, now: Date, grantId?: string) {
  const due = await ctx.db
    .update(trustedGrants)
    .set({ state: 'approved', approvedAt: now, updatedAt: now })
    .where(
      and(
        eq(trustedGrants.state, 'requested'),
        lte(trustedGrants.opensAt, now),
        grantId ? eq(trustedGrants.id, grantId) : sql`true`,
      ),
    )
    .returning();
  for (const grant of due) {
    const { owner, grantee } = await partiesOf(ctx, grant);
    if (owner && grantee) await grantNotices.approved(ctx, ctx.db, owner, grantee, false);
    await ctx.sessions.grantChanged(grant.id);
  }
  return due.length;
}

/** The owner's reminder one day before a request opens (once per request). */
export async function remindOwners(ctx: AppContext, now: Date) {
  const soon = new Date(now.getTime() + DAY_MS);
  const due = await ctx.db
    .update(trustedGrants)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(trustedGrants.state, 'requested'),
        lte(trustedGrants.opensAt, soon),
        isNull(trustedGrants.reminderSentAt),
        // A one-day wait: the request email already said "tomorrow".
        sql`${trustedGrants.opensAt} - ${trustedGrants.requestedAt} > interval '1 day'`,
      ),
    )
    .returning();
  for (const grant of due) {
    const { owner, grantee } = await partiesOf(ctx, grant);
    if (owner && grantee) await grantNotices.reminder(ctx, ctx.db, grant, owner, grantee);
  }
  return due.length;
}

/** True when this grant opens the owner's records now, and whether it may change them. */
export function accessOf(grant: Pick<GrantRow, 'role' | 'state'>) {
  const role = grant.role as TrustedRole;
  const open = hasAccess(role, grant.state as GrantState);
  return { open, write: open && canWrite(role) };
}

export { openReleaseSecret };
