import { ROLE_INFO, type SharedVault, type TrustedPerson } from '../../../../domain/trusted-people';
import { AREA_NAMES } from '../../../../domain/navigation';
import type { RecordKindKey } from '../../../../domain/records';

/** How a grant's state reads on the Trusted People page: a short label, its tone, a sentence. */
export interface StateWords {
  label: string;
  tone: 'neutral' | 'waiting' | 'active' | 'warning';
  detail?: string;
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Jan 5, 2026' from an ISO timestamp ('' when absent). */
export function formatDay(iso: string | null | undefined): string {
  return iso ? day.format(new Date(iso)) : '';
}

/** 'Jan 5, 2026, 3:04 PM' from an ISO timestamp, in the browser's time zone. */
export function formatMoment(iso: string | null | undefined): string {
  return iso ? moment.format(new Date(iso)) : '';
}

/** 'All areas', or the chosen areas' sidebar names. */
export function areasText(areas: 'all' | readonly string[]): string {
  if (areas === 'all') return 'All areas';
  return areas.map((a) => AREA_NAMES[a as RecordKindKey] ?? a).join(', ');
}

/** 'Executor · 7-day wait' for executors, else the role's label. */
export function roleText(grant: Pick<TrustedPerson, 'role' | 'waitDays'>): string {
  const label = ROLE_INFO[grant.role].label;
  return grant.role === 'executor' ? `${label} · ${waitText(grant.waitDays)} wait` : label;
}

/** Time until an instant, for a waiting request: '6 days left', '5 hours left'. */
export function timeLeft(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '';
  const hours = Math.floor((new Date(iso).getTime() - now) / 3_600_000);
  if (hours >= 48) return `${Math.floor(hours / 24)} days left`;
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  return 'less than an hour left';
}

/** '1 day', '7 days'. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** '1-day', '7-day'. */
export const waitText = (days: number) => `${days}-day`;

/** A person's name, else their email (before they accept). */
export const personName = (person: Pick<TrustedPerson, 'name' | 'email'>) =>
  person.name ?? person.email;

/** The state of someone the owner trusts, in words. */
export function personStateWords(person: TrustedPerson): StateWords {
  const name = personName(person);
  switch (person.state) {
    case 'invited':
      return person.inviteExpired
        ? {
            label: 'Invitation expired',
            tone: 'warning',
            detail: `The invitation expired on ${formatDay(person.inviteExpiresAt)}. Resend it or cancel it.`,
          }
        : {
            label: 'Invited',
            tone: 'waiting',
            detail: `Invitation sent ${formatDay(person.createdAt)}; it can be accepted until ${formatDay(person.inviteExpiresAt)}.`,
          };
    case 'accepted':
      return {
        label: 'Waiting for you to confirm',
        tone: 'waiting',
        detail: `${name} accepted. Read the six words to each other, by phone or in person, then confirm to give access.`,
      };
    case 'confirmed':
      if (person.needsReconfirm) {
        return {
          label: 'Needs confirming again',
          tone: 'warning',
          detail: `A password reset ended ${name}'s access. Read the six words to each other again, then confirm to restore it.`,
        };
      }
      return person.role === 'executor'
        ? {
            label: 'Confirmed',
            tone: 'neutral',
            detail: `Confirmed ${formatDay(person.confirmedAt)}. ${name} can ask for access; it opens ${daysText(person.waitDays)} after asking unless you reject.`,
          }
        : {
            label: 'Has access',
            tone: 'active',
            detail: `Confirmed ${formatDay(person.confirmedAt)}.`,
          };
    case 'requested':
      return {
        label: 'Requested access',
        tone: 'warning',
        detail: `${person.requestedByCheckIn ? 'Started by the inactivity check-in' : `${name} asked`} on ${formatDay(person.requestedAt)}. Access opens ${formatMoment(person.opensAt)} (${timeLeft(person.opensAt)}) unless you reject.`,
      };
    case 'approved':
      return {
        label: 'Has access',
        tone: 'active',
        detail: `Emergency access since ${formatDay(person.approvedAt)}.`,
      };
    case 'revoked':
      return { label: 'Ended', tone: 'neutral' };
  }
}

/** The state of a vault shared with the signed-in user, in words. */
export function sharedStateWords(vault: SharedVault): StateWords {
  switch (vault.state) {
    case 'invited':
      return { label: 'Invited', tone: 'waiting' };
    case 'accepted':
      return {
        label: `Waiting for ${vault.ownerName} to confirm`,
        tone: 'waiting',
        detail: `${vault.ownerName} will ask you to read out the words under 'Your six words', so you both know the invitation was not intercepted.`,
      };
    case 'confirmed':
      return vault.role === 'executor'
        ? {
            label: 'Confirmed',
            tone: 'neutral',
            detail: `In an emergency, request access. It opens after ${daysText(vault.waitDays)} unless ${vault.ownerName} rejects it.`,
          }
        : { label: 'You have access', tone: 'active' };
    case 'requested':
      return {
        label: 'Access requested',
        tone: 'warning',
        detail: `Requested ${formatDay(vault.requestedAt)}. Access opens ${formatMoment(vault.opensAt)} (${timeLeft(vault.opensAt)}) unless ${vault.ownerName} rejects it.`,
      };
    case 'approved':
      return {
        label: 'You have access',
        tone: 'active',
        detail: `Since ${formatDay(vault.approvedAt)}.`,
      };
    case 'revoked':
      return { label: 'Ended', tone: 'neutral' };
  }
}
