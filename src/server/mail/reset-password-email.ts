import type { Database } from '../db/client';
import { getSetting, getSupportAddress } from '../settings/system-settings';

/**
 * The password-reset email, worded with the admin's application name and support email
 * (Settings tab), read when the email is sent; without a real support address it offers none.
 */
export async function resetPasswordEmail(
  db: Database,
  link: string,
): Promise<{ subject: string; text: string }> {
  const [name, support] = await Promise.all([
    getSetting(db, 'application_name'),
    getSupportAddress(db),
  ]);
  return {
    subject: `Reset your ${name} password`,
    text:
      `Someone asked to reset the password of your ${name} account.\n\n` +
      `To choose a new password, open this link within 1 hour (it works once):\n${link}\n\n` +
      `If it was not you, ignore this email: your password stays as it is.\n` +
      (support ? `\nQuestions? Write to ${support}.\n` : ''),
  };
}
