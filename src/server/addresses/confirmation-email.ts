import type { Database } from '../db/client';
import { getSetting, getSupportAddress } from '../settings/system-settings';
import { CONFIRMATION_LINK_HOURS } from '../../domain/verified-addresses';

/**
 * The email carrying a confirmation link. The subject holds no free text (the username is in the
 * body only); the body names the account, so someone whose address was typed by a stranger knows
 * not to confirm it.
 */
export async function confirmationEmail(
  db: Database,
  options: { username: string; link: string; newAddress: boolean },
): Promise<{ subject: string; text: string }> {
  const [name, support] = await Promise.all([
    getSetting(db, 'application_name'),
    getSupportAddress(db),
  ]);
  const why = options.newAddress
    ? `The ${name} account "${options.username}" asked to use this email address from now on.`
    : `The ${name} account "${options.username}" was created with this email address.`;
  return {
    subject: options.newAddress
      ? `Confirm your new email address for ${name}`
      : `Confirm your email address for ${name}`,
    text:
      `${why}\n\n` +
      `If that was you, confirm the address here within ${CONFIRMATION_LINK_HOURS} hours (the link works once):\n${options.link}\n\n` +
      `If it was not you, do not open the link: without it, that account cannot be shown or accept invitations sent to this address.\n` +
      (support ? `\nQuestions? Write to ${support}.\n` : ''),
  };
}
