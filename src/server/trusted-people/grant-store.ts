import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  hasAccess,
  type GrantState,
  type RequestReason,
  type SharedVault,
  type TrustedPerson,
  type TrustedRole,
} from '../../domain/trusted-people';
import { RELATIONSHIPS } from '../../domain/records/family-members';
import type { AppContext } from '../context';
import { openRow, sealRow } from '../crypto/row-sealer';
import type { ServerKey } from '../crypto/server-key';
import type { Database } from '../db/client';
import { trustedGrants, users, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { fingerprintPhrase } from './key-pairs';
import { openRequestNote } from './request-note';

export type GrantRow = typeof trustedGrants.$inferSelect;

const DAY_MS = 86_400_000;

/** A grant that is not over: one per owner and invited address (the 409 rule). */
export const LIVE_STATES: GrantState[] = [
  'invited',
  'accepted',
  'confirmed',
  'requested',
  'approved',
];

/** The invited address as the server compares it: HMAC under a key derived from the server key. */
export function inviteEmailHash(serverKey: ServerKey, email: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', serverKey.key, Buffer.from('kinfolio'), 'kinfolio:invite-email', 32),
  );
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}

/** A new invitation token (emailed) and its stored hash. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const inviteExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

const emailIdentity = (grant: { id: string; ownerId: string }) => ({
  table: 'trusted_grants',
  rowId: grant.id,
  userId: grant.ownerId,
});

/** Seals the invited address under the owner's key (free text the owner typed). */
export async function sealInviteEmail(
  ctx: AppContext,
  grant: { id: string; ownerId: string },
  email: string,
) {
  return (await sealRow(ctx.keys, emailIdentity(grant), { email }))!;
}

/**
 * The owner's copy of the invitation, in the owner's session: the address and the name and
 * relationship they typed (invitation-letter.ts seals them together); empty if it will not open
 * (a locked old key).
 */
async function openOwnerCopy(ctx: AppContext, grant: GrantRow) {
  try {
    const values = await openRow(ctx.keys, emailIdentity(grant), grant.inviteEmailSealed);
    return {
      email: values.email ?? '',
      name: values.name || null,
      relationship: RELATIONSHIPS.find((r) => r === values.relationship) ?? null,
    };
  } catch {
    return { email: '', name: null, relationship: null };
  }
}

/** The invited address, in the owner's session; '' if it will not open (a locked old key). */
export async function openInviteEmail(ctx: AppContext, grant: GrantRow): Promise<string> {
  return (await openOwnerCopy(ctx, grant)).email;
}

/** A person's name as others see it: first and last name, else the username. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}

/** The grant, only if `userId` is its owner or grantee; 404 otherwise (never 403: no probing). */
export async function grantOfParty(db: Database, grantId: string, userId: string) {
  const [grant] = await db
    .select()
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.id, grantId),
        or(eq(trustedGrants.ownerId, userId), eq(trustedGrants.granteeId, userId)),
      ),
    );
  if (!grant) throw new HttpError(404, 'No such trusted person');
  return grant;
}

export const areasOf = (grant: Pick<GrantRow, 'areas'>): string[] | 'all' => grant.areas ?? 'all';

/** How the owner sees a grant ("People I trust"). */
export async function presentForOwner(
  ctx: AppContext,
  grant: GrantRow,
  grantee: UserRow | undefined,
  now: Date,
): Promise<TrustedPerson> {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const invitation = await openOwnerCopy(ctx, grant);
  return {
    id: grant.id,
    email: invitation.email,
    // Until they accept, the name the owner typed (the list showed only an address: issue 28).
    name: grantee ? displayName(grantee) : invitation.name,
    relationship: invitation.relationship,
    granteeId: grant.granteeId,
    role: grant.role as TrustedRole,
    areas: areasOf(grant),
    waitDays: grant.waitDays,
    state: grant.state as GrantState,
    inviteExpired: grant.state === 'invited' && grant.inviteExpiresAt <= now,
    inviteExpiresAt: grant.inviteExpiresAt.toISOString(),
    fingerprint: grant.granteePublicKey ? fingerprintPhrase(grant.granteePublicKey) : null,
    requestedAt: iso(grant.requestedAt),
    opensAt: iso(grant.opensAt),
    requestedByCheckIn: grant.requestedByCheckIn,
    requestReason: grant.requestReason as RequestReason | null,
    requestNote:
      grant.state === 'requested'
        ? await openRequestNote(ctx, grant.ownerId, grant.id, grant.requestNoteSealed)
        : null,
    confirmedAt: iso(grant.confirmedAt),
    approvedAt: iso(grant.approvedAt),
    needsReconfirm: grant.state === 'accepted' && grant.confirmedAt !== null,
    createdAt: grant.createdAt.toISOString(),
  };
}

/** How the grantee sees a grant ("Shared with me"). */
export function presentForGrantee(grant: GrantRow, owner: UserRow): SharedVault {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: grant.id,
    ownerId: grant.ownerId,
    ownerName: displayName(owner),
    role: grant.role as TrustedRole,
    areas: areasOf(grant),
    waitDays: grant.waitDays,
    state: grant.state as GrantState,
    hasAccess: hasAccess(grant.role as TrustedRole, grant.state as GrantState),
    requestReason: grant.requestReason as RequestReason | null,
    requestedAt: iso(grant.requestedAt),
    opensAt: iso(grant.opensAt),
    approvedAt: iso(grant.approvedAt),
  };
}

/** The users with these ids, by id. */
export async function usersById(db: Database, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, UserRow>();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u]));
}
