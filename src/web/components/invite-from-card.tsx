import { useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import { RELATIONSHIPS } from '../../domain/records/family-members';
import type { RecordJson } from '../../domain/records/record-schema';
import { Button } from './ui/button';
import { useVault } from '../lib/vault';

/** What a family member's card hands the invite dialog. */
export interface InviteStart {
  name: string;
  relationship: string;
  email: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The invite dialog's start from the router's state, or null when it was not opened from a card. */
export function inviteFromState(state: unknown): InviteStart | null {
  const invite = (state as { invite?: Record<string, unknown> } | null)?.invite;
  if (!invite || typeof invite !== 'object') return null;
  const relationship = text(invite.relationship);
  return {
    name: text(invite.name),
    relationship: (RELATIONSHIPS as readonly string[]).includes(relationship) ? relationship : '',
    email: text(invite.email),
  };
}

/**
 * "Invite as trusted person" on a family member's card: Trusted People with the invite dialog
 * open and filled in with the member's name, relationship and email (the details stay in this
 * tab's memory: router state, never the URL).
 */
export function InviteFromCardButton({ record }: { record: RecordJson }) {
  const navigate = useNavigate();
  // Only the owner invites, from their own records (not in a vault shared with them).
  if (useVault() !== null || record.locked === true) return null;
  const invite: InviteStart = {
    name: text(record.name),
    relationship: text(record.relationship),
    email: text(record.email),
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Invite as trusted person: ${invite.name || 'this person'}`}
      onClick={() => navigate('/trusted-people', { state: { invite } })}
    >
      <UserPlus aria-hidden="true" /> Invite as trusted person
    </Button>
  );
}
