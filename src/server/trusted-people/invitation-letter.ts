import { hkdfSync } from 'node:crypto';
import { RELATIONSHIPS } from '../../domain/records/family-members';
import type { InviteInput } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { DecryptionError, open, seal } from '../crypto/aead';
import { openRow, sealRow } from '../crypto/row-sealer';
import type { GrantRow } from './grant-store';

/**
 * What the owner wrote for the invitee (their name, relationship, a personal note) is free text,
 * so it is sealed for its readers (docs/decisions/005, issue 28):
 * - for the invitee, under a key derived from the invitation token. The server keeps only the
 *   token's hash, so a database copy, even with the server key, cannot open it; the page sends
 *   the token to the lookup, which opens it for that answer only;
 * - for the owner, beside the invited address under the owner's data key (the same sealed value
 *   `sealInviteEmail` makes, so a key rotation reseals it with the address), so a resend can
 *   seal it again under the new token.
 */
export interface InvitationLetter {
  name: string | null;
  relationship: (typeof RELATIONSHIPS)[number] | null;
  note: string | null;
}

const KEY_ID = 'invite';

const letterKey = (token: string) =>
  Buffer.from(
    hkdfSync('sha256', Buffer.from(token, 'utf8'), 'kinfolio', 'kinfolio:invitation-letter', 32),
  );

/** Bound to the grant, so a letter copied onto another invitation does not open. */
const letterAad = (grantId: string) => `trusted_grants:${grantId}:invite-letter`;

export const letterOf = (input: Pick<InviteInput, 'name' | 'relationship' | 'note'>) => ({
  name: input.name || null,
  relationship: input.relationship ?? null,
  note: input.note || null,
});

/** The letter sealed under the token's key; null when the owner wrote nothing. */
export function sealLetter(token: string, grantId: string, letter: InvitationLetter) {
  if (!letter.name && !letter.relationship && !letter.note) return null;
  return seal(letterKey(token), KEY_ID, Buffer.from(JSON.stringify(letter)), letterAad(grantId));
}

/** Opens the letter with the link's token; throws DecryptionError for any other token. */
export function openLetter(
  token: string,
  grantId: string,
  sealed: string | null,
): InvitationLetter {
  if (!sealed) return { name: null, relationship: null, note: null };
  const parsed = JSON.parse(open(letterKey(token), sealed, letterAad(grantId)).toString()) as {
    name?: unknown;
    relationship?: unknown;
    note?: unknown;
  };
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const relationship = RELATIONSHIPS.find((r) => r === parsed.relationship) ?? null;
  return { name: text(parsed.name), relationship, note: text(parsed.note) };
}

/** Opens the letter for the lookup's answer; a letter that will not open is shown as none. */
export function readLetter(token: string, grant: GrantRow): InvitationLetter {
  try {
    return openLetter(token, grant.id, grant.inviteLetterSealed);
  } catch (err) {
    if (err instanceof DecryptionError) return { name: null, relationship: null, note: null };
    throw err;
  }
}

// The owner's copy: the same identity and sealed value as grant-store.ts's invited address.
const ownerIdentity = (grant: { id: string; ownerId: string }) => ({
  table: 'trusted_grants',
  rowId: grant.id,
  userId: grant.ownerId,
});

/** The invited address and the letter, sealed together under the owner's key. */
export async function sealForOwner(
  ctx: AppContext,
  grant: { id: string; ownerId: string },
  email: string,
  letter: InvitationLetter,
): Promise<string> {
  return (await sealRow(ctx.keys, ownerIdentity(grant), { email, ...letter }))!;
}

/** The owner's copy of the letter, in the owner's session (a resend seals it again). */
export async function ownerLetter(ctx: AppContext, grant: GrantRow): Promise<InvitationLetter> {
  const values = await openRow(ctx.keys, ownerIdentity(grant), grant.inviteEmailSealed);
  const relationship = RELATIONSHIPS.find((r) => r === values.relationship) ?? null;
  return { name: values.name || null, relationship, note: values.note || null };
}
