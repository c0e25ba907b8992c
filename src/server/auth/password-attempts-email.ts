import type { Database } from '../db/client';
import { getSetting, getSupportAddress } from '../settings/system-settings';
import { FREE_ATTEMPTS } from './password-attempts';

/**
 * Told to the owner when someone signed in as them has entered a wrong password 5 times in a row
 * for a sensitive change: once per run of wrong passwords. It names no password, code or link.
 */
export async function wrongPasswordsEmail(
  db: Database,
): Promise<{ subject: string; text: string }> {
  const [name, support] = await Promise.all([
    getSetting(db, 'application_name'),
    getSupportAddress(db),
  ]);
  return {
    subject: `Wrong passwords entered in your ${name} account`,
    text:
      `Someone signed in to your ${name} account entered a wrong password ${FREE_ATTEMPTS} times ` +
      `in a row while trying to change its security settings (email, password, two-factor ` +
      `sign-in, recovery key or data key). These changes are paused for a while.\n\n` +
      `If it was you, wait a few minutes and try again.\n\n` +
      `If it was not you, someone may be using one of your sessions: open Account Settings, ` +
      `sign out of all sessions and change your password.\n` +
      (support ? `\nQuestions? Write to ${support}.\n` : ''),
  };
}
