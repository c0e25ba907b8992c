import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { canWrite, hasAccess } from '../../domain/trusted-people';
import type { AccessRequestInput, GrantState, TrustedRole } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { grantReleaseSecrets, trustedGrants, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { newReleaseSecret, openReleaseSecret, sealDataKeyForGrantee } from './grant-sealing';
import { grantNotices } from './grant-notices';
import { LIVE_STATES, grantOfParty, type GrantRow } from './grant-store';
import { sealRequestNote } from './request-note';
import { forgetAfterCopies, syncAfterCopies } from '../letters-and-wishes/after-copies';
import { afterGrantEnded, markReleased } from '../letters-and-wishes/release';

// Each step of a grant after its invitation (invitation-actions.ts has invite, resend, accept).

const DAY_MS = 86_400_000;

/** A grant's request fields when no request is waiting (reject, withdraw, standby). */
export const NO_REQUEST = {
  requestedAt: null,
  opensAt: null,
  requestedByCheckIn: false,
  requestReason: null,
  requestNoteSealed: null,
  reminderSentAt: null,
} satisfies Partial<GrantRow>;

/** 409: the grant is not in a state this step applies to; says what the state is. */
export function wrongState(grant: GrantRow, step: string): HttpError {
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
 * locks, docs/decisions/017): two requests racing on one grant cannot both succeed.
 */
export async function move(
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
    // Gone since it was read (a party's account deleted: the rows cascade): missing, not a conflict.
    if (!now) throw new HttpError(404, 'No such trusted person');
    throw wrongState(now, step);
  }
  return moved;
}

/** A party of a grant by id; 404 once the account is gone. */
export async function party(ctx: AppContext, id: string | null): Promise<UserRow> {
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

/** 404 unless `me` owns the grant (never 403: no probing). */
export function ownerOnly(grant: GrantRow, me: UserRow) {
  if (grant.ownerId !== me.id) throw new HttpError(404, 'No such trusted person');
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
  // Letters & Wishes that name this person (or all) get their copy of the after key now.
  await syncAfterCopies(ctx, owner.id);
  // Told after the commit: PGlite's one connection is the transaction's until then.
  await grantNotices.confirmed(ctx, ctx.db, moved, owner, grantee);
  return moved;
}

/**
 * The executor asks for access (or the owner's unanswered check-ins ask for them): the wait
 * starts, the owner is told at once why; the note is sealed to the owner's key.
 */
export async function requestAccess(
  ctx: AppContext,
  grantee: UserRow,
  grantId: string,
  now: Date,
  asked: AccessRequestInput | 'check-in',
) {
  const byCheckIn = asked === 'check-in';
  const grant = await grantOfParty(ctx.db, grantId, grantee.id);
  if (grant.granteeId !== grantee.id) throw new HttpError(404, 'No such trusted person');
  if (grant.role !== 'executor')
    throw new HttpError(
      409,
      'Only an executor asks for access; viewers and editors have it once confirmed.',
    );
  const owner = await party(ctx, grant.ownerId);
  if (grant.state !== 'confirmed') throw wrongState(grant, 'request access');
  const note = byCheckIn ? undefined : asked.note;
  const moved = await move(
    ctx.db,
    grant,
    ['confirmed'],
    {
      state: 'requested',
      requestedAt: now,
      opensAt: new Date(now.getTime() + grant.waitDays * DAY_MS),
      requestedByCheckIn: byCheckIn,
      requestReason: byCheckIn ? null : asked.reason,
      requestNoteSealed: note ? await sealRequestNote(ctx, owner.id, grant.id, note) : null,
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
  await markReleased(ctx.db, owner.id, now); // the owner's Letters & Wishes open for their readers
  await ctx.sessions.grantChanged(grant.id);
  await grantNotices.approved(ctx, ctx.db, owner, grantee, true);
  await grantNotices.settled(ctx.db, grant, grantee, 'approved');
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
    { state: 'confirmed', ...NO_REQUEST },
    'reject',
  );
  await grantNotices.rejected(ctx, ctx.db, owner, grantee);
  await grantNotices.settled(ctx.db, grant, grantee, 'rejected');
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
    await forgetAfterCopies(tx, grant.id); // and the after-release secret: never again
  });
  await ctx.sessions.grantChanged(grant.id);
  // An executor's end may end the release (the last open one); readers' copies go everywhere.
  await afterGrantEnded(ctx, grant);
  const otherUser = other ? await findUserById(ctx.db, other) : undefined;
  if (otherUser) await grantNotices.revoked(ctx, ctx.db, otherUser, me, ownerSide);
  const grantee = ownerSide ? otherUser : me;
  if (grant.state === 'requested' && grantee)
    await grantNotices.settled(ctx.db, grant, grantee, 'ended');
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
    await markReleased(ctx.db, grant.ownerId, now); // an executor's access opened: the release
    const { owner, grantee } = await partiesOf(ctx, grant);
    if (owner && grantee) {
      await grantNotices.approved(ctx, ctx.db, owner, grantee, false);
      await grantNotices.settled(ctx.db, grant, grantee, 'opened');
    }
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
