import {
  inviteeCan,
  inviteeGreeting,
  inviteeNextSteps,
  inviteeWhen,
  INVITEE_ROLE_NAMES,
} from '../../domain/invitation-words';
import { INVITATION_PATH, ROLE_INFO, type TrustedRole } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { notifications, type UserRow } from '../db/schema';
import { getSetting } from '../settings/system-settings';
import { displayName, type GrantRow } from './grant-store';
import type { InvitationLetter } from './invitation-letter';

const day = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The link: the token and the invited address in the fragment (never sent to a server, so out of
 * request logs); the page sends both in a POST body, and the server checks the address against
 * its keyed hash (the address itself is kept only sealed under the owner's key).
 */
export function invitationLink(appUrl: string, token: string, email: string): string {
  const fragment = new URLSearchParams({ token, email });
  return `${appUrl}${INVITATION_PATH}#${fragment}`;
}

/**
 * The invitation, written to the invitee: who invites them, what they will be able to see or do,
 * when, what to do next, and that the owner wrote a note, which only the invitation's page shows
 * (issue 41; the subject stays fixed: docs/decisions/018). Also a bell item for an account whose
 * confirmed address it is (an unconfirmed holder may not be its owner).
 */
export async function sendInvitation(
  ctx: AppContext,
  grant: GrantRow,
  owner: UserRow,
  email: string,
  token: string,
  letter: InvitationLetter,
  existing?: UserRow,
): Promise<void> {
  const appName = await getSetting(ctx.db, 'application_name');
  const who = displayName(owner);
  const facts = {
    ownerName: who,
    role: grant.role as TrustedRole,
    areas: grant.areas ?? 'all',
    waitDays: grant.waitDays,
  } as const;
  const link = invitationLink(ctx.config.appUrl, token, email);
  const intro = `${who} invited you to be one of the people they trust on ${appName}, as ${INVITEE_ROLE_NAMES[facts.role]}.`;
  const steps = inviteeNextSteps(who);
  const expiry = `The invitation expires on ${day(grant.inviteExpiresAt)}. If you do not know ${who}, ignore this email: nothing happens.`;
  // The note stays off the mail (which travels and rests in clear): the invitation's page shows it.
  const noteLine = letter.note ? `${who} wrote you a note: open the invitation to read it.` : '';
  const noteText = noteLine ? `${noteLine}\n\n` : '';
  const text =
    `${inviteeGreeting(letter.name)}\n\n${intro}\n\n${noteText}` +
    `What you will be able to do: ${inviteeCan(facts)}\n\nWhen: ${inviteeWhen(facts)}\n\n` +
    `What to do next:\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\n` +
    `Open the invitation: ${link}\n\n${expiry}\n`;
  const html =
    `<p>${escapeHtml(inviteeGreeting(letter.name))}</p><p>${escapeHtml(intro)}</p>` +
    (noteLine ? `<p>${escapeHtml(noteLine)}</p>` : '') +
    `<p><strong>What you will be able to do:</strong> ${escapeHtml(inviteeCan(facts))}</p>` +
    `<p><strong>When:</strong> ${escapeHtml(inviteeWhen(facts))}</p>` +
    `<p><strong>What to do next:</strong></p><ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>` +
    `<p><a href="${escapeHtml(link)}">Open the invitation</a></p><p>${escapeHtml(expiry)}</p>`;
  await ctx.mailer.send({
    to: email,
    subject: `An invitation to be a trusted person on ${appName}`,
    text,
    html,
  });
  if (existing?.emailConfirmedAt && !existing.emailTakenAt)
    await ctx.db.insert(notifications).values({
      userId: existing.id,
      title: `${who} invited you to be their ${ROLE_INFO[facts.role].label}`,
      message: `Open the invitation from the email we sent to ${email}.`,
      link: '/trusted-people',
    });
}
