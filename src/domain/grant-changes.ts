/**
 * Changing a trusted person's role, areas or waiting period without inviting them again
 * (docs/decisions/020-changing-a-grant.md): what may change, in which states, and which changes
 * widen what the person can do (those ask for the owner's password, as confirming does).
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput } from './auth';
import { inviteSchema, type GrantState, type TrustedRole } from './trusted-people';

/** PATCH /api/trusted-people/:id: the new role, areas and wait; the password when it widens. */
export const grantChangeSchema = z
  .object({
    role: inviteSchema.shape.role,
    areas: inviteSchema.shape.areas,
    waitDays: inviteSchema.shape.waitDays.unwrap(),
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    code: reauthCodeInput,
  })
  .strict();
export type GrantChangeInput = z.infer<typeof grantChangeSchema>;

/** What a change compares: a grant's role, areas and wait. */
export interface GrantTerms {
  role: TrustedRole;
  areas: 'all' | readonly string[];
  waitDays: number;
}

/** The states a grant can be changed in; the others answer 409 with what to do first. */
export const CHANGEABLE_STATES: readonly GrantState[] = ['invited', 'accepted', 'confirmed'];

/** Why a grant in this state cannot be changed now, in words a person can act on. */
export function changeRefusal(state: GrantState): string | null {
  if (CHANGEABLE_STATES.includes(state)) return null;
  if (state === 'requested')
    return 'Cannot change this person now: a request for access is waiting. Approve or reject it first.';
  if (state === 'approved')
    return 'Cannot change this person now: their emergency access is open. Return them to standby first.';
  return 'Cannot change this person: the relation has ended. Invite them again instead.';
}

const covers = (areas: GrantTerms['areas'], area: string) =>
  areas === 'all' || areas.includes(area);

/**
 * True when the change lets the person do more than before: write where they could only read,
 * read at once where they had to ask and wait, read an area they could not, or wait less.
 * Only these ask for the password; narrowing is always allowed at once.
 */
export function widensGrant(before: GrantTerms, after: GrantTerms): boolean {
  const rank = (role: TrustedRole) => (role === 'executor' ? 0 : role === 'viewer' ? 1 : 2);
  if (rank(after.role) > rank(before.role)) return true;
  if (after.areas === 'all') {
    if (before.areas !== 'all') return true;
  } else if (after.areas.some((area) => !covers(before.areas, area))) return true;
  return (
    before.role === 'executor' && after.role === 'executor' && after.waitDays < before.waitDays
  );
}
