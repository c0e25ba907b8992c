/**
 * What an invitation says to the person invited: who invites them, what they will be able to see
 * or do, when, and what to do next. The email and the invitation page say the same words
 * (ROLE_INFO speaks to the owner; these speak to the invitee).
 */
import type { RecordKindKey } from './records';
import { TRUSTED_AREAS, type TrustedRole } from './trusted-people';
import { AREA_NAMES } from './navigation';

/** What an invitation needs for its words. */
export interface InvitationFacts {
  ownerName: string;
  role: TrustedRole;
  areas: 'all' | readonly string[];
  waitDays: number;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * "Family Members, Insurance and Documents", or "all of their records except Letters & Wishes":
 * no area choice ever shares Letters & Wishes (issue 41: "all of their records" was not true).
 */
export function areasInWords(areas: 'all' | readonly string[]): string {
  if (areas === 'all') return 'all of their records except Letters & Wishes';
  // In the sidebar's order, whatever order they were chosen in.
  const order = (a: string) => TRUSTED_AREAS.indexOf(a as RecordKindKey);
  const names = [...areas]
    .sort((a, b) => order(a) - order(b))
    .map((a) => AREA_NAMES[a as RecordKindKey] ?? a);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The role as the invitee is asked to take it on. */
export const INVITEE_ROLE_NAMES: Record<TrustedRole, string> = {
  viewer: 'a viewer',
  editor: 'an editor',
  executor: 'their executor (emergency access)',
};

/** What they will be able to see or do. */
export function inviteeCan(facts: InvitationFacts): string {
  const what = areasInWords(facts.areas);
  const where = facts.areas === 'all' ? what : `their ${what}`;
  switch (facts.role) {
    case 'viewer':
      return `You will be able to read ${where}. You cannot change anything.`;
    case 'editor':
      return `You will be able to read and update ${where}. What you add belongs to ${facts.ownerName}'s records.`;
    case 'executor':
      // They tick off their executor plan and read what Letters & Wishes names them in (issue 41).
      return (
        `In an emergency you will be able to read ${where}, and anything ${facts.ownerName} wrote ` +
        `for you in Letters & Wishes, and tick off the steps of your executor plan. You cannot change their records.`
      );
  }
}

/** When they will be able to. */
export function inviteeWhen(facts: InvitationFacts): string {
  if (facts.role !== 'executor')
    return `From the day ${facts.ownerName} confirms you, until either of you ends it.`;
  return (
    `Not straight away. Only if you ask for access: ${facts.ownerName} is told at once and has ` +
    `${days(facts.waitDays)} to reject it. If they do not, access opens; they can also approve it sooner.`
  );
}

/**
 * What the six words are for, said wherever they appear (the card, the confirm dialog, the
 * emails, the invitation, the guide). A family compares them without needing to know they are
 * a key's fingerprint; that term stays in the Security Centre's details and the docs.
 */
export const SIX_WORDS_ARE_FOR =
  'six words to read out to each other, by phone or in person, so you both know the invitation was not intercepted';

/** What to do now, step by step. */
export function inviteeNextSteps(ownerName: string): string[] {
  return [
    'Open the invitation and create an account with this email address (or sign in if you have one).',
    `${ownerName} then confirms you. You will have ${SIX_WORDS_ARE_FOR}.`,
    `Nothing of ${ownerName}'s is shared before that.`,
  ];
}

/** How the email and the page greet the invitee: by the name the owner wrote, if any. */
export function inviteeGreeting(inviteeName: string | null): string {
  return inviteeName ? `Hello ${inviteeName},` : 'Hello,';
}
